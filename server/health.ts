// What /healthz and /readyz tell: docs/operations.md#deploy. Counts and times, no visitor data.
import * as v from 'valibot'
import type { EnvSource } from '../app/enquiry/config.server.ts'
import { sqliteCode } from '../app/enquiry/db.server.ts'
import { createWriteProbe, type DatabaseReadiness, type WriteProbeOptions } from './write-probe.ts'

export const DEFAULT_OUTBOX_STALE_MINUTES = 15

export function outboxStaleProblem(env: EnvSource): string | undefined {
  const value = env.OUTBOX_STALE_MINUTES?.trim()
  if (!value) return undefined
  return /^\d{1,6}$/.test(value) && Number(value) >= 1
    ? undefined
    : 'OUTBOX_STALE_MINUTES must be a whole number of minutes, at least 1'
}

export function outboxStaleMs(env: EnvSource): number {
  const value = env.OUTBOX_STALE_MINUTES?.trim()
  return (
    (value && outboxStaleProblem(env) === undefined
      ? Number(value)
      : DEFAULT_OUTBOX_STALE_MINUTES) * 60_000
  )
}

export interface HealthOptions extends WriteProbeOptions {
  smtpConfigured: boolean
  staleAfterMs: number
}

export interface Readiness {
  ready: boolean
  database: DatabaseReadiness
  outbox: {
    backlog: number
    failed: number
    oldestUndeliveredAt: string | null
    oldestUndeliveredAgeSeconds: number | null
    staleAfterSeconds: number
    stale: boolean
  } | null
  smtp: { configured: boolean; lastSuccessAt: string | null }
}

export interface Health {
  live(): Response
  /** The details, for operators only (OPS_PORT): the outbox backlog, the last mail sent. */
  ready(): Response
  readySummary(): Response
  readiness(): Readiness
  close(): void
}

const CountsSchema = v.object({
  backlog: v.number(),
  failed: v.nullable(v.number()),
  oldest: v.nullable(v.string()),
  lastSent: v.nullable(v.string()),
})

export function createHealth(options: HealthOptions): Health {
  const now = options.now ?? Date.now
  const probe = createWriteProbe({ ...options, now })

  function readiness(): Readiness {
    const smtp: Readiness['smtp'] = { configured: options.smtpConfigured, lastSuccessAt: null }
    const t = now()
    const database = probe.database(t)

    let counts: v.InferOutput<typeof CountsSchema>
    try {
      // A read: in WAL mode it needs no lock, so it answers while another process writes.
      counts = v.parse(
        CountsSchema,
        probe
          .connection()
          .prepare(
            `SELECT count(*) AS backlog, sum(status = 'failed') AS failed, min(created_at) AS oldest,
                    (SELECT max(sent_at) FROM outbox WHERE status = 'sent') AS lastSent
               FROM outbox WHERE status IN ('pending', 'failed')`,
          )
          .get(),
      )
    } catch (error) {
      return {
        ready: false,
        database: database.writable
          ? { writable: false, error: sqliteCode(error) ?? 'unavailable' }
          : database,
        outbox: null,
        smtp,
      }
    }
    smtp.lastSuccessAt = counts.lastSent
    const ageMs = counts.oldest === null ? null : Math.max(0, t - Date.parse(counts.oldest))
    const stale = ageMs !== null && ageMs > options.staleAfterMs
    return {
      ready: database.writable && !stale,
      database,
      outbox: {
        backlog: counts.backlog,
        failed: counts.failed ?? 0,
        oldestUndeliveredAt: counts.oldest,
        oldestUndeliveredAgeSeconds: ageMs === null ? null : Math.round(ageMs / 1000),
        staleAfterSeconds: Math.round(options.staleAfterMs / 1000),
        stale,
      },
      smtp,
    }
  }

  return {
    live: () => json({ status: 'ok' }, 200),
    ready() {
      const result = readiness()
      return json({ status: result.ready ? 'ok' : 'fail', ...result }, result.ready ? 200 : 503)
    },
    readySummary() {
      const { ready } = readiness()
      return json({ status: ready ? 'ok' : 'fail' }, ready ? 200 : 503)
    },
    readiness,
    close: () => probe.close(),
  }
}

function json(body: unknown, status: number): Response {
  return new Response(`${JSON.stringify(body)}\n`, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
