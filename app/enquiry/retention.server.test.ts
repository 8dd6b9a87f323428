// Retention, access and deletion requests, backups (PDPA): on real SQLite files.
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  insertEnquiry,
  listEnquiries,
  listMarketingConsents,
  withdrawMarketingConsent,
  listOutbox,
  openEnquiryDb,
  type DatabaseSync,
} from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import {
  backupEnquiryDb,
  deleteEnquiry,
  findEnquiries,
  purgeExpiredEnquiries,
  startRetentionSchedule,
} from './retention.server.ts'
import { validEnquiry } from './test-support/fixtures.ts'

const DAY = 24 * 60 * 60 * 1000
let dir: string
let db: DatabaseSync

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-retention-'))
  db = openEnquiryDb(join(dir, 'enquiries.db'))
})
afterEach(() => {
  vi.useRealTimers()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const outboxCount = () => listOutbox(db, ['pending', 'failed', 'sent']).length

describe('purgeExpiredEnquiries', () => {
  const now = new Date('2026-11-23T00:00:00.000Z')

  it('deletes enquiries older than the retention period with their outbox rows, and keeps the rest', () => {
    const old = insertEnquiry(db, validEnquiry({ name: 'Old' }), {
      receivedAt: new Date(now.getTime() - 366 * DAY),
    })
    const recent = insertEnquiry(db, validEnquiry({ name: 'Recent' }), {
      receivedAt: new Date(now.getTime() - 364 * DAY),
    })
    expect(outboxCount()).toBe(2)

    const dry = purgeExpiredEnquiries(db, { retentionDays: 365, now, dryRun: true })
    expect(dry).toEqual({
      cutoff: new Date(now.getTime() - 365 * DAY).toISOString(),
      enquiries: 1,
      outbox: 1,
    })
    expect(listEnquiries(db)).toHaveLength(2) // a dry run changes nothing

    expect(purgeExpiredEnquiries(db, { retentionDays: 365, now })).toMatchObject({
      enquiries: 1,
      outbox: 1,
    })
    expect(listEnquiries(db).map((r) => r.ref)).toEqual([recent.ref])
    expect(listOutbox(db, ['pending', 'failed', 'sent']).map((r) => r.enquiry_id)).toEqual([
      recent.id,
    ])
    expect(listEnquiries(db).some((r) => r.ref === old.ref)).toBe(false)
  })

  it('keeps the record of marketing consent after the enquiry is purged, until it is withdrawn', () => {
    const givenAt = new Date(now.getTime() - 400 * DAY)
    insertEnquiry(db, validEnquiry({ name: 'Opted in', marketingConsent: 'on' }), {
      receivedAt: givenAt,
    })
    insertEnquiry(db, validEnquiry({ name: 'Not opted in' }), { receivedAt: givenAt })
    purgeExpiredEnquiries(db, { retentionDays: 365, now })
    expect(listEnquiries(db)).toEqual([])
    const [consent, ...others] = listMarketingConsents(db)
    expect(others).toEqual([])
    expect(consent).toMatchObject({
      given_at: givenAt.toISOString(),
      name: 'Opted in',
      email: validEnquiry().email,
      phone: validEnquiry().phone,
      channels: 'email,whatsapp',
      wording: 'v1',
      withdrawn_at: null,
    })
    // An unsubscribe is kept as the date it was made, so no message is sent again.
    expect(withdrawMarketingConsent(db, { email: validEnquiry().email.toUpperCase() }, now)).toBe(1)
    expect(listMarketingConsents(db)[0]!.withdrawn_at).toBe(now.toISOString())
    expect(listMarketingConsents(db, { activeOnly: true })).toEqual([])
  })

  it('runs in the server at start and then daily', () => {
    vi.useFakeTimers({
      now: new Date('2026-11-23T00:00:00.000Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    })
    insertEnquiry(db, validEnquiry({ name: 'Expired at start' }), {
      receivedAt: new Date(Date.now() - 31 * DAY),
    })
    insertEnquiry(db, validEnquiry({ name: 'Expires tomorrow' }), {
      receivedAt: new Date(Date.now() - 29.5 * DAY),
    })
    const schedule = startRetentionSchedule({ db, retentionDays: 30, logger: silentLogger })
    try {
      expect(listEnquiries(db).map((r) => r.name)).toEqual(['Expires tomorrow'])
      vi.advanceTimersByTime(DAY)
      expect(listEnquiries(db)).toEqual([])
      expect(outboxCount()).toBe(0)
    } finally {
      schedule.stop()
    }
  })
})

describe('access and deletion requests', () => {
  it('finds one person by e-mail (any case) or phone (as typed on the form)', () => {
    insertEnquiry(
      db,
      validEnquiry({ name: 'Mei Ling', email: 'Mei.Ling@Example.com', phone: '9123 4567' }),
    )
    insertEnquiry(
      db,
      validEnquiry({ name: 'Someone else', email: 'other@example.com', phone: '+65 8765 4321' }),
    )
    expect(findEnquiries(db, { email: 'mei.ling@example.COM' }).map((r) => r.name)).toEqual([
      'Mei Ling',
    ])
    expect(findEnquiries(db, { phone: '+65 9123-4567' }).map((r) => r.name)).toEqual(['Mei Ling'])
    expect(findEnquiries(db, { email: 'nobody@example.com' })).toEqual([])
  })

  it('deletes one enquiry by reference with its outbox rows', () => {
    const gone = insertEnquiry(db, validEnquiry({ name: 'Withdrawn' }))
    const kept = insertEnquiry(db, validEnquiry({ name: 'Kept' }))
    expect(deleteEnquiry(db, gone.ref.toLowerCase())).toEqual({ enquiries: 1, outbox: 1 })
    expect(listEnquiries(db).map((r) => r.ref)).toEqual([kept.ref])
    expect(outboxCount()).toBe(1)
    expect(deleteEnquiry(db, gone.ref)).toEqual({ enquiries: 0, outbox: 0 })
  })
})

describe('backupEnquiryDb', () => {
  it('copies committed data while another connection is writing, owner-only, and the copy restores', async () => {
    const first = insertEnquiry(db, validEnquiry({ name: 'Committed' }))
    // The running server, mid-transaction: its uncommitted enquiry must not be in the copy,
    // and the backup must not wait for it.
    const server = openEnquiryDb(join(dir, 'enquiries.db'))
    server.exec('BEGIN IMMEDIATE')
    server
      .prepare(
        `INSERT INTO enquiries (ref, created_at, locale, source_page, name, phone, email, preferred_contact, message, pdpa_consent, marketing_consent)
                    VALUES ('AAAA-BBBB', '2026-11-23T00:00:00.000Z', 'en', '/contact-us/', 'Uncommitted', '+6591234567', 'a@example.com', 'phone', 'x', 1, 0)`,
      )
      .run()
    const file = join(dir, 'backup.db')
    try {
      await backupEnquiryDb(db, file)
    } finally {
      server.exec('COMMIT')
      server.close()
    }
    expect(statSync(file).mode & 0o777).toBe(0o600)
    await expect(backupEnquiryDb(db, file)).rejects.toThrow(/EEXIST/)

    // Restore: the copy put in place of a lost database opens and reads.
    const restoredPath = join(dir, 'restored', 'enquiries.db')
    openEnquiryDb(restoredPath).close()
    copyFileSync(file, restoredPath)
    rmSync(`${restoredPath}-wal`, { force: true })
    rmSync(`${restoredPath}-shm`, { force: true })
    const restored = openEnquiryDb(restoredPath, { mustExist: true })
    try {
      expect(listEnquiries(restored).map((r) => [r.ref, r.name])).toEqual([
        [first.ref, 'Committed'],
      ])
      expect(listOutbox(restored)).toHaveLength(1)
    } finally {
      restored.close()
    }
  })
})
