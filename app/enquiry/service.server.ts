import type { DatabaseSync } from 'node:sqlite'
import { generateRef, insertEnquiry, refOfToken, SUBMIT_LOCK_WAIT_MS } from './db.server.ts'
import { repeatKey } from './form-secret.server.ts'
import { errorFields, enquiryLogger, type Logger } from '../log.server.ts'
import {
  createSenderLog,
  rateLimitKey,
  wideRateLimitKey,
  type RateLimiter,
  type SenderLog,
} from './rate-limit.server.ts'
import { allLocalizedPaths } from '../site/pages.ts'
import { singaporeToday, validateEnquiry, type EnquiryFieldErrors } from './schema.ts'
import { createEnquiryStorage, type EnquiryStorage } from './storage.server.ts'

export interface EnquiryServiceDeps {
  db: DatabaseSync
  storage?: EnquiryStorage
  outbox: { kick(): void }
  limiter: RateLimiter
  wideLimiter?: RateLimiter
  senders?: SenderLog
  now?: () => number
  logger?: Logger
  /** Keys the repeat check: the same enquiry posted again within a day is not stored twice. */
  formSecret: Buffer
  busyDeadlineMs?: number
}

export type SubmitResult =
  | {
      ok: true
      id: string
    }
  | {
      ok: false
      status: 400
      code?: 'invalid_request'
      fieldErrors?: EnquiryFieldErrors
    }
  | { ok: false; status: 429; code: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; status: 503; code: 'server_busy' }
  | { ok: false; status: 503; code: 'not_accepting' }

export interface SubmitMeta {
  ip: string
}

export interface EnquiryService {
  /** Never rejects. The same enquiry again within a day stores nothing, answers the first's reference. */
  submit(rawInput: unknown, meta: SubmitMeta): Promise<SubmitResult>
}

export const UNKNOWN_PAGE = 'unknown'
const sitePaths: ReadonlySet<string> = new Set(allLocalizedPaths().map((page) => page.href))

export function createEnquiryService(deps: EnquiryServiceDeps): EnquiryService {
  const { db, outbox, limiter } = deps
  const now = deps.now ?? Date.now
  const logger = deps.logger ?? enquiryLogger
  const storage = deps.storage ?? createEnquiryStorage(db)
  const senders = deps.senders ?? createSenderLog({ now })

  function replayed(ref: string): SubmitResult {
    logger.info('Enquiry sent again: its reference answered, nothing stored', { ref })
    return { ok: true, id: ref }
  }

  async function submit(rawInput: unknown, meta: SubmitMeta): Promise<SubmitResult> {
    const t = now()
    const result = validateEnquiry(rawInput, { today: singaporeToday(t) })
    if (!result.ok) {
      return result.formError
        ? { ok: false, status: 400, code: result.formError, fieldErrors: result.fieldErrors }
        : { ok: false, status: 400, fieldErrors: result.fieldErrors }
    }
    // The clinic's mail names only one of the site's own pages, never a text a client chose.
    const enquiry = sitePaths.has(result.value.sourcePage)
      ? result.value
      : { ...result.value, sourcePage: UNKNOWN_PAGE }

    // A bot: answered like a success (a fresh random reference) so it learns nothing.
    if (enquiry.website.trim() !== '') {
      logger.info('Enquiry dropped: honeypot filled', { sourcePage: enquiry.sourcePage })
      return { ok: true, id: generateRef() }
    }

    const key = repeatKey(deps.formSecret, enquiry)
    // A read first: a repeat costs no write and no rate-limit slot (the insert checks again).
    const earlier = refOfToken(db, key, new Date(t))
    if (earlier !== undefined) return replayed(earlier)

    const room = storage.room()
    if (!room.ok) {
      logger.error('Enquiry refused: free disk space is below ENQUIRY_MIN_FREE_MB', {
        alert: 'disk_floor',
        freeBytes: room.freeBytes,
        minFreeBytes: room.minFreeBytes,
      })
      return { ok: false, status: 503, code: 'not_accepting' }
    }

    // Counted only for enquiries we would store; every limit is checked before any is counted.
    const limits: Array<[RateLimiter, string]> = [[limiter, rateLimitKey(meta.ip)]]
    const wideKey = wideRateLimitKey(meta.ip)
    if (deps.wideLimiter && wideKey !== undefined) limits.push([deps.wideLimiter, wideKey])
    const decisions = limits.map(([l, key]) => l.peek(key))
    const waits = decisions.flatMap((d) => (d.allowed ? [] : [d.retryAfterMs]))
    if (waits.length > 0) {
      logger.warn('Enquiry refused: rate limited', {
        limit: decisions[0]?.allowed ? 'network' : 'address',
      })
      return {
        ok: false,
        status: 429,
        code: 'rate_limited',
        retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000),
      }
    }
    for (const [l, key] of limits) l.consume(key)

    let ref: string
    try {
      const repeat = senders.isRepeat(meta.ip)
      const stored = await storage.write(
        () => insertEnquiry(db, enquiry, { receivedAt: new Date(t), tokenId: key, repeat }),
        { deadlineMs: deps.busyDeadlineMs ?? SUBMIT_LOCK_WAIT_MS },
      )
      if (stored.replay) return replayed(stored.ref)
      senders.record(meta.ip)
      ref = stored.ref
    } catch (err) {
      logger.error('Enquiry could not be stored', errorFields(err))
      return { ok: false, status: 503, code: 'server_busy' }
    }

    try {
      outbox.kick()
    } catch (err) {
      logger.error('Outbox kick failed; the poll interval will deliver', errorFields(err))
    }
    logger.info('Enquiry stored', { ref })
    return { ok: true, id: ref }
  }

  return {
    async submit(rawInput, meta) {
      try {
        return await submit(rawInput, meta)
      } catch (err) {
        logger.error('Enquiry submit failed unexpectedly', errorFields(err))
        return { ok: false, status: 503, code: 'server_busy' }
      }
    },
  }
}
