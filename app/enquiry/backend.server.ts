import { loadEnquiryConfig, type EnquiryConfig, type EnvSource } from './config.server.ts'
import { openEnquiryDb, SERVER_BUSY_TIMEOUT_MS, type DatabaseSync } from './db.server.ts'
import { loadFormSecret } from './form-secret.server.ts'
import { enquiryLogger, type Logger } from '../log.server.ts'
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox.server.ts'
import { createRateLimiter, type RateLimiterOptions } from './rate-limit.server.ts'
import { createEnquiryService, type EnquiryService } from './service.server.ts'
import { createEnquiryStorage, type EnquiryStorage } from './storage.server.ts'

/** Enquiries per IPv6 /48 in 10 minutes: four homes' worth of the per-address limit. */
export const WIDE_RATE_LIMIT = 20

export interface EnquiryBackendOptions {
  env?: EnvSource
  logger?: Logger
  rateLimit?: RateLimiterOptions
  wideRateLimit?: RateLimiterOptions
  outbox?: Pick<OutboxWorkerOptions, 'intervalMs' | 'backoff' | 'leaseMs' | 'batchSize'>
}

export interface EnquiryBackend {
  config: EnquiryConfig
  db: DatabaseSync
  storage: EnquiryStorage
  worker: OutboxWorker
  service: EnquiryService
  /** Idempotent. */
  close(): Promise<void>
}

export function startEnquiryBackend(options: EnquiryBackendOptions = {}): EnquiryBackend {
  const logger = options.logger ?? enquiryLogger
  const config = loadEnquiryConfig(options.env ?? process.env)
  const db = openEnquiryDb(config.dbPath, { busyTimeoutMs: SERVER_BUSY_TIMEOUT_MS })
  const storage = createEnquiryStorage(db, {
    maintenance: true,
    minFreeBytes: config.minFreeBytes,
  })
  const worker = startOutboxWorker({
    db,
    storage,
    config,
    logger,
    leaseMs: config.outboxLeaseMs,
    mailsPerHour: config.mailsPerHour,
    ...options.outbox,
  })
  const formSecret = loadFormSecret(config.formSecret, config.dbPath)
  const service = createEnquiryService({
    db,
    storage,
    outbox: worker,
    limiter: createRateLimiter(options.rateLimit),
    wideLimiter: createRateLimiter({ limit: WIDE_RATE_LIMIT, ...options.wideRateLimit }),
    logger,
    formSecret,
  })

  let closing: Promise<void> | null = null
  return {
    config,
    db,
    storage,
    worker,
    service,
    close() {
      closing ??= (async () => {
        await worker.stop()
        storage.stop()
        db.close()
      })()
      return closing
    },
  }
}
