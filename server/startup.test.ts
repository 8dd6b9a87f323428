// Configuration errors stop the production server with one line naming the variable, no stack
// trace. Each case starts the real `node server/main.ts` with a bad environment.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSettingsMismatch } from './build-settings.ts'
import { oneLine } from './startup.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
let dir: string
let dist: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'startup-'))
  // A stand-in build directory: every case here is refused before the build is loaded.
  dist = join(dir, 'dist')
  mkdirSync(join(dist, 'server'), { recursive: true })
  writeFileSync(
    join(dist, 'server', 'server.js'),
    'throw new Error("the build must not be loaded")\n',
  )
  writeFileSync(
    join(dist, 'server', 'build-settings.json'),
    JSON.stringify({
      siteUrl: 'https://www.heartclinic.example',
      gtmId: '',
      enquiryRetentionDays: 365,
    }),
  )
  writeFileSync(join(dir, 'not-a-directory'), '')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function start(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(SMTP_|MAIL_|SITE_URL|GTM_ID|ENQUIRY_|OUTBOX_)/.test(key),
    ),
  )
  const options = {
    cwd: root,
    env: {
      ...clean,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      ENQUIRY_DB_PATH: join(dir, 'data', 'enquiries.db'),
      ...env,
    },
    // Generous: each start reads the build; ten run at once and a busy machine is slow.
    timeout: 100_000,
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['server/main.ts'],
      options,
    )
    return { status: 0, stderr: stderr.trim(), stdout, message: refusal(stderr) }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { status: e.code, stderr: e.stderr.trim(), stdout: e.stdout, message: refusal(e.stderr) }
  }
}

function refusal(stderr: string): string {
  const lines = stderr.trim().split('\n')
  if (lines.length !== 1 || !lines[0]?.startsWith('{')) return stderr.trim()
  const entry = JSON.parse(lines[0]) as { level?: unknown; message?: unknown }
  expect(entry.level).toBe('error')
  return String(entry.message)
}

describe.concurrent('configuration errors at start', { timeout: 120_000 }, () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'SMTP_HOST without MAIL_TO',
      { SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'web@clinic.example' },
      /MAIL_TO is required when SMTP_HOST is set/,
    ],
    [
      'an unwritable database directory',
      { ENQUIRY_DB_PATH: join('REPLACE', 'not-a-directory', 'enquiries.db') },
      /ENQUIRY_DB_PATH: .*cannot be written/,
    ],
    [
      'a plain-http SITE_URL',
      { SITE_URL: 'http://staging.heartclinic.example' },
      /SITE_URL must be/,
    ],
    [
      'a SITE_URL with a path',
      { SITE_URL: 'https://staging.heartclinic.example/en/' },
      /SITE_URL must be/,
    ],
    [
      'a bad GTM_ID',
      { GTM_ID: 'gtm-abc123' },
      /GTM_ID must be GTM- followed by uppercase letters or digits/,
    ],
    [
      'a bad ENQUIRY_RETENTION_DAYS',
      { ENQUIRY_RETENTION_DAYS: 'one year' },
      /ENQUIRY_RETENTION_DAYS must be/,
    ],
    ['a bad OUTBOX_STALE_MINUTES', { OUTBOX_STALE_MINUTES: '0' }, /OUTBOX_STALE_MINUTES must be/],
    [
      'a SITE_URL other than the build was made with',
      { SITE_URL: 'https://staging.heartclinic.example' },
      /SITE_URL is https:\/\/staging\.heartclinic\.example here but the build was made with https:\/\/www\.heartclinic\.example/,
    ],
  ]
  for (const [name, env, message] of cases) {
    it(`stops on ${name} with one line naming the variable`, async () => {
      const resolved = Object.fromEntries(
        Object.entries(env).map(([k, v]) => [k, v.replace('REPLACE', dir)]),
      )
      const { status, stderr, stdout, message: line } = await start(resolved)
      expect(status).toBe(1)
      expect(stderr.split('\n')).toHaveLength(1)
      expect(() => void JSON.parse(stderr)).not.toThrow()
      expect(line).toMatch(/^Cannot start the server: /)
      expect(line).toMatch(message)
      expect(line).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/)
      expect(stdout).not.toContain('Serving')
    })
  }

  it('stops on a build made before build settings were recorded', async () => {
    const old = join(dir, 'old-dist')
    mkdirSync(join(old, 'server'), { recursive: true })
    writeFileSync(
      join(old, 'server', 'server.js'),
      'throw new Error("the build must not be loaded")\n',
    )
    const { status, message } = await start({ DIST_DIR: old })
    expect(status).toBe(1)
    expect(message).toMatch(
      /^Cannot start the server: the build in .* has no build-settings\.json \(an older build\): run `vite build` again$/,
    )
  })

  it('lists several problems on the same line', async () => {
    const { status, stderr, message } = await start({ SITE_URL: 'ftp://x', GTM_ID: 'nope' })
    expect(status).toBe(1)
    expect(stderr.split('\n')).toHaveLength(1)
    expect(message).toMatch(/SITE_URL .*; GTM_ID /)
  })
})

describe('buildSettingsMismatch', () => {
  const current = { siteUrl: 'https://www.clinic.sg', gtmId: '', enquiryRetentionDays: 365 }
  it('agrees when the build was made with the same settings', () => {
    expect(buildSettingsMismatch({ ...current }, current)).toBeUndefined()
  })
  it('names the variable that differs', () => {
    expect(buildSettingsMismatch({ ...current, gtmId: 'GTM-ABC' }, current)).toMatch(
      /^GTM_ID is \(unset\) here but the build was made with GTM-ABC/,
    )
    expect(buildSettingsMismatch({ ...current, enquiryRetentionDays: 730 }, current)).toMatch(
      /^ENQUIRY_RETENTION_DAYS is 365 here/,
    )
    expect(buildSettingsMismatch(null, current)).toMatch(/^SITE_URL /)
  })
})

describe('oneLine', () => {
  it('joins a multi-line error into one line without its stack', () => {
    expect(
      oneLine(
        new Error(
          'Invalid clinic configuration (app/site/clinic.ts):\n- siteUrl: bad\n- gtmId: bad',
        ),
      ),
    ).toBe('Invalid clinic configuration (app/site/clinic.ts): siteUrl: bad; gtmId: bad')
    expect(oneLine(new Error('No enquiry database at /x'))).toBe('No enquiry database at /x')
  })
})
