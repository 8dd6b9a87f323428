// The end-to-end tests' browsers (docs/testing.md). Erasable TypeScript only: Node runs this file.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { accessSync, constants, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FIREFOX_ESR = '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const XVFB = '/usr/bin/Xvfb'
export const CADDY = '/usr/bin/caddy'
export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell'
// No sandbox (root in a container), nothing in the background adding requests or CPU to a bench.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const ENGINE_PACKAGES = [
  { name: 'firefox-esr', program: FIREFOX_ESR },
  { name: 'webkit2gtk-driver', program: WEBKIT_DRIVER },
  { name: 'xvfb', program: XVFB },
  // Not a browser: the proxy tests (server/proxy.caddy.test.ts) run requests through a real one.
  { name: 'caddy', program: CADDY },
] as const

/** The browser WebKitWebDriver starts, from libwebkit2gtk (which webkit2gtk-driver depends on). */
export function miniBrowserPath(): string {
  const candidates = ['/usr/lib', ...architectureLibs()].flatMap((lib) =>
    ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0'].map((api) => `${lib}/${api}/MiniBrowser`),
  )
  const found = candidates.find(executable)
  if (!found) throw new Error(`WebKitGTK's MiniBrowser is missing (looked at ${candidates[0]}...)`)
  return found
}

function architectureLibs(): string[] {
  try {
    return readdirSync('/usr/lib')
      .filter((name) => name.endsWith('-linux-gnu'))
      .map((name) => `/usr/lib/${name}`)
  } catch {
    return []
  }
}

export interface EngineFacts {
  missingPackages: string[]
  aptGet: boolean
  root: boolean
  sudoWithoutPassword: boolean
}

export type EngineStep =
  | { kind: 'ready' }
  | { kind: 'apt'; sudo: boolean; packages: string[] }
  | { kind: 'missing'; packages: string[] }

export function enginePlan(facts: EngineFacts): EngineStep {
  const packages = facts.missingPackages
  if (packages.length === 0) return { kind: 'ready' }
  if (facts.aptGet && (facts.root || facts.sudoWithoutPassword))
    return { kind: 'apt', sudo: !facts.root, packages }
  return { kind: 'missing', packages }
}

export const missingEngines = (packages: string[]) =>
  `npm test runs its smoke tests in Firefox and WebKit, and its proxy tests through Caddy, and could not install them: install Debian's ${packages.join(', ')} (sudo apt-get install ${packages.join(' ')}), then run npm test again.`

export interface EngineActions {
  apt(sudo: boolean, packages: string[]): boolean
  say(line: string): void
}

export function ensureEngines(facts: EngineFacts, actions: EngineActions): boolean {
  const step = enginePlan(facts)
  if (step.kind === 'ready') return true
  if (step.kind === 'apt') {
    const how = step.sudo ? 'sudo apt-get' : 'apt-get'
    actions.say(
      `Firefox and WebKit for the cross-engine tests, Caddy for the proxy tests: installing Debian's ${step.packages.join(', ')} (${how} install -y ${step.packages.join(' ')})...`,
    )
    if (actions.apt(step.sudo, step.packages)) return true
  }
  actions.say(missingEngines(step.packages))
  return false
}

export interface BrowserFacts {
  headlessShell: boolean
  debianChromium: boolean
  playwrightChromium: boolean
  aptGet: boolean
  root: boolean
  sudoWithoutPassword: boolean
  sudoAsking: boolean
}

export type BrowserStep =
  | { kind: 'ready'; browser: 'headless-shell' | 'debian' | 'playwright' }
  | { kind: 'apt'; sudo: boolean }
  | { kind: 'download' }

export function browserPlan(facts: BrowserFacts): BrowserStep[] {
  if (facts.headlessShell) return [{ kind: 'ready', browser: 'headless-shell' }]
  if (facts.playwrightChromium && !facts.debianChromium)
    return [{ kind: 'ready', browser: 'playwright' }]
  const steps: BrowserStep[] = []
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
  apt(sudo: boolean): boolean
  download(): boolean
  say(line: string): void
}

export function ensureBrowser(facts: BrowserFacts, actions: BrowserActions): boolean {
  for (const step of browserPlan(facts)) {
    if (step.kind === 'ready') {
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

// Undefined: Playwright's download. The tests take the headless shell first, the bench the full one.
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
  let updated = false
  const aptInstall = (sudo: boolean, packages: string[]) => {
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
    updated ||= run('update', '-qq')
    return updated && run('install', '-y', '-qq', ...packages)
  }
  const ok = ensureBrowser(facts, {
    apt: (sudo) => aptInstall(sudo, [HEADLESS_SHELL_PACKAGE]) && executable(HEADLESS_SHELL),
    download() {
      const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
      return succeeds(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' })
    },
    say: (line) => console.log(line),
  })
  const missingPackages = () =>
    ENGINE_PACKAGES.filter(({ program }) => !executable(program)).map(({ name }) => name)
  const enginesOk = ensureEngines(
    {
      missingPackages: missingPackages(),
      aptGet: facts.aptGet,
      root: facts.root,
      sudoWithoutPassword: facts.sudoWithoutPassword,
    },
    {
      apt: (sudo, packages) => aptInstall(sudo, packages) && missingPackages().length === 0,
      say: (line) => console.log(line),
    },
  )
  process.exitCode = ok && enginesOk ? 0 : 1
}
