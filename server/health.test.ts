// /healthz and /readyz on a real SQLite file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertEnquiry, openEnquiryDb, type DatabaseSync } from '../app/enquiry/db.server.ts'
import { validEnquiry } from '../app/enquiry/test-support/fixtures.ts'
import { createHealth, outboxStaleMs, outboxStaleProblem, type Health } from './health.ts'

const MINUTE = 60_000
const now = Date.parse('2026-11-23T10:00:00.000Z')
let dir: string
let dbPath: string
let db: DatabaseSync
let health: Health

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'health-'))
  dbPath = join(dir, 'enquiries.db')
  db = openEnquiryDb(dbPath)
  health = createHealth({ dbPath, smtpConfigured: true, staleAfterMs: 15 * MINUTE, now: () => now })
})
afterEach(() => {
  health.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const received = (minutesAgo: number) => ({ receivedAt: new Date(now - minutesAgo * MINUTE) })

describe('/healthz', () => {
  it('answers 200 JSON without touching the database', async () => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
    const response = health.live()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    db = openEnquiryDb(dbPath)
  })
})

describe('/readyz', () => {
  it('is ready with an empty outbox', async () => {
    const response = health.ready()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      status: 'ok',
      ready: true,
      database: { writable: true },
      outbox: {
        backlog: 0,
        failed: 0,
        oldestUndeliveredAt: null,
        oldestUndeliveredAgeSeconds: null,
        staleAfterSeconds: 900,
        stale: false,
      },
      smtp: { configured: true, lastSuccessAt: null },
    })
  })

  it('reports the backlog and the oldest undelivered notification, and stays ready while it is recent', async () => {
    insertEnquiry(db, validEnquiry(), received(14))
    insertEnquiry(db, validEnquiry(), received(2))
    const response = health.ready()
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.outbox).toMatchObject({
      backlog: 2,
      oldestUndeliveredAt: new Date(now - 14 * MINUTE).toISOString(),
      oldestUndeliveredAgeSeconds: 14 * 60,
      stale: false,
    })
  })

  it('fails (503) when the oldest undelivered notification is older than the limit', async () => {
    insertEnquiry(db, validEnquiry(), received(16))
    const response = health.ready()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      status: 'fail',
      ready: false,
      outbox: { backlog: 1, stale: true },
    })
  })

  it('counts permanently failed notifications as undelivered and shows the last SMTP success', async () => {
    const sent = insertEnquiry(db, validEnquiry(), received(60))
    const failed = insertEnquiry(db, validEnquiry(), received(30))
    db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ? WHERE enquiry_id = ?`).run(
      new Date(now - 59 * MINUTE).toISOString(),
      sent.id,
    )
    db.prepare(`UPDATE outbox SET status = 'failed' WHERE enquiry_id = ?`).run(failed.id)
    const body = await health.ready().json()
    expect(body).toMatchObject({
      ready: false,
      outbox: { backlog: 1, failed: 1, stale: true },
      smtp: { lastSuccessAt: new Date(now - 59 * MINUTE).toISOString() },
    })
  })

  it('fails when the database cannot be written, and carries no visitor data', async () => {
    insertEnquiry(
      db,
      validEnquiry({ name: 'Tan Mei Ling', email: 'mei.ling@example.com' }),
      received(1),
    )
    const ok = await health.ready().text()
    expect(ok).not.toMatch(/Mei Ling|mei\.ling|9123|palpitations/i)
    // Another connection holds the write lock (a long staff job): not writable right now.
    db.exec('BEGIN IMMEDIATE')
    try {
      const response = health.ready()
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ ready: false, database: { writable: false } })
    } finally {
      db.exec('ROLLBACK')
    }
    expect(health.ready().status).toBe(200)
  })

  it('reads OUTBOX_STALE_MINUTES', () => {
    expect(outboxStaleMs({})).toBe(15 * MINUTE)
    expect(outboxStaleMs({ OUTBOX_STALE_MINUTES: '60' })).toBe(60 * MINUTE)
    expect(outboxStaleProblem({ OUTBOX_STALE_MINUTES: '0' })).toMatch(/^OUTBOX_STALE_MINUTES/)
    expect(outboxStaleProblem({ OUTBOX_STALE_MINUTES: '15m' })).toMatch(/^OUTBOX_STALE_MINUTES/)
  })
})
