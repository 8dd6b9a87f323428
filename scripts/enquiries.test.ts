// The CLI, run as staff would run it: a separate Node 24 process on a real database.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertEnquiry, openEnquiryDb } from '../app/enquiry/db.server.ts'
import { ENQUIRY_CSV_HEADER } from '../app/enquiry/export.server.ts'
import { validEnquiry } from '../app/enquiry/test-support/fixtures.ts'

const CLI = fileURLToPath(new URL('./enquiries.ts', import.meta.url))
const run = promisify(execFile)

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

/** Strict RFC 4180 parser: fails on anything malformed instead of guessing. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let i = 0
  while (i < text.length) {
    const row: string[] = []
    for (;;) {
      if (text[i] !== '"') throw new Error(`unquoted field at ${i}`)
      let field = ''
      i++
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote')
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
          } else {
            i++
            break
          }
        } else {
          field += text[i++]
        }
      }
      row.push(field)
      if (text[i] === ',') {
        i++
        continue
      }
      if (text.startsWith('\r\n', i)) {
        i += 2
        break
      }
      throw new Error(`expected , or CRLF at ${i}`)
    }
    rows.push(row)
  }
  return rows
}

let dir: string
let dbPath: string
const ids: number[] = []

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-cli-'))
  dbPath = join(dir, 'enquiries.db')
  const db = openEnquiryDb(dbPath)
  ids.push(
    insertEnquiry(db, validEnquiry({ name: 'Old Enquiry' }), {
      receivedAt: new Date('2024-12-31T15:59:59.000Z'),
    }).id, // 31 Dec SGT
    insertEnquiry(
      db,
      validEnquiry({
        name: '=HYPERLINK("http://evil.example","Click")',
        message: '+cmd|\' /C calc\'!A0\nsecond line, with "quotes"',
        phone: '+81 90 1234 5678',
        marketingConsent: 'on',
      }),
      { receivedAt: new Date('2024-12-31T16:00:00.000Z') }, // 1 Jan 00:00 SGT
    ).id,
    insertEnquiry(db, validEnquiry({ name: '李明', message: '@SUM(1+1)' }), {
      receivedAt: new Date('2025-01-02T03:00:00.000Z'),
    }).id,
  )
  // Written behind the schema's back: the CLI must sanitise on its own.
  db.prepare('UPDATE enquiries SET name = ? WHERE id = ?').run(
    '李明 \u001B[2J\u001B]0;pwned\u0007',
    ids[2] ?? 0,
  )
  db.prepare(
    `UPDATE outbox SET status = 'failed', attempts = 20, last_error = 'smtp=550 mailbox unavailable' WHERE enquiry_id = ?`,
  ).run(ids[2] ?? 0)
  db.close()
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('scripts/enquiries.ts', () => {
  it('(e) exports valid RFC 4180 CSV with formula injection neutralised', async () => {
    const { code, stdout } = await cli(['export', '--db', dbPath])
    expect(code).toBe(0)
    expect(stdout.startsWith('\uFEFF')).toBe(true)
    const rows = parseCsv(stdout.slice(1))
    expect(rows[0]).toEqual([...ENQUIRY_CSV_HEADER])
    expect(rows).toHaveLength(4)
    for (const row of rows) expect(row).toHaveLength(ENQUIRY_CSV_HEADER.length)

    const col = (name: (typeof ENQUIRY_CSV_HEADER)[number]) => ENQUIRY_CSV_HEADER.indexOf(name)
    const evil = rows[2] ?? []
    expect(evil[col('name')]).toBe(`'=HYPERLINK("http://evil.example","Click")`)
    expect(evil[col('message')]).toBe(`'+cmd|' /C calc'!A0\nsecond line, with "quotes"`)
    expect(evil[col('phone')]).toBe(`'+819012345678`)
    expect(evil[col('marketing_consent')]).toBe('yes')
    expect(rows[3]?.[col('message')]).toBe(`'@SUM(1+1)`)
    expect(rows[3]?.[col('notification')]).toBe('failed')
    // No cell of the whole file starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/u)
  })

  it('writes an export owner-only: with --out (never over a file), and when stdout is redirected to one', async () => {
    const file = join(dir, 'export.csv')
    const made = await cli(['export', '--db', dbPath, '--out', file])
    expect(made.code).toBe(0)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain('"name"')
    expect((await cli(['export', '--db', dbPath, '--out', file])).code).toBe(1)

    // As the documented `export > enquiries.csv` does it, under a permissive umask.
    const redirected = join(dir, 'redirected.csv')
    await run('sh', [
      '-c',
      `umask 022; "$0" "$1" export --db "$2" > "$3"`,
      process.execPath,
      CLI,
      dbPath,
      redirected,
    ])
    expect(statSync(redirected).mode & 0o777).toBe(0o600)
    expect(readFileSync(redirected, 'utf8')).toContain('"name"')
  })

  it('filters by Singapore calendar day with --since/--until', async () => {
    const since = await cli(['export', '--no-bom', '--db', dbPath, '--since', '2025-01-01'])
    expect(
      parseCsv(since.stdout)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual([ids[1], ids[2]])
    const until = await cli(['export', '--no-bom', '--db', dbPath, '--until', '2025-01-01'])
    expect(
      parseCsv(until.stdout)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual([ids[0], ids[1]])
    expect((await cli(['export', '--db', dbPath, '--since', '2025-13-01'])).code).toBe(2)
  })

  it('lists recent enquiries without passing terminal escape sequences through', async () => {
    const { code, stdout } = await cli(['list', '--limit', '2'], { ENQUIRY_DB_PATH: dbPath })
    expect(code).toBe(0)
    expect(stdout).toContain('李明')
    // eslint-disable-next-line no-control-regex -- BEL and ESC must not reach the terminal
    expect(stdout).not.toMatch(/[\u0007\u001B]/u)
    expect(stdout).not.toContain('Old Enquiry')
  })

  it('shows failed and pending deliveries, and retries them', async () => {
    const before = await cli(['outbox', '--db', dbPath])
    expect(before.stdout).toMatch(/FAILED\s+attempts 20/u)
    expect(before.stdout).toContain('smtp=550 mailbox unavailable')
    expect(before.stdout.match(/PENDING/gu)).toHaveLength(2)

    const retry = await cli(['retry', '--failed', '--db', dbPath])
    expect(retry.stdout).toMatch(/^1 notification/u)
    const after = await cli(['outbox', '--db', dbPath])
    expect(after.stdout).not.toContain('FAILED')
  })

  it('refuses to create a database at a mistyped path', async () => {
    const missing = join(dir, 'typo.db')
    const { code, stderr } = await cli(['list', '--db', missing])
    expect(code).toBe(1)
    expect(stderr).toContain('No enquiry database')
    expect(existsSync(missing)).toBe(false)
  })

  it('prints usage on bad invocations', async () => {
    expect((await cli([])).code).toBe(2)
    expect((await cli(['frobnicate', '--db', dbPath])).stderr).toContain('Unknown command')
    expect((await cli(['help'])).stdout).toContain('Usage:')
  })
})
