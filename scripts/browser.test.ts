// The decision logic of the end-to-end browser set-up (scripts/browser.ts), fact by fact.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  browserPlan,
  ENGINE_PACKAGES,
  enginePlan,
  ensureBrowser,
  ensureEngines,
  FASTER_BROWSER,
  installedChromium,
  MISSING_BROWSER,
  missingEngines,
  type BrowserActions,
  type BrowserFacts,
  type EngineFacts,
} from './browser.ts'

const bare: BrowserFacts = {
  headlessShell: false,
  debianChromium: false,
  playwrightChromium: false,
  aptGet: false,
  root: false,
  sudoWithoutPassword: false,
  sudoAsking: false,
}

/** Records what would run; each install "works" or not as told. */
function actions(works: { apt?: boolean; download?: boolean }) {
  const log: string[] = []
  const said: string[] = []
  const recorded: BrowserActions = {
    apt: (sudo) => (log.push(sudo ? 'sudo apt' : 'apt'), works.apt ?? false),
    download: () => (log.push('download'), works.download ?? false),
    say: (line) => said.push(line),
  }
  return { log, said, recorded }
}

describe('browserPlan', () => {
  it('uses the headless shell where present, whatever else is true', () => {
    expect(
      browserPlan({
        ...bare,
        headlessShell: true,
        debianChromium: true,
        playwrightChromium: true,
        aptGet: true,
        root: true,
      }),
    ).toEqual([{ kind: 'ready', browser: 'headless-shell' }])
  })
  it('installs the headless shell beside the full Chromium only where nobody is asked for a password', () => {
    expect(browserPlan({ ...bare, debianChromium: true, aptGet: true, root: true })).toEqual([
      { kind: 'apt', sudo: false },
      { kind: 'ready', browser: 'debian' },
    ])
    expect(
      browserPlan({ ...bare, debianChromium: true, aptGet: true, sudoWithoutPassword: true }),
    ).toEqual([
      { kind: 'apt', sudo: true },
      { kind: 'ready', browser: 'debian' },
    ])
    expect(browserPlan({ ...bare, debianChromium: true, aptGet: true, sudoAsking: true })).toEqual([
      { kind: 'ready', browser: 'debian' },
    ])
  })
  it('uses a Playwright browser downloaded before (with its own headless shell), installing nothing', () => {
    expect(browserPlan({ ...bare, playwrightChromium: true, aptGet: true, root: true })).toEqual([
      { kind: 'ready', browser: 'playwright' },
    ])
    expect(
      browserPlan({ ...bare, playwrightChromium: true, aptGet: true, sudoAsking: true }),
    ).toEqual([{ kind: 'ready', browser: 'playwright' }])
  })
  it('on a machine without a browser: apt-get as root, with sudo otherwise, then the download', () => {
    expect(browserPlan({ ...bare, aptGet: true, root: true })).toEqual([
      { kind: 'apt', sudo: false },
      { kind: 'download' },
    ])
    expect(browserPlan({ ...bare, aptGet: true, sudoAsking: true })).toEqual([
      { kind: 'apt', sudo: true },
      { kind: 'download' },
    ])
  })
  it('never tries apt-get without root or sudo, or where there is no apt-get', () => {
    expect(browserPlan({ ...bare, aptGet: true })).toEqual([{ kind: 'download' }])
    expect(browserPlan({ ...bare, root: true })).toEqual([{ kind: 'download' }])
  })
})

describe('ensureBrowser', () => {
  it('says what it installs before doing it', () => {
    const { log, said, recorded } = actions({ apt: true })
    expect(ensureBrowser({ ...bare, aptGet: true, sudoAsking: true }, recorded)).toBe(true)
    expect(log).toEqual(['sudo apt'])
    expect(said).toEqual([
      expect.stringContaining(
        'sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
      ),
    ])
  })
  it('keeps the full Chromium when the headless shell cannot be installed, and says how to get it', () => {
    const { log, said, recorded } = actions({ apt: false })
    expect(
      ensureBrowser({ ...bare, debianChromium: true, aptGet: true, root: true }, recorded),
    ).toBe(true)
    expect(log).toEqual(['apt'])
    expect(said.at(-1)).toBe(FASTER_BROWSER)
  })
  it('downloads Playwright’s browser when apt-get fails', () => {
    const { log, recorded } = actions({ apt: false, download: true })
    expect(ensureBrowser({ ...bare, aptGet: true, root: true }, recorded)).toBe(true)
    expect(log).toEqual(['apt', 'download'])
  })
  it('ends with one line saying what to install when nothing works', () => {
    const { log, said, recorded } = actions({})
    expect(ensureBrowser(bare, recorded)).toBe(false)
    expect(log).toEqual(['download'])
    expect(said.at(-1)).toBe(MISSING_BROWSER)
    expect(MISSING_BROWSER).not.toContain('\n')
    expect(MISSING_BROWSER).toMatch(
      /apt-get install chromium-headless-shell.*playwright install chromium/,
    )
  })
  it('does nothing when the headless shell is there', () => {
    const { log, said, recorded } = actions({})
    expect(ensureBrowser({ ...bare, headlessShell: true }, recorded)).toBe(true)
    expect([...log, ...said]).toEqual([])
  })
})

describe('the other engines (Firefox ESR, WebKitGTK, Xvfb) and Caddy', () => {
  const none: EngineFacts = {
    missingPackages: [],
    aptGet: true,
    root: false,
    sudoWithoutPassword: false,
  }
  const missing = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'caddy']

  it('are ready when their programs are there', () => {
    expect(enginePlan(none)).toEqual({ kind: 'ready' })
  })
  it('are installed with apt-get only where nobody is asked for a password', () => {
    expect(enginePlan({ ...none, missingPackages: missing, root: true })).toEqual({
      kind: 'apt',
      sudo: false,
      packages: missing,
    })
    expect(enginePlan({ ...none, missingPackages: ['xvfb'], sudoWithoutPassword: true })).toEqual({
      kind: 'apt',
      sudo: true,
      packages: ['xvfb'],
    })
    expect(enginePlan({ ...none, missingPackages: missing })).toEqual({
      kind: 'missing',
      packages: missing,
    })
    expect(enginePlan({ ...none, missingPackages: missing, aptGet: false, root: true })).toEqual({
      kind: 'missing',
      packages: missing,
    })
  })
  it('say what they install first, and end with one line saying what to install when that fails', () => {
    const said: string[] = []
    const installs: string[][] = []
    const ok = ensureEngines(
      { ...none, missingPackages: missing, root: true },
      { apt: (_, packages) => (installs.push(packages), false), say: (line) => said.push(line) },
    )
    expect(ok).toBe(false)
    expect(installs).toEqual([missing])
    expect(said[0]).toContain('apt-get install -y firefox-esr webkit2gtk-driver xvfb caddy')
    expect(said.at(-1)).toBe(missingEngines(missing))
    expect(missingEngines(missing)).not.toContain('\n')
  })
  it('include Caddy, for the proxy tests', () => {
    expect(ENGINE_PACKAGES.map(({ name }) => name)).toContain('caddy')
  })
  it('install nothing when they are there', () => {
    const ok = ensureEngines(none, {
      apt: () => {
        throw new Error('no install expected')
      },
      say: () => {
        throw new Error('nothing to say')
      },
    })
    expect(ok).toBe(true)
  })
})

describe('the browser to launch (the bench: the full browser, else the headless shell)', () => {
  it('is the first of the list that is an executable file here', () => {
    const dir = mkdtempSync(join(tmpdir(), 'browser-'))
    try {
      const [missing, plain, program] = ['missing', 'plain', 'program'].map((name) =>
        join(dir, name),
      ) as [string, string, string]
      writeFileSync(plain, '')
      writeFileSync(program, '#!/bin/sh\n')
      chmodSync(program, 0o755)
      expect(installedChromium([missing, plain, program])).toBe(program)
      expect(installedChromium([missing, plain])).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
