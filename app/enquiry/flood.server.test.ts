// A flood of stored enquiries from many addresses, then a patient: when is the patient mailed?
// The scenario of the security test of 2026-11-29 (finding 1), on simulated time: the service,
// its rate limits and the outbox share one clock, and a real SMTP server on loopback receives.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WIDE_RATE_LIMIT } from './backend.server.ts'
import { listOutbox, openEnquiryDb } from './db.server.ts'
import { silentLogger } from '../log.server.ts'
import { startOutboxWorker, type OutboxWorker } from './outbox.server.ts'
import { createRateLimiter } from './rate-limit.server.ts'
import { createEnquiryService, type EnquiryService } from './service.server.ts'
import { TEST_FORM_SECRET, validInput } from './test-support/fixtures.ts'
import { parseMail, smtpConfigFor, startSmtpSink, type SmtpSink } from './test-support/smtp-sink.ts'

const MINUTE = 60_000
/** The worker's poll (its default interval): the test looks at the mail this often. */
const POLL_MS = 30_000

let dir: string
let db: DatabaseSync
let smtp: SmtpSink
let worker: OutboxWorker | undefined
let t: number
/** The simulated time at which each mail reached the SMTP server, with the references in it. */
let mails: Array<{ at: number; refs: string[] }>

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'enquiry-flood-'))
  db = openEnquiryDb(join(dir, 'enquiries.db'))
  t = Date.parse('2026-11-29T02:44:00.000Z')
  mails = []
  smtp = await startSmtpSink(0, {
    onMessage: (mail) => {
      const refs = parseMail(mail.raw).header('x-enquiry-ref') ?? ''
      mails.push({ at: t, refs: refs.split(/,\s*/u).filter(Boolean) })
    },
  })
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  await smtp.close()
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

function site(mailsPerHour: number): { service: EnquiryService; outbox: OutboxWorker } {
  const now = () => t
  const outbox = startOutboxWorker({
    db,
    config: { smtp: smtpConfigFor(smtp.port) },
    mailsPerHour,
    intervalMs: 24 * 60 * MINUTE,
    runOnStart: false,
    logger: silentLogger,
    now,
  })
  worker = outbox
  const service = createEnquiryService({
    db,
    // The kick's run, in line: each submit is followed by the run it would start.
    outbox: { kick: () => {} },
    limiter: createRateLimiter({ now }),
    wideLimiter: createRateLimiter({ limit: WIDE_RATE_LIMIT, now }),
    now,
    logger: silentLogger,
    formSecret: TEST_FORM_SECRET,
  })
  return { service, outbox }
}

let posted = 0

async function post(
  { service, outbox }: ReturnType<typeof site>,
  ip: string,
  name: string,
): Promise<string | undefined> {
  const result = await service.submit(
    // Each its own enquiry (a repeat of the same words would be stored once): a count in the text.
    validInput({ name, message: `${++posted} ${'Chest pain. '.repeat(160)}` }),
    { ip },
  )
  await outbox.runOnce()
  t += 33 // 150 posts in 5 s, as measured
  return result.ok ? result.id : undefined
}

/** Minutes from now until `ref` reaches the SMTP server, polling as the worker does. */
async function minutesUntilMailed({ outbox }: ReturnType<typeof site>, ref: string) {
  const stored = t
  for (let waited = 0; waited <= 3 * 60 * MINUTE; waited += POLL_MS) {
    const mail = mails.find((m) => m.refs.includes(ref))
    if (mail) return (mail.at - stored) / MINUTE
    t += POLL_MS
    await outbox.runOnce()
  }
  return Infinity
}

/** The flood of the security test: 20 from one IPv6 /48, a patient, 150 from 30 IPv4 addresses. */
async function flood(s: ReturnType<typeof site>) {
  let stored = 0
  for (let p = 1; p <= 6; p++)
    for (let i = 1; i <= 6; i++)
      if (await post(s, `2001:db8:aaaa:${p}::${i}`, `Flood v6 ${p} ${i}`)) stored++
  expect(stored).toBe(20)
  const first = await post(s, '192.0.2.10', 'First Patient')
  for (let a = 1; a <= 30; a++)
    for (let i = 0; i < 5; i++) if (await post(s, `203.0.113.${a}`, `Flood ${a} ${i}`)) stored++
  expect(stored).toBe(170)
  return first
}

describe('a flood of stored enquiries from 30 addresses', () => {
  for (const mailsPerHour of [3, 30]) {
    it(`does not hold back a later patient's notification (MAIL_MAX_PER_HOUR=${mailsPerHour})`, async () => {
      const s = site(mailsPerHour)
      const first = await flood(s)
      const patient = await post(s, '192.0.2.11', 'Second Patient')
      expect(first && patient).toBeTruthy()
      const minutes = await minutesUntilMailed(s, patient!)
      console.info(`patient mailed ${minutes} minutes after the flood (${mailsPerHour}/hour)`)
      expect(minutes).toBeLessThanOrEqual(5)
      // Everything due went out with it: no backlog is left to grow.
      expect(listOutbox(db, ['pending'])).toEqual([])
      expect(mails.flatMap((m) => m.refs)).toContain(first)
    })
  }
})
