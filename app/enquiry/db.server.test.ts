import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  insertEnquiry,
  listEnquiries,
  listOutbox,
  openEnquiryDb,
  parseNotificationPayload,
  retryOutbox,
  SCHEMA_VERSION,
  schemaVersion,
} from './db.server.ts'
import { validEnquiry as enquiry } from './test-support/fixtures.ts'
import { REF_PATTERN } from './reference.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-db-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('openEnquiryDb', () => {
  it('creates the parent directory and an owner-only file, in WAL mode with FULL sync', () => {
    const path = join(dir, 'nested', 'deeper', 'enquiries.db')
    const db = openEnquiryDb(path)
    try {
      expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal')
      expect(db.prepare('PRAGMA synchronous').get()?.synchronous).toBe(2) // FULL
      expect(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys).toBe(1)
      expect(Number(db.prepare('PRAGMA busy_timeout').get()?.timeout)).toBe(5000)
      expect(schemaVersion(db)).toBe(SCHEMA_VERSION)
      expect(statSync(path).mode & 0o777).toBe(0o600)
    } finally {
      db.close()
    }
  })

  it('migrates idempotently and keeps data across reopen', () => {
    const path = join(dir, 'e.db')
    const first = openEnquiryDb(path)
    const { ref } = insertEnquiry(first, enquiry())
    first.close()
    for (let i = 0; i < 3; i++) {
      const db = openEnquiryDb(path)
      expect(schemaVersion(db)).toBe(SCHEMA_VERSION)
      expect(listEnquiries(db).map((e) => e.ref)).toEqual([ref])
      db.close()
    }
  })

  it('refuses a database from newer code', () => {
    const path = join(dir, 'e.db')
    openEnquiryDb(path).close()
    const raw = new DatabaseSync(path)
    raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openEnquiryDb(path)).toThrow(/newer than this code/u)
  })

  it('with mustExist, does not create a missing file', () => {
    expect(() => openEnquiryDb(join(dir, 'typo.db'), { mustExist: true })).toThrow(
      /No enquiry database/u,
    )
    expect(() => statSync(join(dir, 'typo.db'))).toThrow()
  })
})

describe('insertEnquiry', () => {
  it('stores the enquiry and a pending outbox row with a readable snapshot', () => {
    const db = openEnquiryDb(join(dir, 'e.db'))
    try {
      const receivedAt = new Date('2025-05-01T02:03:04.005Z')
      const { id, ref } = insertEnquiry(
        db,
        enquiry({ marketingConsent: 'on', preferredDate: '2025-05-02', enquiryFor: 'other' }),
        { receivedAt },
      )
      expect(ref).toMatch(REF_PATTERN)
      const [stored] = listEnquiries(db)
      expect(stored).toMatchObject({
        id,
        ref,
        created_at: '2025-05-01T02:03:04.005Z',
        phone: '+6591234567',
        preferred_date: '2025-05-02',
        pdpa_consent: true,
        marketing_consent: true,
        enquiry_for: 'other',
        delivery: 'pending',
      })
      const [row] = listOutbox(db)
      expect(row).toMatchObject({
        enquiry_id: id,
        status: 'pending',
        attempts: 0,
        next_attempt_at: stored?.created_at,
      })
      const payload = db
        .prepare('SELECT payload FROM outbox WHERE id = ?')
        .get(row?.id ?? 0)?.payload
      expect(parseNotificationPayload(String(payload))).toMatchObject({
        enquiryId: id,
        ref,
        name: 'Tan Mei Ling',
      })
    } finally {
      db.close()
    }
  })

  it('is atomic: if the outbox insert fails, the enquiry is not stored either', () => {
    const db = openEnquiryDb(join(dir, 'e.db'))
    try {
      // A real SQLite failure in the second statement of the transaction.
      db.exec(
        `CREATE TRIGGER outbox_boom BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
      )
      expect(() => insertEnquiry(db, enquiry())).toThrow(/disk on fire/u)
      expect(db.isTransaction).toBe(false)
      expect(db.prepare('SELECT count(*) AS n FROM enquiries').get()?.n).toBe(0)
      expect(db.prepare('SELECT count(*) AS n FROM outbox').get()?.n).toBe(0)

      db.exec('DROP TRIGGER outbox_boom')
      insertEnquiry(db, enquiry())
      expect(db.prepare('SELECT count(*) AS n FROM enquiries').get()?.n).toBe(1)
    } finally {
      db.close()
    }
  })

  it('gives every enquiry a distinct reference', () => {
    const db = openEnquiryDb(join(dir, 'e.db'))
    try {
      const refs = new Set(Array.from({ length: 200 }, () => insertEnquiry(db, enquiry()).ref))
      expect(refs.size).toBe(200)
    } finally {
      db.close()
    }
  })

  it('is visible to a second connection as soon as it returns (committed)', () => {
    const path = join(dir, 'e.db')
    const writer = openEnquiryDb(path)
    const reader = openEnquiryDb(path)
    try {
      const { ref } = insertEnquiry(writer, enquiry())
      expect(listEnquiries(reader).map((e) => e.ref)).toEqual([ref])
    } finally {
      writer.close()
      reader.close()
    }
  })
})

describe('outbox queries', () => {
  it('retries failed rows with a fresh budget', () => {
    const db = openEnquiryDb(join(dir, 'e.db'))
    try {
      const { id } = insertEnquiry(db, enquiry())
      db.prepare(
        `UPDATE outbox SET status = 'failed', attempts = 20, last_error = 'x' WHERE enquiry_id = ?`,
      ).run(id)
      expect(listOutbox(db, ['failed'])).toHaveLength(1)
      expect(retryOutbox(db, 'failed', new Date('2030-01-01T00:00:00Z'))).toBe(1)
      expect(listOutbox(db)).toMatchObject([
        { status: 'pending', attempts: 0, next_attempt_at: '2030-01-01T00:00:00.000Z' },
      ])
      expect(retryOutbox(db, 999)).toBe(0)
    } finally {
      db.close()
    }
  })

  it('deleting an enquiry deletes its outbox row (PDPA withdrawal)', () => {
    const db = openEnquiryDb(join(dir, 'e.db'))
    try {
      const { id } = insertEnquiry(db, enquiry())
      db.prepare('DELETE FROM enquiries WHERE id = ?').run(id)
      expect(listOutbox(db, ['pending', 'sent', 'failed'])).toEqual([])
    } finally {
      db.close()
    }
  })
})
