// At-least-once delivery, leased rows, digests: docs/enquiries.md#how-an-enquiry-travels.
import type { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import {
  DEFAULT_MAILS_PER_HOUR,
  DEFAULT_OUTBOX_LEASE_SECONDS,
  type EnquiryConfig,
} from './config.server.ts'
import { CLINIC_NOTIFICATION, parseNotificationPayload, withTransaction } from './db.server.ts'
import { describeError, errorFields, enquiryLogger, type Logger } from '../log.server.ts'
import {
  buildDigestNotification,
  createMailTransport,
  sendClinicNotification,
  sendMail,
  type MailTransport,
  type SentInfo,
} from './mailer.server.ts'
import { createEnquiryStorage, type EnquiryStorage } from './storage.server.ts'

export interface BackoffOptions {
  baseMs?: number
  capMs?: number
  jitter?: number
  /** Before a row is marked 'failed' (default 20: about 13 h). */
  maxAttempts?: number
}

export interface OutboxWorkerOptions {
  db: DatabaseSync
  storage?: EnquiryStorage
  config: Pick<EnquiryConfig, 'smtp'>
  intervalMs?: number
  logger?: Logger
  backoff?: BackoffOptions
  /** OUTBOX_LEASE_SECONDS: longer than any send; after a crash the row waits this long. */
  leaseMs?: number
  batchSize?: number
  /** MAIL_MAX_PER_HOUR: mails of one enquiry each in any hour; past it, digests. */
  mailsPerHour?: number
  /** Past the ceiling (ADR 0022): digests this often, of digestMax each, digestMailsPerRun a run. */
  digestEveryMs?: number
  digestMax?: number
  digestMailsPerRun?: number
  runOnStart?: boolean
  now?: () => number
  random?: () => number
}

export interface OutboxWorker {
  runOnce(): Promise<number>
  kick(): void
  /** Waits for a send in flight and makes a last attempt to mark what was sent. */
  stop(): Promise<void>
}

export const DIGEST_EVERY_MS = 5 * 60_000
export const DIGEST_MAX_ENQUIRIES = 100
export const DIGEST_MAILS_PER_RUN = 10

export function backoffDelayMs(
  attempts: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const base = options.baseMs ?? 30_000
  const cap = options.capMs ?? 60 * 60 * 1000
  const jitter = options.jitter ?? 0.1
  const exponent = Math.min(Math.max(attempts - 1, 0), 30) // 2^30 already exceeds any sane cap
  const delay = Math.min(cap, base * 2 ** exponent)
  return Math.round(delay + delay * jitter * random())
}

// No talking to the server at all: the run stops rather than try every row against it.
const TRANSPORT_ERROR_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ECONNREFUSED',
])
function isTransportError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && TRANSPORT_ERROR_CODES.has(code)
}

const ClaimedRowSchema = v.object({
  id: v.number(),
  enquiry_id: v.number(),
  kind: v.string(),
  payload: v.string(),
  attempts: v.number(),
  priority: v.number(),
})
type ClaimedRow = v.InferOutput<typeof ClaimedRowSchema>

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db } = options
  const smtp = options.config.smtp
  const logger = options.logger ?? enquiryLogger
  const storage = options.storage ?? createEnquiryStorage(db)
  const intervalMs = options.intervalMs ?? 30_000
  const leaseMs = options.leaseMs ?? DEFAULT_OUTBOX_LEASE_SECONDS * 1000
  const batchSize = options.batchSize ?? 50
  const mailsPerHour = options.mailsPerHour ?? DEFAULT_MAILS_PER_HOUR
  const digestEveryMs = options.digestEveryMs ?? DIGEST_EVERY_MS
  const digestMax = options.digestMax ?? DIGEST_MAX_ENQUIRIES
  const digestMailsPerRun = options.digestMailsPerRun ?? DIGEST_MAILS_PER_RUN
  const maxAttempts = options.backoff?.maxAttempts ?? 20
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const iso = (ms: number) => new Date(ms).toISOString()

  // First enquiries before anyone's repeats: a flood from a few senders never delays a patient.
  const claimStmt = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = :lease
      WHERE id IN (SELECT id FROM outbox
                    WHERE status = 'pending' AND next_attempt_at <= :now
                      AND id NOT IN (SELECT value FROM json_each(:sent))
                    ORDER BY priority, next_attempt_at, id LIMIT :limit)
      RETURNING id, enquiry_id, kind, payload, attempts, priority`,
  )
  const sentStmt = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, digest = ?, last_error = NULL WHERE id = ?`,
  )
  const singleMailsSinceStmt = db.prepare(
    `SELECT count(*) AS n FROM outbox WHERE status = 'sent' AND digest = 0 AND sent_at >= ?`,
  )
  const lastDigestStmt = db.prepare(
    `SELECT max(sent_at) AS at FROM outbox WHERE status = 'sent' AND digest = 1`,
  )
  const retryStmt = db.prepare(`UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?`)
  const failStmt = db.prepare(`UPDATE outbox SET status = 'failed', last_error = ? WHERE id = ?`)
  const pendingCountStmt = db.prepare(`SELECT count(*) AS n FROM outbox WHERE status = 'pending'`)

  // Accepted by the SMTP server, "sent" mark not yet written: never claimed again (ADR 0011).
  const unmarked = new Map<number, { at: string; digest: boolean }>()
  let transport: MailTransport | null = null
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let kickTimer: NodeJS.Timeout | null = null
  let warnedNoSmtp = false
  let moreDue = false
  let queue: Promise<unknown> = Promise.resolve()

  // In a transaction: in autocommit node:sqlite returns the RETURNING row even if the commit fails.
  function claim(limit = 1): Promise<ClaimedRow[]> {
    return storage.write(() =>
      withTransaction(db, () => {
        const t = now()
        const rows = claimStmt.all({
          now: iso(t),
          lease: iso(t + leaseMs),
          sent: JSON.stringify([...unmarked.keys()]),
          limit,
        })
        return rows
          .map((row) => v.parse(ClaimedRowSchema, row))
          .sort((a, b) => a.priority - b.priority || a.id - b.id)
      }),
    )
  }

  function write(operation: () => unknown, first = false): Promise<unknown> {
    return storage.write(operation, { first })
  }

  async function markSent(): Promise<boolean> {
    for (const [id, sent] of unmarked) {
      try {
        // Ahead of any waiting submit: the crash window closes with this commit.
        await write(() => sentStmt.run(sent.at, sent.digest ? 1 : 0, id), true)
        unmarked.delete(id)
      } catch (err) {
        logger.error(
          'Enquiry notification was sent but could not be marked sent; it is kept in memory and marked as soon as the database takes a write, never sent again by this process',
          { outboxId: id, ...errorFields(err) },
        )
        return false
      }
    }
    return true
  }

  async function fail(row: ClaimedRow, error: string, cause: unknown = error): Promise<void> {
    await write(() => failStmt.run(error, row.id))
    logger.error(
      'Enquiry notification permanently FAILED; deliver it by hand (see `node scripts/enquiries.ts outbox`)',
      {
        outboxId: row.id,
        enquiryId: row.enquiry_id,
        attempts: row.attempts,
        ...errorFields(cause),
      },
    )
  }

  async function runBatch(): Promise<number> {
    moreDue = false
    if (stopped) return 0
    if (!(await markSent())) return 0
    if (!smtp) {
      if (!warnedNoSmtp) {
        warnedNoSmtp = true
        const pending = Number(pendingCountStmt.get()?.n ?? 0)
        logger.warn(
          'SMTP_HOST is not set: enquiries are stored but no notification emails are sent',
          { pending },
        )
      }
      return 0
    }
    transport ??= createMailTransport(smtp)

    const singleSent = Number(singleMailsSinceStmt.get(iso(now() - 3_600_000))?.n ?? 0)
    let budget = mailsPerHour - singleSent
    let sent = 0
    let claimed = 0
    for (; claimed < batchSize && !stopped; claimed++) {
      if (budget <= 0) return sent + (await runDigest())
      let row: ClaimedRow | undefined
      try {
        ;[row] = await claim()
      } catch (err) {
        logger.error('Outbox could not claim a row; will retry at the next poll', errorFields(err))
        return sent
      }
      if (!row) return sent

      const payload =
        row.kind === CLINIC_NOTIFICATION ? parseNotificationPayload(row.payload) : null
      if (!payload) {
        await fail(row, `Unreadable outbox row (kind ${row.kind})`)
        continue
      }

      let info: SentInfo
      try {
        info = await sendClinicNotification(transport, smtp, payload)
      } catch (err) {
        await retryLater(row, err)
        if (isTransportError(err)) return sent
        continue
      }

      // Marked before anything else: a crash before this commit re-sends the mail.
      unmarked.set(row.id, { at: iso(now()), digest: false })
      const marked = await markSent()
      sent++
      budget--
      logger.info('Enquiry notification sent', {
        outboxId: row.id,
        enquiryId: row.enquiry_id,
        attempts: row.attempts,
      })
      if (info.rejected.length > 0) {
        logger.warn('Some MAIL_TO recipients were rejected', {
          outboxId: row.id,
          rejected: info.rejected.join(', '),
        })
      }
      if (!marked) return sent
    }
    moreDue = claimed >= batchSize && !stopped
    return sent
  }

  async function retryLater(row: ClaimedRow, err: unknown): Promise<void> {
    const error = describeError(err)
    if (row.attempts >= maxAttempts) return fail(row, error, err)
    const delay = backoffDelayMs(row.attempts, options.backoff, random)
    await write(() => retryStmt.run(iso(now() + delay), error, row.id))
    logger.warn('Enquiry notification not sent; will retry', {
      outboxId: row.id,
      attempts: row.attempts,
      retryInSeconds: Math.round(delay / 1000),
      ...errorFields(err),
    })
  }

  // Past the ceiling: digests, the wait and the mails per run both bounded (ADR 0022).
  async function runDigest(): Promise<number> {
    if (!smtp || !transport) return 0
    const last = lastDigestStmt.get()?.at
    if (typeof last === 'string' && Date.parse(last) > now() - digestEveryMs) return 0
    let sent = 0
    for (let mail = 0; mail < digestMailsPerRun && !stopped; mail++) {
      const result = await sendDigest()
      sent += result.sent
      if (!result.more) break
    }
    return sent
  }

  async function sendDigest(): Promise<{ sent: number; more: boolean }> {
    if (!smtp || !transport) return { sent: 0, more: false }
    let claimed: ClaimedRow[]
    try {
      claimed = await claim(digestMax)
    } catch (err) {
      logger.error('Outbox could not claim a row; will retry at the next poll', errorFields(err))
      return { sent: 0, more: false }
    }
    const rows: ClaimedRow[] = []
    const payloads = []
    for (const row of claimed) {
      const payload =
        row.kind === CLINIC_NOTIFICATION ? parseNotificationPayload(row.payload) : null
      if (!payload) {
        await fail(row, `Unreadable outbox row (kind ${row.kind})`)
        continue
      }
      rows.push(row)
      payloads.push(payload)
    }
    if (rows.length === 0) return { sent: 0, more: claimed.length > 0 }
    try {
      await sendMail(transport, buildDigestNotification(payloads, smtp, mailsPerHour))
    } catch (err) {
      for (const row of rows) await retryLater(row, err)
      return { sent: 0, more: false }
    }
    const at = iso(now())
    for (const row of rows) unmarked.set(row.id, { at, digest: true })
    const marked = await markSent()
    logger.error(
      'Notification mail ceiling reached: enquiries are stored and acknowledged, and mailed as a digest',
      {
        alert: 'mail_ceiling',
        mailsPerHour,
        enquiries: rows.length,
        repeats: rows.filter((row) => row.priority > 0).length,
        refs: payloads.map((p) => p.ref).join(','),
      },
    )
    return { sent: rows.length, more: marked && claimed.length >= digestMax }
  }

  function runOnce(): Promise<number> {
    const run = queue.then(runBatch)
    queue = run.catch(() => undefined)
    return run
  }

  function scheduleTick(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      timer = null
      runOnce()
        .catch((err: unknown) =>
          logger.error('Outbox run failed; the next poll retries', errorFields(err)),
        )
        .finally(() => scheduleTick(moreDue ? 0 : intervalMs))
    }, delayMs)
    timer.unref()
  }

  scheduleTick(options.runOnStart === false ? intervalMs : 0)

  return {
    runOnce,
    kick() {
      if (stopped || kickTimer) return
      kickTimer = setTimeout(() => {
        kickTimer = null
        runOnce()
          .then(() => {
            if (moreDue && timer) {
              clearTimeout(timer)
              scheduleTick(0)
            }
          })
          .catch((err: unknown) =>
            logger.error('Outbox run failed; the next poll retries', errorFields(err)),
          )
      }, 0)
      kickTimer.unref()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      if (kickTimer) clearTimeout(kickTimer)
      timer = kickTimer = null
      await queue
      if (unmarked.size > 0 && !(await markSent()))
        logger.error(
          'Stopping with notifications sent but not marked sent: they go out again when their lease ends (same Message-ID)',
          { outboxIds: [...unmarked.keys()].join(',') },
        )
      transport?.close()
      transport = null
    },
  }
}
