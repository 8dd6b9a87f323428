import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertEnquiry, openEnquiryDb, type DatabaseSync } from '../app/enquiry/db.server.ts'
import { startEnquiryBackend } from '../app/enquiry/backend.server.ts'
import { silentLogger } from '../app/log.server.ts'
import {
  TEST_FORM_SECRET_TEXT,
  validEnquiry,
  validInput,
} from '../app/enquiry/test-support/fixtures.ts'
import { holdWriteLock } from '../app/enquiry/test-support/processes.ts'
import {
  canMountSmallVolume,
  mountSmallVolume,
  SMALL_VOLUME_SKIP_REASON,
} from '../app/enquiry/test-support/small-volume.ts'
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

  it('tells the public only ok or fail: no backlog, no time of the last mail', async () => {
    insertEnquiry(db, validEnquiry(), received(1))
    const ok = health.readySummary()
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(await ok.json()).toEqual({ status: 'ok' })
    insertEnquiry(db, validEnquiry(), received(16))
    const fail = health.readySummary()
    expect(fail.status).toBe(503)
    expect(await fail.json()).toEqual({ status: 'fail' })
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

  it('carries no visitor data', async () => {
    insertEnquiry(
      db,
      validEnquiry({ name: 'Tan Mei Ling', email: 'mei.ling@example.com' }),
      received(1),
    )
    const ok = await health.ready().text()
    expect(ok).not.toMatch(/Mei Ling|mei\.ling|9123|palpitations/i)
  })

  it('answers at once while another process holds the write lock: ready, with the lock shown, until the lock outlasts the wait of a submit', async () => {
    let t = now
    health.close()
    health = createHealth({
      dbPath,
      smtpConfigured: true,
      staleAfterMs: 15 * MINUTE,
      now: () => t,
      probeIntervalMs: 0,
    })
    const lock = await holdWriteLock(dbPath)
    try {
      const locked = health.ready()
      expect(locked.status).toBe(200)
      expect(await locked.json()).toMatchObject({
        ready: true,
        database: { writable: true, locked: true, lockedForSeconds: 0 },
      })
      // Longer than a submit waits for the lock (5 s): submits are being refused now.
      t += 5_001
      const refusing = health.ready()
      expect(refusing.status).toBe(503)
      expect(await refusing.json()).toMatchObject({
        ready: false,
        database: { writable: false, locked: true, lockedForSeconds: 5, error: 'SQLITE_BUSY' },
      })
    } finally {
      await lock.release()
    }
    const released = health.ready()
    expect(released.status).toBe(200)
    expect((await released.json()).database).toEqual({ writable: true })
  })

  it('reads OUTBOX_STALE_MINUTES', () => {
    expect(outboxStaleMs({})).toBe(15 * MINUTE)
    expect(outboxStaleMs({ OUTBOX_STALE_MINUTES: '60' })).toBe(60 * MINUTE)
    expect(outboxStaleProblem({ OUTBOX_STALE_MINUTES: '0' })).toMatch(/^OUTBOX_STALE_MINUTES/)
    expect(outboxStaleProblem({ OUTBOX_STALE_MINUTES: '15m' })).toMatch(/^OUTBOX_STALE_MINUTES/)
  })
})

describe.skipIf(!canMountSmallVolume)(
  `/readyz on a full disk (${SMALL_VOLUME_SKIP_REASON})`,
  () => {
    it('reports not ready, with the free space, while enquiries are refused at ENQUIRY_MIN_FREE_MB', async () => {
      const volume = mountSmallVolume(8)
      const volumeDb = join(volume.dir, 'enquiries.db')
      const backend = startEnquiryBackend({
        logger: silentLogger,
        env: {
          ENQUIRY_DB_PATH: volumeDb,
          ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
          ENQUIRY_MIN_FREE_MB: '4',
        },
      })
      const probe = createHealth({
        dbPath: volumeDb,
        smtpConfigured: false,
        staleAfterMs: 15 * MINUTE,
        probeIntervalMs: 0,
        storage: backend.storage,
      })
      try {
        expect(probe.ready().status).toBe(200)
        volume.fill(5 * 1024 * 1024)
        const below = probe.ready()
        expect(below.status).toBe(503)
        expect(await below.json()).toMatchObject({
          ready: false,
          database: { writable: false, error: 'BELOW_MIN_FREE', freeBytes: expect.any(Number) },
        })
        volume.release()
        expect(probe.ready().status).toBe(200)
      } finally {
        probe.close()
        await backend.close()
        volume.unmount()
      }
    })

    it('reports not ready while the database cannot take a write, and ready again when it can', async () => {
      const volume = mountSmallVolume(2)
      const volumeDb = join(volume.dir, 'enquiries.db')
      // The server's parts as server/main.ts wires them.
      const backend = startEnquiryBackend({
        logger: silentLogger,
        rateLimit: { limit: 1000 },
        env: {
          ENQUIRY_DB_PATH: volumeDb,
          ENQUIRY_FORM_SECRET: TEST_FORM_SECRET_TEXT,
          // Something else fills the disk: no floor of ours in the way.
          ENQUIRY_MIN_FREE_MB: '0',
        },
      })
      const probe = createHealth({
        dbPath: volumeDb,
        smtpConfigured: false,
        staleAfterMs: 15 * MINUTE,
        probeIntervalMs: 0,
        storage: backend.storage,
      })
      const submit = () => backend.service.submit(validInput(), { ip: '203.0.113.9' })
      try {
        expect((await submit()).ok).toBe(true)
        expect(probe.ready().status).toBe(200)

        volume.fill()
        expect(await submit()).toMatchObject({ ok: false, status: 503 })
        const full = probe.ready()
        expect(full.status).toBe(503)
        expect(await full.json()).toMatchObject({
          ready: false,
          database: { writable: false, error: 'SQLITE_FULL' },
        })

        volume.release()
        const again = probe.ready()
        expect(again.status).toBe(200)
        expect((await again.json()).database).toEqual({ writable: true })
        expect((await submit()).ok).toBe(true)
      } finally {
        probe.close()
        await backend.close()
        volume.unmount()
      }
    })
  },
)
