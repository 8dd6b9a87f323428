import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertEnquiry, listOutbox, openEnquiryDb, SERVER_BUSY_TIMEOUT_MS } from './db.server.ts'
import type { Logger, LogFields } from '../log.server.ts'
import { backoffDelayMs, startOutboxWorker, type OutboxWorker } from './outbox.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'
import { createEnquiryService } from './service.server.ts'
import { validEnquiry, TEST_FORM_SECRET, validInput } from './test-support/fixtures.ts'
import { holdWriteLock, runOutboxWithFileLimit } from './test-support/processes.ts'
import {
  canMountSmallVolume,
  mountSmallVolume,
  SMALL_VOLUME_SKIP_REASON,
} from './test-support/small-volume.ts'
import {
  parseMail,
  reservePort,
  smtpConfigFor,
  startSmtpSink,
  type SmtpSink,
} from './test-support/smtp-sink.ts'

function captureLogger() {
  const lines: Array<{ level: string; message: string; fields?: LogFields }> = []
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  }
  return { logger, lines }
}

function outboxRows(db: DatabaseSync) {
  return listOutbox(db, ['pending', 'sent', 'failed'])
}

let dir: string
let db: DatabaseSync
const cleanups: Array<() => Promise<void> | void> = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-outbox-'))
  db = openEnquiryDb(join(dir, 'enquiries.db'))
})
afterEach(async () => {
  // Workers first, then servers, then the database.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

async function sink(port?: number): Promise<SmtpSink> {
  const s = await startSmtpSink(port)
  cleanups.push(() => s.close())
  return s
}

function worker(
  options: Omit<Parameters<typeof startOutboxWorker>[0], 'db'> & { db?: DatabaseSync },
): OutboxWorker {
  const w = startOutboxWorker({
    db,
    intervalMs: 60_000,
    runOnStart: false,
    logger: captureLogger().logger,
    ...options,
  })
  cleanups.push(() => w.stop())
  return w
}

describe('backoffDelayMs', () => {
  it('doubles from the base up to the cap, plus bounded jitter', () => {
    const noJitter = () => 0
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, {}, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ])
    expect(backoffDelayMs(8, {}, noJitter)).toBe(3_600_000)
    expect(backoffDelayMs(500, {}, noJitter)).toBe(3_600_000)
    expect(backoffDelayMs(1, {}, () => 0.999)).toBeLessThanOrEqual(33_000)
    expect(backoffDelayMs(3, { baseMs: 10, capMs: 25, jitter: 0 })).toBe(25)
  })
})

describe('outbox worker with a real SMTP server', () => {
  it('(a) delivers a submitted enquiry right away, escaped and without injected headers', async () => {
    const smtp = await sink()
    const outbox = worker({ config: { smtp: smtpConfigFor(smtp.port) } })
    const service = createEnquiryService({
      db,
      outbox,
      limiter: createRateLimiter(),
      logger: captureLogger().logger,
      formSecret: TEST_FORM_SECRET,
    })

    const result = await service.submit(
      validInput({
        name: 'Alice\r\nBcc: x@y.example',
        message: '<script>alert("hi")</script> & more',
      }),
      { ip: '203.0.113.9' },
    )
    expect(result.ok).toBe(true)
    await smtp.waitForCount(1) // kick() delivers without waiting for the 60 s interval

    const [received] = smtp.received
    if (!received) throw new Error('no message')
    expect(received.rcptTo).toEqual(['frontdesk@clinic.example'])
    const mail = parseMail(received.raw)
    expect(mail.headerLines.filter((line) => /^bcc:/iu.test(line))).toEqual([])
    expect(mail.header('subject')).toBe(
      `Website enquiry ${result.ok ? result.id : ''}: Alice Bcc: x@y.example`,
    )
    expect(mail.header('reply-to')).toContain('<mei.ling@example.com>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more')
    expect(mail.html).not.toContain('<script>')

    await expect.poll(() => outboxRows(db)[0]?.status).toBe('sent')
    expect(outboxRows(db)[0]).toMatchObject({ attempts: 1, last_error: null })
    expect(await outbox.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })

  it('(b) survives an outage: attempts are recorded, rows stay pending, then each is delivered once', async () => {
    const port = await reservePort() // nothing listens here yet
    let clock = Date.parse('2025-05-01T00:00:00.000Z')
    const { logger, lines } = captureLogger()
    const outbox = worker({
      config: { smtp: smtpConfigFor(port) },
      now: () => clock,
      random: () => 0,
      logger,
    })

    insertEnquiry(db, validEnquiry({ name: 'First Patient' }), {
      receivedAt: new Date(clock - 1000),
    })
    insertEnquiry(db, validEnquiry({ name: 'Second Patient' }), {
      receivedAt: new Date(clock - 1000),
    })

    expect(await outbox.runOnce()).toBe(0)
    let [first, second] = outboxRows(db)
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: new Date(clock + 30_000).toISOString(),
    })
    expect(first?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/u)
    // A dead server stops the run instead of burning every row's attempts.
    expect(second).toMatchObject({ status: 'pending', attempts: 0 })
    expect(lines.some((l) => l.level === 'warn' && l.message.includes('will retry'))).toBe(true)

    expect(await outbox.runOnce()).toBe(0)
    ;[first, second] = outboxRows(db)
    expect(second).toMatchObject({ status: 'pending', attempts: 1 })
    expect(first).toMatchObject({ attempts: 1 }) // not due yet: backoff respected

    clock += 30_000
    expect(await outbox.runOnce()).toBe(0)
    expect(outboxRows(db)[0]).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(clock + 60_000).toISOString(),
    })

    // The server comes back. The second row is due (its 30 s passed); the
    // first waits out its 60 s backoff.
    const smtp = await sink(port)
    expect(await outbox.runOnce()).toBe(1)
    expect(outboxRows(db).map((r) => r.status)).toEqual(['pending', 'sent'])

    clock += 60_000
    expect(await outbox.runOnce()).toBe(1)
    expect(outboxRows(db)).toMatchObject([
      { status: 'sent', attempts: 3 },
      { status: 'sent', attempts: 2 },
    ])
    expect(await outbox.runOnce()).toBe(0)
    expect(smtp.received.map((m) => parseMail(m.raw).header('subject'))).toEqual([
      expect.stringContaining('Second Patient'),
      expect.stringContaining('First Patient'),
    ])
  })

  it('gives up after maxAttempts, marks the row failed and logs an error', async () => {
    const port = await reservePort()
    let clock = Date.now()
    const { logger, lines } = captureLogger()
    const outbox = worker({
      config: { smtp: smtpConfigFor(port) },
      now: () => clock,
      backoff: { baseMs: 1000, maxAttempts: 3 },
      logger,
    })
    const { id } = insertEnquiry(db, validEnquiry(), { receivedAt: new Date(clock) })

    for (let i = 0; i < 5; i++) {
      await outbox.runOnce()
      clock += 60_000
    }
    expect(outboxRows(db)).toMatchObject([{ enquiry_id: id, status: 'failed', attempts: 3 }])
    const errors = lines.filter((l) => l.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/permanently FAILED/u)
    expect(errors[0]?.fields).toMatchObject({ enquiryId: id, attempts: 3 })
  })

  it('resumes after a restart: pending rows are delivered when a new worker starts', async () => {
    const smtp = await sink()
    insertEnquiry(db, validEnquiry())
    insertEnquiry(db, validEnquiry())
    worker({ config: { smtp: smtpConfigFor(smtp.port) }, runOnStart: true })
    await smtp.waitForCount(2)
    await expect.poll(() => outboxRows(db).map((r) => r.status)).toEqual(['sent', 'sent'])
  })

  it('never sends a row twice when two processes share the database', async () => {
    const smtp = await sink()
    for (let i = 0; i < 6; i++) insertEnquiry(db, validEnquiry())
    const other = openEnquiryDb(join(dir, 'enquiries.db'))
    cleanups.push(() => other.close())
    const a = worker({ config: { smtp: smtpConfigFor(smtp.port) } })
    const b = worker({ db: other, config: { smtp: smtpConfigFor(smtp.port) } })

    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()])
    expect(sentA + sentB).toBe(6)
    expect(smtp.received).toHaveLength(6)
    const ids = smtp.received.map((m) => parseMail(m.raw).header('message-id'))
    expect(new Set(ids).size).toBe(6)
  })

  it('marks an unreadable row failed at once', async () => {
    const smtp = await sink()
    const { id } = insertEnquiry(db, validEnquiry())
    db.prepare(`UPDATE outbox SET payload = '{"v":1}' WHERE enquiry_id = ?`).run(id)
    const outbox = worker({ config: { smtp: smtpConfigFor(smtp.port) } })
    expect(await outbox.runOnce()).toBe(0)
    expect(outboxRows(db)).toMatchObject([{ status: 'failed', attempts: 1 }])
    expect(smtp.received).toHaveLength(0)
  })

  it('stop() waits for the send in flight, then does nothing more', async () => {
    const smtp = await sink()
    insertEnquiry(db, validEnquiry())
    const outbox = worker({ config: { smtp: smtpConfigFor(smtp.port) } })
    const run = outbox.runOnce()
    // Wait until the row is claimed, i.e. the send is really in flight.
    await expect.poll(() => outboxRows(db)[0]?.attempts).toBe(1)
    await outbox.stop()
    expect(await run).toBe(1)
    expect(outboxRows(db)[0]?.status).toBe('sent')

    insertEnquiry(db, validEnquiry())
    outbox.kick()
    expect(await outbox.runOnce()).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })
})

describe('outbox worker under faults and load', () => {
  it('sends nothing while the disk is full, then the notification exactly once', async () => {
    const smtp = await sink()
    insertEnquiry(db, validEnquiry())
    // Empty the WAL: the worker's first write must append to it, which the limit forbids.
    // (This connection stays open, so the child needs no new shared-memory file.)
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    const results = await runOutboxWithFileLimit(join(dir, 'enquiries.db'), smtp.port, 3, 1)
    expect(results).toHaveLength(3)
    // The claim could not be saved: no run may send the mail it could not lease.
    expect(smtp.received).toHaveLength(0)
    expect(outboxRows(db)).toMatchObject([{ status: 'pending', attempts: 0 }])

    // Space again: delivered once.
    expect(await worker({ config: { smtp: smtpConfigFor(smtp.port) } }).runOnce()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(outboxRows(db)).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('keeps draining a backlog while rows are due, over one pooled SMTP connection', async () => {
    const smtp = await sink()
    for (let i = 0; i < 7; i++) insertEnquiry(db, validEnquiry())
    // Batches of 2 and a poll interval far beyond the test: only draining can deliver all 7.
    worker({ config: { smtp: smtpConfigFor(smtp.port) }, batchSize: 2, runOnStart: true })
    await smtp.waitForCount(7)
    await expect.poll(() => outboxRows(db).every((r) => r.status === 'sent')).toBe(true)
    expect(smtp.connections).toBe(1)
  })

  it('past MAIL_MAX_PER_HOUR mails every enquiry still, in a digest every five minutes, and logs a line to alert on', async () => {
    const smtp = await sink()
    const { logger, lines } = captureLogger()
    let t = Date.now() + 1000
    for (let i = 1; i <= 10; i++) insertEnquiry(db, validEnquiry({ name: `Flood ${i}` }))
    const w = worker({
      config: { smtp: smtpConfigFor(smtp.port) },
      mailsPerHour: 3,
      logger,
      now: () => t,
    })
    expect(await w.runOnce()).toBe(10)
    expect(smtp.received).toHaveLength(4)
    const digest = parseMail(smtp.received[3]?.raw ?? '')
    expect(digest.header('subject')).toMatch(/^Website enquiries: 7 in one mail/u)
    for (let i = 4; i <= 10; i++) expect(digest.text).toContain(`Name: Flood ${i}`)
    expect(outboxRows(db).every((r) => r.status === 'sent')).toBe(true)
    expect(lines.filter((l) => l.fields?.alert === 'mail_ceiling')).toMatchObject([
      { level: 'error', fields: { mailsPerHour: 3, enquiries: 7 } },
    ])

    // More within the five minutes' wait, stored and pending; then one digest takes them all.
    for (let i = 11; i <= 15; i++)
      insertEnquiry(db, validEnquiry({ name: `Flood ${i}` }), { receivedAt: new Date(t) })
    t += 4 * 60_000
    expect(await w.runOnce()).toBe(0)
    t += 60_000
    expect(await w.runOnce()).toBe(5)
    expect(smtp.received).toHaveLength(5)
    // An hour after the single mails, they go out one by one again.
    t += 56 * 60_000
    insertEnquiry(db, validEnquiry({ name: 'Calm again' }), { receivedAt: new Date(t) })
    expect(await w.runOnce()).toBe(1)
    expect(parseMail(smtp.received[5]?.raw ?? '').header('subject')).toMatch(/Calm again$/u)
  })

  it('sends every due enquiry in a digest run, in mails of digestMax, first enquiries before repeats, up to digestMailsPerRun', async () => {
    const smtp = await sink()
    const t = Date.now() + 1000
    for (let i = 1; i <= 6; i++)
      insertEnquiry(db, validEnquiry({ name: `Repeat ${i}` }), { repeat: true })
    insertEnquiry(db, validEnquiry({ name: 'First Patient' }))
    for (let i = 7; i <= 9; i++)
      insertEnquiry(db, validEnquiry({ name: `Repeat ${i}` }), { repeat: true })
    const w = worker({
      config: { smtp: smtpConfigFor(smtp.port) },
      mailsPerHour: 1,
      digestMax: 3,
      digestMailsPerRun: 2,
      now: () => t,
    })
    // One single mail (the hour's one), for the sender who wrote first; then two digests of three.
    expect(await w.runOnce()).toBe(7)
    const subjects = smtp.received.map((m) => parseMail(m.raw).header('subject'))
    expect(subjects).toEqual([
      expect.stringMatching(/First Patient$/u),
      expect.stringMatching(/^Website enquiries: 3 in one mail/u),
      expect.stringMatching(/^Website enquiries: 3 in one mail/u),
    ])
    const named = smtp.received
      .slice(1)
      .flatMap((m) => [...parseMail(m.raw).text.matchAll(/^Name: (.*)$/gmu)].map((x) => x[1]))
    expect(named).toEqual(['Repeat 1', 'Repeat 2', 'Repeat 3', 'Repeat 4', 'Repeat 5', 'Repeat 6'])
    // The run's bound: the last three wait for the next run.
    expect(listOutbox(db, ['pending'])).toHaveLength(3)
  })

  it('waits for a lock held by another process without blocking, then delivers', async () => {
    const smtp = await sink()
    insertEnquiry(db, validEnquiry())
    const lock = await holdWriteLock(join(dir, 'enquiries.db'))
    const busyDb = openEnquiryDb(join(dir, 'enquiries.db'), {
      busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS,
    })
    cleanups.push(() => busyDb.close())
    const run = worker({ db: busyDb, config: { smtp: smtpConfigFor(smtp.port) } }).runOnce()
    let settled = false
    void run.then(
      () => (settled = true),
      () => (settled = true),
    )
    // The event loop turns while the worker waits for the lock.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    await lock.release()
    expect(await run).toBe(1)
    expect(smtp.received).toHaveLength(1)
  })
})

describe.skipIf(!canMountSmallVolume)(
  `outbox worker on a full disk (${SMALL_VOLUME_SKIP_REASON})`,
  () => {
    it('marks a mail the SMTP server accepted as sent once the disk has room again, and never sends it twice', async () => {
      const volume = mountSmallVolume(2)
      cleanups.push(() => volume.unmount())
      const volumeDb = openEnquiryDb(join(volume.dir, 'enquiries.db'), { busyTimeoutMs: 0 })
      cleanups.push(() => volumeDb.close())
      insertEnquiry(volumeDb, validEnquiry())
      // An empty write-ahead log: every later write must grow it.
      volumeDb.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      // The disk fills up while the mail is on its way: the SMTP server accepts it, and the
      // update that marks it sent cannot be written.
      let filled = false
      const smtp = await startSmtpSink(0, {
        onMessage: () => {
          if (!filled) volume.fill()
          filled = true
        },
      })
      cleanups.push(() => smtp.close())
      const { logger, lines } = captureLogger()
      let t = Date.now()
      const outbox = worker({
        db: volumeDb,
        config: { smtp: smtpConfigFor(smtp.port) },
        logger,
        now: () => t,
      })

      await outbox.runOnce().catch(() => undefined)
      expect(smtp.received).toHaveLength(1)
      expect(outboxRows(volumeDb)).toMatchObject([{ status: 'pending', attempts: 1 }])

      // Long after the lease, still full, then with room again: marked, never re-sent.
      t += 60 * 60_000
      await outbox.runOnce().catch(() => undefined)
      volume.release()
      expect(await outbox.runOnce()).toBe(0)
      t += 60 * 60_000
      expect(await outbox.runOnce()).toBe(0)
      expect(smtp.received).toHaveLength(1)
      expect(outboxRows(volumeDb)).toMatchObject([{ status: 'sent', attempts: 1 }])
      // The failed mark was logged with its cause and the row it concerns.
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          fields: expect.objectContaining({ outboxId: 1, errorCode: 'SQLITE_FULL' }),
        }),
      )
    })
  },
)

describe('outbox worker without SMTP', () => {
  it('leaves rows pending, untouched, and warns once', async () => {
    const { logger, lines } = captureLogger()
    const outbox = worker({ config: { smtp: null }, logger })
    insertEnquiry(db, validEnquiry())
    expect(await outbox.runOnce()).toBe(0)
    expect(await outbox.runOnce()).toBe(0)
    expect(outboxRows(db)).toMatchObject([{ status: 'pending', attempts: 0, last_error: null }])
    expect(lines.filter((l) => l.level === 'warn')).toMatchObject([
      { message: expect.stringContaining('SMTP_HOST'), fields: { pending: 1 } },
    ])
  })
})
