import type { DatabaseSync } from 'node:sqlite'
import { generateRef, insertEnquiry, SUBMIT_LOCK_WAIT_MS } from './db.server.ts'
import { checkFormToken } from './form-token.server.ts'
import { errorFields, jsonLogger, type EnquiryLogger } from './logger.server.ts'
import { rateLimitKey, type RateLimiter } from './rate-limit.server.ts'
import { singaporeToday, validateEnquiry, type EnquiryFieldErrors } from './schema.ts'
import { createEnquiryStorage, type EnquiryStorage } from './storage.server.ts'

export interface EnquiryServiceDeps {
  db: DatabaseSync
  storage?: EnquiryStorage
  outbox: { kick(): void }
  limiter: RateLimiter
  now?: () => number
  logger?: EnquiryLogger
  formSecret: Buffer
  minFillMs?: number
  busyDeadlineMs?: number
}

export type SubmitResult =
  | {
      ok: true
      /** The public reference, e.g. 'K7M2-9QXD'. */
      id: string
    }
  | {
      ok: false
      status: 400
      /** Set for form-level problems; absent when only fields are wrong. */
      code?: 'invalid_request' | 'too_fast' | 'form_expired'
      fieldErrors?: EnquiryFieldErrors
    }
  | { ok: false; status: 429; code: 'rate_limited'; retryAfterSeconds: number }
  /** Storage failed (disk, lock timeout): nothing was saved, the visitor should retry. */
  | { ok: false; status: 503; code: 'server_busy' }

export interface SubmitMeta {
  ip: string
}

export interface EnquiryService {
  /** Never throws and never rejects. */
  submit(rawInput: unknown, meta: SubmitMeta): Promise<SubmitResult>
}

export function createEnquiryService(deps: EnquiryServiceDeps): EnquiryService {
  const { db, outbox, limiter } = deps
  const now = deps.now ?? Date.now
  const logger = deps.logger ?? jsonLogger
  const storage = deps.storage ?? createEnquiryStorage(db)
  const minFillMs = deps.minFillMs ?? 3000

  async function submit(rawInput: unknown, meta: SubmitMeta): Promise<SubmitResult> {
    const t = now()
    const result = validateEnquiry(rawInput, { today: singaporeToday(t) })
    if (!result.ok) {
      return result.formError
        ? { ok: false, status: 400, code: result.formError, fieldErrors: result.fieldErrors }
        : { ok: false, status: 400, fieldErrors: result.fieldErrors }
    }
    const enquiry = result.value

    // A bot: answered like a success (a fresh random reference) so it learns nothing.
    if (enquiry.website.trim() !== '') {
      logger.info('Enquiry dropped: honeypot filled', { sourcePage: enquiry.sourcePage })
      return { ok: true, id: generateRef() }
    }

    // Signed by this server when the form was first used: a client can make up no time.
    const token = checkFormToken(deps.formSecret, enquiry.formToken, t)
    if (!token.ok) {
      logger.info('Enquiry refused: form token not valid', { reason: token.reason })
      return { ok: false, status: 400, code: 'form_expired' }
    }
    if (token.ageMs < minFillMs) {
      logger.info('Enquiry refused: submitted too fast', { elapsedMs: token.ageMs })
      return { ok: false, status: 400, code: 'too_fast' }
    }

    // Counted only for enquiries we would store, so fixing a typo costs nothing.
    const decision = limiter.consume(rateLimitKey(meta.ip))
    if (!decision.allowed) {
      logger.warn('Enquiry refused: rate limited')
      return {
        ok: false,
        status: 429,
        code: 'rate_limited',
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      }
    }

    let ref: string
    try {
      ref = (
        await storage.write(() => insertEnquiry(db, enquiry, { receivedAt: new Date(t) }), {
          deadlineMs: deps.busyDeadlineMs ?? SUBMIT_LOCK_WAIT_MS,
        })
      ).ref
    } catch (err) {
      logger.error('Enquiry could not be stored', errorFields(err))
      return { ok: false, status: 503, code: 'server_busy' }
    }

    // Stored durably: from here on the visitor gets success whatever happens to email.
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
        // Only a bug can get here; the visitor still gets a calm answer.
        logger.error('Enquiry submit failed unexpectedly', errorFields(err))
        return { ok: false, status: 503, code: 'server_busy' }
      }
    },
  }
}
