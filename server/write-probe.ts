// /readyz's write probe: it commits (a rollback never meets a full disk), never waits (ADR 0011).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import {
  isBusyError,
  sqliteCode,
  SUBMIT_LOCK_WAIT_MS,
  WAL_AUTOCHECKPOINT_PAGES,
  WAL_SIZE_LIMIT_BYTES,
} from '../app/enquiry/db.server.ts'
import type { EnquiryStorage } from '../app/enquiry/storage.server.ts'

export interface WriteProbeOptions {
  dbPath: string
  /** After a failed write of the server's, ready again only when an enquiry would fit. */
  storage?: Pick<EnquiryStorage, 'failure' | 'recovered' | 'room'>
  lockGraceMs?: number
  probeIntervalMs?: number
  now?: () => number
}

export interface DatabaseReadiness {
  writable: boolean
  locked?: true
  lockedForSeconds?: number
  error?: string
  freeBytes?: number
}

export interface WriteProbe {
  database(t: number): DatabaseReadiness
  connection(): DatabaseSync
  close(): void
}

/** More than an enquiry's transaction: the enquiry and its e-mail each hold the form (64 KiB). */
const LARGE_PROBE_BYTES = 160 * 1024

type ProbeResult = { ok: true } | { ok: false; busy: boolean; code: string }

export function createWriteProbe(options: WriteProbeOptions): WriteProbe {
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
    // Proving that a write is accepted needs no fsync (the server's commits keep FULL).
    db.exec('PRAGMA synchronous = NORMAL')
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
      if (large) commit(conn, 'UPDATE write_probe SET pad = NULL')
      return { ok: true }
    } catch (error) {
      if (isBusyError(error)) return { ok: false, busy: true, code: 'SQLITE_BUSY' }
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

  function database(t: number): DatabaseReadiness {
    const room = options.storage?.room()
    if (room && !room.ok)
      return { writable: false, error: 'BELOW_MIN_FREE', freeBytes: room.freeBytes }
    const written = writeProbe()
    if (written.ok) return { writable: true }
    if (written.busy) {
      const lockedMs = t - (lockedSince ?? t)
      const lockedForSeconds = Math.floor(lockedMs / 1000)
      return lockedMs <= lockGraceMs
        ? { writable: true, locked: true, lockedForSeconds }
        : { writable: false, locked: true, lockedForSeconds, error: written.code }
    }
    return { writable: false, error: written.code }
  }

  return {
    database,
    connection,
    close() {
      db?.close()
      db = undefined
    },
  }
}
