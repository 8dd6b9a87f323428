// PDPA commands of the staff tool, run as staff would run them: a separate Node 24 process on a
// real database that the "server" (this process) keeps open and writes to meanwhile.
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  insertEnquiry,
  listEnquiries,
  listOutbox,
  openEnquiryDb,
  type DatabaseSync,
} from '../app/enquiry/db.server.ts'
import { validEnquiry } from '../app/enquiry/test-support/fixtures.ts'

const CLI = fileURLToPath(new URL('./enquiries.ts', import.meta.url))
const DAY = 24 * 60 * 60 * 1000

async function cli(args: string[], env: Record<string, string> = {}) {
  const { ENQUIRY_RETENTION_DAYS: _, ...inherited } = process.env
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      env: { ...inherited, ENQUIRY_DB_PATH: dbPath, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

let dir: string
let dbPath: string
let server: DatabaseSync

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-pdpa-'))
  dbPath = join(dir, 'enquiries.db')
  server = openEnquiryDb(dbPath)
})
afterEach(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('purge', () => {
  it('deletes enquiries past ENQUIRY_RETENTION_DAYS (default 365) with their e-mails; --dry-run only counts', async () => {
    insertEnquiry(server, validEnquiry({ name: 'Two years old' }), {
      receivedAt: new Date(Date.now() - 730 * DAY),
    })
    insertEnquiry(server, validEnquiry({ name: 'Two months old' }), {
      receivedAt: new Date(Date.now() - 60 * DAY),
    })
    insertEnquiry(server, validEnquiry({ name: 'New' }))

    const dry = await cli(['purge', '--dry-run'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(
      /^Would delete 1 enquiry\(ies\) .*\(retention 365 days\) and 1 notification/,
    )
    expect(listEnquiries(server)).toHaveLength(3)

    const shorter = await cli(['purge'], { ENQUIRY_RETENTION_DAYS: '30' })
    expect(shorter.stdout).toMatch(
      /^Deleted 2 enquiry\(ies\) .*\(retention 30 days\) and 2 notification/,
    )
    expect(listEnquiries(server).map((r) => r.name)).toEqual(['New'])
    expect(listOutbox(server, ['pending', 'failed', 'sent'])).toHaveLength(1)

    const bad = await cli(['purge'], { ENQUIRY_RETENTION_DAYS: 'forever' })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/ENQUIRY_RETENTION_DAYS must be/)
  })
})

describe('access and deletion requests', () => {
  it('find shows every enquiry of one person in full; delete removes one by reference', async () => {
    const long = `I have had chest tightness when climbing stairs. ${'More detail. '.repeat(20)}End of message.`
    const first = insertEnquiry(
      server,
      validEnquiry({ email: 'Mei.Ling@example.com', phone: '9123 4567', message: long }),
    )
    const second = insertEnquiry(
      server,
      validEnquiry({ email: 'mei.ling@example.com', phone: '9123 4567' }),
    )
    insertEnquiry(
      server,
      validEnquiry({ name: 'Someone else', email: 'other@example.com', phone: '8765 4321' }),
    )

    const byEmail = await cli(['find', '--email', 'MEI.LING@example.com'])
    expect(byEmail.code).toBe(0)
    expect(byEmail.stdout).toContain(first.ref)
    expect(byEmail.stdout).toContain(second.ref)
    expect(byEmail.stdout).toContain('End of message.')
    expect(byEmail.stdout).not.toContain('Someone else')
    const byPhone = await cli(['find', '--phone', '+65 9123 4567'])
    expect(byPhone.stdout.match(/#\d+ /g)).toHaveLength(2)
    expect((await cli(['find'])).code).toBe(2)

    const deleted = await cli(['delete', first.ref])
    expect(deleted.code).toBe(0)
    expect(deleted.stdout).toBe(`Deleted enquiry ${first.ref} and 1 notification e-mail(s).\n`)
    expect(listEnquiries(server).map((r) => r.ref)).not.toContain(first.ref)
    expect(listOutbox(server, ['pending', 'failed', 'sent']).map((r) => r.ref)).not.toContain(
      first.ref,
    )
    expect((await cli(['delete', first.ref])).code).toBe(1)
  })
})

describe('marketing consent', () => {
  it('consents lists who agreed, after their enquiry is purged; unsubscribe records a withdrawal', async () => {
    insertEnquiry(server, validEnquiry({ name: 'Opted in', marketingConsent: 'on' }), {
      receivedAt: new Date(Date.now() - 730 * DAY),
    })
    insertEnquiry(server, validEnquiry({ name: 'Not opted in', email: 'other@example.com' }))
    expect((await cli(['purge'])).code).toBe(0)

    const listed = await cli(['consents'])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(
      /Opted in {2}mei\.ling@example\.com {2}\+6591234567 {2}email,whatsapp {2}wording v1\n$/,
    )
    expect(listed.stdout).not.toContain('Not opted in')

    const stopped = await cli(['unsubscribe', '--phone', '9123 4567'])
    expect(stopped.stdout).toBe('Recorded the withdrawal of 1 marketing consent(s).\n')
    expect((await cli(['consents'])).stdout).toBe('No marketing consents.\n')
    expect((await cli(['consents', '--all'])).stdout).toMatch(/Opted in .* withdrawn \d{4}-/)
    expect((await cli(['unsubscribe'])).code).toBe(2)
  })
})

describe('backup', () => {
  it('copies the live database while the server holds it open, and the copy restores and reads', async () => {
    const kept = insertEnquiry(server, validEnquiry({ name: 'Before the backup' }))
    const file = join(dir, 'backups', 'enquiries-backup.db')
    mkdirSync(join(dir, 'backups'))
    const made = await cli(['backup', file])
    expect(made.code).toBe(0)
    expect(made.stdout).toMatch(/^Backed up \d+ page\(s\)/)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // The server carries on writing; the backup is a snapshot.
    insertEnquiry(server, validEnquiry({ name: 'After the backup' }))
    const again = await cli(['backup', file])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/EEXIST/)

    // Restore as docs/enquiries.md says: the file goes where ENQUIRY_DB_PATH points.
    const restored = join(dir, 'restored.db')
    copyFileSync(file, restored)
    expect(existsSync(`${restored}-wal`)).toBe(false)
    const list = await cli(['list'], { ENQUIRY_DB_PATH: restored })
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(kept.ref)
    expect(list.stdout).toContain('Before the backup')
    expect(list.stdout).not.toContain('After the backup')
  })
})
