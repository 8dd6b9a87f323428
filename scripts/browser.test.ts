// The decision logic of the end-to-end browser set-up (scripts/browser.ts), fact by fact.
import { describe, expect, it } from 'vitest'
import {
  browserPlan,
  ensureBrowser,
  MISSING_BROWSER,
  type BrowserActions,
  type BrowserFacts,
} from './browser.ts'

const bare: BrowserFacts = {
  debianChromium: false,
  playwrightChromium: false,
  aptGet: false,
  root: false,
  sudo: false,
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
  it('uses /usr/bin/chromium where present, whatever else is true', () => {
    expect(
      browserPlan({
        ...bare,
        debianChromium: true,
        playwrightChromium: true,
        aptGet: true,
        root: true,
      }),
    ).toEqual([{ kind: 'ready', browser: 'debian' }])
  })
  it('uses a Playwright browser downloaded before, installing nothing', () => {
    expect(browserPlan({ ...bare, playwrightChromium: true, aptGet: true, root: true })).toEqual([
      { kind: 'ready', browser: 'playwright' },
    ])
  })
  it('installs Debian chromium with apt-get as root, with sudo otherwise, then falls back to the download', () => {
    expect(browserPlan({ ...bare, aptGet: true, root: true })).toEqual([
      { kind: 'apt', sudo: false },
      { kind: 'download' },
    ])
    expect(browserPlan({ ...bare, aptGet: true, sudo: true })).toEqual([
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
    expect(ensureBrowser({ ...bare, aptGet: true, sudo: true }, recorded)).toBe(true)
    expect(log).toEqual(['sudo apt'])
    expect(said).toEqual([
      expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium'),
    ])
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
    expect(MISSING_BROWSER).toMatch(/apt-get install chromium.*playwright install chromium/)
  })
  it('does nothing when a browser is there', () => {
    const { log, said, recorded } = actions({})
    expect(ensureBrowser({ ...bare, debianChromium: true }, recorded)).toBe(true)
    expect([...log, ...said]).toEqual([])
  })
})
