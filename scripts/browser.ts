// Makes sure the end-to-end tests have a Chromium, on a fresh machine too (called by
// scripts/run.sh before `npm test`). In order:
//   1. Debian's Chromium headless shell at /usr/bin/chromium-headless-shell (what
//      playwright.config.ts prefers: the build Playwright's own headless mode uses, with no
//      browser UI, so each test costs about 40% less time than in the full browser): ready;
//   2. where apt-get can run without asking (root, or sudo without a password): install the
//      package chromium-headless-shell, saying so first;
//   3. otherwise Debian's full Chromium at /usr/bin/chromium (with a line saying how to make the
//      tests faster), or Playwright's own browser when one was downloaded before (it comes with
//      its own headless shell, so nothing is installed beside it): ready;
//   4. on a machine with neither: apt-get with sudo asking for a password, then Playwright's
//      download (`playwright install chromium`);
//   5. otherwise one line saying what to install, and exit 1.
// (Erasable TypeScript only: Node runs this file directly.)
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell'
/**
 * Chromium's switches for the end-to-end tests and the bench: no sandbox (root in a container),
 * no GPU, and nothing running in the background that would add requests or CPU to a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface BrowserFacts {
  /** /usr/bin/chromium-headless-shell exists and is executable. */
  headlessShell: boolean
  /** /usr/bin/chromium exists and is executable. */
  debianChromium: boolean
  /** Playwright's own Chromium has been downloaded already. */
  playwrightChromium: boolean
  /** apt-get is on the PATH (Debian, Ubuntu). */
  aptGet: boolean
  root: boolean
  /** sudo works without asking for a password. */
  sudoWithoutPassword: boolean
  /** sudo is there and can ask for a password on this terminal. */
  sudoAsking: boolean
}

export type BrowserStep =
  | { kind: 'ready'; browser: 'headless-shell' | 'debian' | 'playwright' }
  | { kind: 'apt'; sudo: boolean }
  | { kind: 'download' }

/** What to try, in order: the first `ready` step, or install that works, ends it. */
export function browserPlan(facts: BrowserFacts): BrowserStep[] {
  if (facts.headlessShell) return [{ kind: 'ready', browser: 'headless-shell' }]
  // playwright.config.ts takes Debian's full Chromium before Playwright's own browser.
  if (facts.playwrightChromium && !facts.debianChromium)
    return [{ kind: 'ready', browser: 'playwright' }]
  const steps: BrowserStep[] = []
  // Only an install that asks nobody anything comes before a browser that is already there.
  if (facts.aptGet && (facts.root || facts.sudoWithoutPassword))
    steps.push({ kind: 'apt', sudo: !facts.root })
  if (facts.debianChromium) return [...steps, { kind: 'ready', browser: 'debian' }]
  if (steps.length === 0 && facts.aptGet && facts.sudoAsking)
    steps.push({ kind: 'apt', sudo: true })
  steps.push({ kind: 'download' })
  return steps
}

export const MISSING_BROWSER =
  "npm test needs Chromium for its end-to-end tests and could not install one: install Debian/Ubuntu's chromium-headless-shell package (sudo apt-get install chromium-headless-shell) or, where downloads are allowed, Playwright's browser (npx playwright install chromium), then run npm test again."

export const FASTER_BROWSER = `The end-to-end tests run in the full Chromium; with Debian's ${HEADLESS_SHELL_PACKAGE} package (sudo apt-get install ${HEADLESS_SHELL_PACKAGE}) they take about 40% less time.`

export interface BrowserActions {
  /** Runs apt-get update and install of the headless shell; true when it works afterwards. */
  apt(sudo: boolean): boolean
  /** Downloads Playwright's Chromium; true when it is there afterwards. */
  download(): boolean
  say(line: string): void
}

/** Follows the plan until a step gives a browser; false (after saying what to install) when none did. */
export function ensureBrowser(facts: BrowserFacts, actions: BrowserActions): boolean {
  for (const step of browserPlan(facts)) {
    if (step.kind === 'ready') {
      // Playwright's own download comes with its headless shell, which it uses by itself.
      if (step.browser === 'debian') actions.say(FASTER_BROWSER)
      return true
    }
    if (step.kind === 'apt') {
      const how = step.sudo ? 'sudo apt-get' : 'apt-get'
      actions.say(
        `Chromium for the end-to-end tests: ${HEADLESS_SHELL} is missing, installing Debian's ${HEADLESS_SHELL_PACKAGE} package (${how} update && ${how} install -y ${HEADLESS_SHELL_PACKAGE})...`,
      )
      if (actions.apt(step.sudo)) return true
      actions.say(`Installing the ${HEADLESS_SHELL_PACKAGE} package did not work.`)
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

/**
 * The first of `order` installed here, for a launch (undefined: Playwright's own download). The
 * end-to-end tests take the headless shell first (playwright.config.ts), the bench the full browser.
 */
export function installedChromium(
  order: readonly string[] = [HEADLESS_SHELL, DEBIAN_CHROMIUM],
): string | undefined {
  return order.find(executable)
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
    headlessShell: executable(HEADLESS_SHELL),
    debianChromium: executable(DEBIAN_CHROMIUM),
    playwrightChromium: ownBrowser !== undefined && executable(ownBrowser),
    aptGet: succeeds('apt-get', ['--version']),
    root: process.getuid?.() === 0,
    sudoWithoutPassword: succeeds('sudo', ['-n', 'true']),
    sudoAsking: process.stdin.isTTY === true && succeeds('sudo', ['--version']),
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
        run('install', '-y', '-qq', HEADLESS_SHELL_PACKAGE) &&
        executable(HEADLESS_SHELL)
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
