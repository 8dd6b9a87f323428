/**
 * Liveness and readiness for load balancers and monitoring.
 *
 *   GET /healthz  the process answers (no I/O): for a load balancer or the container HEALTHCHECK.
 *   GET /readyz   the enquiry database takes a write now, the e-mail outbox is not stuck (oldest
 *                 undelivered notification younger than OUTBOX_STALE_MINUTES, default 15) and
 *                 when SMTP last delivered. 503 when not ready, so monitoring notices that
 *                 enquiries are not reaching the clinic.
 *
 * The write probe commits a row (a rolled-back write never reaches the disk, so it cannot see
 * a full one) on its own connection without a busy timeout: it never waits for a lock, so it
 * never stalls the server. Another process holding the lock (a backup) is shown but is not a
 * failure until it has lasted longer than a submit waits for it (5 s): submits are refused
 * only then. After a failed write of the server (storage.server.ts remembers it) the probe
 * writes as much as an enquiry does, so it reports ready again only when an enquiry would fit.
 *
 * Both answer JSON with counts and timestamps only: never a name, address or message.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import type { EnvSource } from '../app/enquiry/config.server.ts'
import {
  isBusyError,
  sqliteCode,
  SUBMIT_LOCK_WAIT_MS,
  WAL_AUTOCHECKPOINT_PAGES,
  WAL_SIZE_LIMIT_BYTES,
} from '../app/enquiry/db.server.ts'
import type { EnquiryStorage } from '../app/enquiry/storage.server.ts'

export const DEFAULT_OUTBOX_STALE_MINUTES = 15

/** OUTBOX_STALE_MINUTES: a whole number of minutes, at least 1 (default 15). */
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

export interface HealthOptions {
  /** The enquiry database file (ENQUIRY_DB_PATH). */
  dbPath: string
  /** Whether SMTP_HOST is set. */
  smtpConfigured: boolean
  /** The age at which the oldest undelivered notification makes readiness fail. */
  staleAfterMs: number
  /** The server's writes: a storage failure of theirs makes readiness fail until it is over. */
  storage?: Pick<EnquiryStorage, 'failure' | 'recovered'>
  /** How long another process may hold the write lock before readiness fails (default 5 s). */
  lockGraceMs?: number
  /** The write probe runs at most this often; calls in between reuse its result (default 1 s). */
  probeIntervalMs?: number
  now?: () => number
}

export interface Readiness {
  ready: boolean
  database: {
    /** A write would be stored now (or within a submit's wait for a lock). */
    writable: boolean
    /** Another process holds the write lock (a backup, a staff command). */
    locked?: true
    lockedForSeconds?: number
    /** SQLite's result code of the failure, e.g. 'SQLITE_FULL', 'SQLITE_BUSY'. */
    error?: string
  }
  outbox: {
    /** Notifications not yet delivered (pending or failed). */
    backlog: number
    /** Of those, the ones that gave up retrying (need `node scripts/enquiries.ts retry`). */
    failed: number
    oldestUndeliveredAt: string | null
    oldestUndeliveredAgeSeconds: number | null
    staleAfterSeconds: number
    stale: boolean
  } | null
  smtp: { configured: boolean; lastSuccessAt: string | null }
}

export interface Health {
  /** GET /healthz */
  live(): Response
  /** GET /readyz */
  ready(): Response
  readiness(): Readiness
  close(): void
}

const CountsSchema = v.object({
  backlog: v.number(),
  failed: v.nullable(v.number()),
  oldest: v.nullable(v.string()),
  lastSent: v.nullable(v.string()),
})

/**
 * At least what one enquiry's transaction writes: the enquiry and its notification each hold
 * the form data (at most 64 KiB as posted), plus index pages.
 */
const LARGE_PROBE_BYTES = 160 * 1024

type ProbeResult = { ok: true } | { ok: false; busy: boolean; code: string }

export function createHealth(options: HealthOptions): Health {
  const file = resolve(options.dbPath)
  const now = options.now ?? Date.now
  const lockGraceMs = options.lockGraceMs ?? SUBMIT_LOCK_WAIT_MS
  const probeIntervalMs = options.probeIntervalMs ?? 1000
  let db: DatabaseSync | undefined
  let lockedSince: number | null = null
  let last: { at: number; large: boolean; result: ProbeResult } | null = null

  function connection(): DatabaseSync {
    if (db) return db
    // Opening would create a missing file: a deleted database is a failure, not a new one.
    if (!existsSync(file)) throw Object.assign(new Error('no database file'), { errcode: 14 })
    db = new DatabaseSync(file, { timeout: 0 })
    // The probe's commit proves that a write is accepted; its own durability does not matter,
    // so it waits for no fsync (the server's commits keep synchronous=FULL).
    db.exec('PRAGMA synchronous = NORMAL')
    // The probe's commits count towards the same bounded write-ahead log as the server's.
    db.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`)
    db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`)
    return db
  }

  function commit(conn: DatabaseSync, sql: string, ...params: Array<string | number>): void {
    conn.exec('BEGIN IMMEDIATE')
    try {
      conn.prepare(sql).run(...params)
      conn.exec('COMMIT')
    } finally {
      try {
        if (conn.isTransaction) conn.exec('ROLLBACK')
      } catch {
        // The connection is reopened after a failure anyway.
      }
    }
  }

  /** Writes and commits the probe row; `large`: as many bytes as an enquiry, then frees them. */
  function probe(large: boolean): ProbeResult {
    try {
      const conn = connection()
      commit(
        conn,
        `INSERT INTO write_probe (id, at, pad) VALUES (1, ?, CASE WHEN ?2 > 0 THEN zeroblob(?2) END)
           ON CONFLICT (id) DO UPDATE SET at = excluded.at, pad = excluded.pad`,
        new Date(now()).toISOString(),
        large ? LARGE_PROBE_BYTES : 0,
      )
      // The pages go back to the database's free list, for the next enquiries.
      if (large) commit(conn, 'UPDATE write_probe SET pad = NULL')
      return { ok: true }
    } catch (error) {
      if (isBusyError(error)) return { ok: false, busy: true, code: 'SQLITE_BUSY' }
      // Reopened next time: the file may have been replaced or repaired meanwhile.
      db?.close()
      db = undefined
      return { ok: false, busy: false, code: sqliteCode(error) ?? 'unavailable' }
    }
  }

  function writeProbe(): ProbeResult {
    const t = now()
    const large = options.storage?.failure != null
    if (last && t - last.at < probeIntervalMs && (last.large || !large)) return last.result
    const result = probe(large)
    last = { at: t, large, result }
    if (result.ok && large) options.storage?.recovered()
    lockedSince = result.ok || !result.busy ? null : (lockedSince ?? t)
    return result
  }

  function readiness(): Readiness {
    const smtp: Readiness['smtp'] = { configured: options.smtpConfigured, lastSuccessAt: null }
    const t = now()
    const written = writeProbe()
    let database: Readiness['database']
    if (written.ok) database = { writable: true }
    else if (written.busy) {
      const lockedMs = t - (lockedSince ?? t)
      const lockedForSeconds = Math.floor(lockedMs / 1000)
      database =
        lockedMs <= lockGraceMs
          ? { writable: true, locked: true, lockedForSeconds }
          : { writable: false, locked: true, lockedForSeconds, error: written.code }
    } else database = { writable: false, error: written.code }

    let counts: v.InferOutput<typeof CountsSchema>
    try {
      // A read: in WAL mode it needs no lock, so it answers while another process writes.
      counts = v.parse(
        CountsSchema,
        connection()
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
    readiness,
    close() {
      db?.close()
      db = undefined
    },
  }
}

function json(body: unknown, status: number): Response {
  return new Response(`${JSON.stringify(body)}\n`, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
}
