// Makes sure the end-to-end tests have a Chromium, on a fresh machine too (called by
// scripts/run.sh before `npm test`). In order:
//   1. Debian's chromium at /usr/bin/chromium (what playwright.config.ts prefers), or
//      Playwright's own browser when one was downloaded before: nothing to do;
//   2. Debian/Ubuntu as root, or with sudo: apt-get install chromium, saying so first;
//   3. Playwright's own browser, where it can be downloaded (`playwright install chromium`);
//   4. otherwise one line saying what to install, and exit 1.
// (Erasable TypeScript only: Node runs this file directly.)
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export interface BrowserFacts {
  /** /usr/bin/chromium exists and is executable. */
  debianChromium: boolean
  /** Playwright's own Chromium has been downloaded already. */
  playwrightChromium: boolean
  /** apt-get is on the PATH (Debian, Ubuntu). */
  aptGet: boolean
  root: boolean
  /** sudo works without a password, or can ask for one on this terminal. */
  sudo: boolean
}

export type BrowserStep =
  | { kind: 'ready'; browser: 'debian' | 'playwright' }
  | { kind: 'apt'; sudo: boolean }
  | { kind: 'download' }

/** What to try, in order; an empty remainder after failures means "tell the user". */
export function browserPlan(facts: BrowserFacts): BrowserStep[] {
  if (facts.debianChromium) return [{ kind: 'ready', browser: 'debian' }]
  if (facts.playwrightChromium) return [{ kind: 'ready', browser: 'playwright' }]
  const steps: BrowserStep[] = []
  if (facts.aptGet && (facts.root || facts.sudo)) steps.push({ kind: 'apt', sudo: !facts.root })
  steps.push({ kind: 'download' })
  return steps
}

export const MISSING_BROWSER =
  "npm test needs Chromium for its end-to-end tests and could not install one: install Debian/Ubuntu's chromium package (sudo apt-get install chromium) or, where downloads are allowed, Playwright's browser (npx playwright install chromium), then run npm test again."

export interface BrowserActions {
  /** Runs apt-get update and install chromium; true when /usr/bin/chromium works afterwards. */
  apt(sudo: boolean): boolean
  /** Downloads Playwright's Chromium; true when it is there afterwards. */
  download(): boolean
  say(line: string): void
}

/** Follows the plan until a step gives a browser; false (after saying what to install) when none did. */
export function ensureBrowser(facts: BrowserFacts, actions: BrowserActions): boolean {
  for (const step of browserPlan(facts)) {
    if (step.kind === 'ready') return true
    if (step.kind === 'apt') {
      const how = step.sudo ? 'sudo apt-get' : 'apt-get'
      actions.say(
        `Chromium for the end-to-end tests: ${DEBIAN_CHROMIUM} is missing, installing Debian's chromium package (${how} update && ${how} install -y chromium)...`,
      )
      if (actions.apt(step.sudo)) return true
      actions.say(
        'Installing the chromium package did not work; trying Playwright’s own browser instead.',
      )
    } else {
      actions.say(
        'Chromium for the end-to-end tests: downloading Playwright’s browser (playwright install chromium)...',
      )
      if (actions.download()) return true
    }
  }
  actions.say(MISSING_BROWSER)
  return false
}

function succeeds(command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 15 * 60_000, ...options })
  return result.status === 0
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

async function playwrightChromiumPath(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test')
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const ownBrowser = await playwrightChromiumPath()
  const facts: BrowserFacts = {
    debianChromium: executable(DEBIAN_CHROMIUM),
    playwrightChromium: ownBrowser !== undefined && executable(ownBrowser),
    aptGet: succeeds('apt-get', ['--version']),
    root: process.getuid?.() === 0,
    sudo:
      succeeds('sudo', ['-n', 'true']) ||
      (process.stdin.isTTY === true && succeeds('sudo', ['--version'])),
  }
  const ok = ensureBrowser(facts, {
    apt(sudo) {
      const prefix = sudo ? ['sudo', 'env'] : ['env']
      const run = (...args: string[]) => {
        const [command = 'env', ...rest] = [
          ...prefix,
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          ...args,
        ]
        return succeeds(command, rest, { stdio: 'inherit' })
      }
      return (
        run('update', '-qq') &&
        run('install', '-y', '-qq', 'chromium') &&
        executable(DEBIAN_CHROMIUM)
      )
    },
    download() {
      const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
      return succeeds(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' })
    },
    say: (line) => console.log(line),
  })
  process.exitCode = ok ? 0 : 1
}
