// PDPA retention, requests and backups: docs/enquiries.md, "Personal data".
import { closeSync, openSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { backup, type DatabaseSync } from 'node:sqlite'
import { listEnquiries, withTransaction, type EnquiryRecord } from './db.server.ts'
import { errorFields, enquiryLogger, type Logger } from '../log.server.ts'
import { normalisePhone } from './schema.ts'
import type { EnquiryStorage } from './storage.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export function retentionCutoff(retentionDays: number, now: Date = new Date()): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
}

export interface PurgeResult {
  cutoff: string
  enquiries: number
  outbox: number
}

export function purgeExpiredEnquiries(
  db: DatabaseSync,
  options: { retentionDays: number; now?: Date; dryRun?: boolean },
): PurgeResult {
  const cutoff = retentionCutoff(options.retentionDays, options.now)
  return withTransaction(db, () => {
    const count = (sql: string) => Number(db.prepare(sql).get(cutoff)?.n ?? 0)
    const enquiries = count('SELECT count(*) AS n FROM enquiries WHERE created_at < ?')
    const outbox = count(
      'SELECT count(*) AS n FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE created_at < ?)',
    )
    if (!options.dryRun && enquiries > 0) {
      // Explicit, although the foreign key cascades: the outbox rows hold a copy of the enquiry.
      db.prepare(
        'DELETE FROM outbox WHERE enquiry_id IN (SELECT id FROM enquiries WHERE created_at < ?)',
      ).run(cutoff)
      db.prepare('DELETE FROM enquiries WHERE created_at < ?').run(cutoff)
    }
    return { cutoff, enquiries, outbox }
  })
}

export interface RetentionSchedule {
  stop(): void
}

export function startRetentionSchedule(options: {
  db: DatabaseSync
  retentionDays: number
  intervalMs?: number
  logger?: Logger
  storage?: EnquiryStorage
}): RetentionSchedule {
  const logger = options.logger ?? enquiryLogger
  const run = () => purgeExpiredEnquiries(options.db, { retentionDays: options.retentionDays })
  const report = (result: ReturnType<typeof run>) => {
    if (result.enquiries > 0) {
      logger.info('Retention: deleted enquiries past the retention period', {
        ...result,
        retentionDays: options.retentionDays,
      })
    }
  }
  const failed = (error: unknown) =>
    logger.error(
      'Retention purge failed; it runs again tomorrow (or run `node scripts/enquiries.ts purge`)',
      errorFields(error),
    )
  const purge = () => {
    if (!options.storage) {
      try {
        report(run())
      } catch (error) {
        failed(error)
      }
      return
    }
    options.storage.write(run, { deadlineMs: 60_000 }).then(report, failed)
  }
  purge()
  const timer = setInterval(purge, options.intervalMs ?? DAY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

export function findEnquiries(
  db: DatabaseSync,
  by: { email?: string; phone?: string },
): EnquiryRecord[] {
  const email = by.email?.trim().toLowerCase()
  const phone = by.phone === undefined ? undefined : (normalisePhone(by.phone) ?? by.phone.trim())
  return listEnquiries(db, { order: 'asc' }).filter(
    (record) =>
      (email !== undefined && record.email.toLowerCase() === email) ||
      (phone !== undefined && record.phone === phone),
  )
}

export function deleteEnquiry(
  db: DatabaseSync,
  ref: string,
): { enquiries: number; outbox: number } {
  return withTransaction(db, () => {
    const row = db.prepare('SELECT id FROM enquiries WHERE ref = ?').get(ref.trim().toUpperCase())
    if (!row) return { enquiries: 0, outbox: 0 }
    const outbox = Number(
      db.prepare('DELETE FROM outbox WHERE enquiry_id = ?').run(row.id as number).changes,
    )
    db.prepare('DELETE FROM enquiries WHERE id = ?').run(row.id as number)
    return { enquiries: 1, outbox }
  })
}

/** SQLite's online backup: the server may keep writing. Owner-only from the first byte. */
export async function backupEnquiryDb(
  db: DatabaseSync,
  target: string,
): Promise<{ pages: number }> {
  const file = resolve(target)
  // 'wx': fails if the file exists. An empty file is a valid empty SQLite database to copy into.
  closeSync(openSync(file, 'wx', 0o600))
  try {
    const pages = await backup(db, file)
    return { pages }
  } catch (error) {
    rmSync(file, { force: true })
    throw error
  }
}
