// No IP address is stored, not even hashed: an IPv4 hash is reversible, so still personal data (PDPA).
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { randomInt } from 'node:crypto'
import { dirname, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as v from 'valibot'
import { REF_PATTERN } from './reference.ts'
import { ENQUIRY_FOR, ENQUIRY_LOCALES, PREFERRED_CONTACTS, type Enquiry } from './schema.ts'

export type { DatabaseSync } from 'node:sqlite'

// Each entry moves user_version up one: never edit a shipped entry, append a new one.
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE enquiries (
    id                INTEGER PRIMARY KEY AUTOINCREMENT, -- AUTOINCREMENT: ids of deleted rows are never reused
    ref               TEXT    NOT NULL UNIQUE,          -- public reference shown to the visitor
    created_at        TEXT    NOT NULL,                 -- ISO 8601 UTC
    locale            TEXT    NOT NULL,
    source_page       TEXT    NOT NULL,
    name              TEXT    NOT NULL,
    phone             TEXT    NOT NULL,                 -- E.164
    email             TEXT    NOT NULL,
    preferred_contact TEXT    NOT NULL CHECK (preferred_contact IN ('phone', 'email', 'whatsapp')),
    preferred_date    TEXT,                             -- YYYY-MM-DD
    message           TEXT    NOT NULL,
    pdpa_consent      INTEGER NOT NULL CHECK (pdpa_consent = 1),
    marketing_consent INTEGER NOT NULL CHECK (marketing_consent IN (0, 1))
  ) STRICT;
  CREATE INDEX enquiries_created_at ON enquiries (created_at);

  CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id      INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
    kind            TEXT    NOT NULL,
    payload         TEXT    NOT NULL CHECK (json_valid(payload)),
    status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT    NOT NULL,                   -- ISO 8601 UTC; also the lease while sending
    last_error      TEXT,
    created_at      TEXT    NOT NULL,
    sent_at         TEXT
  ) STRICT;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_enquiry ON outbox (enquiry_id);
  `,
  `
  ALTER TABLE enquiries ADD COLUMN preferred_time TEXT CHECK (preferred_time IN ('morning', 'afternoon'));
  `,
  `
  CREATE TABLE write_probe (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    at  TEXT NOT NULL,
    pad BLOB
  ) STRICT;
  `,
  // Marketing consent (PDPA, HCSA reg 6(4)) outlives the purged enquiry (docs/enquiries.md).
  `
  CREATE TABLE marketing_consents (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    given_at     TEXT NOT NULL,                          -- ISO 8601 UTC, when the form was sent
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,                          -- '' when none was given
    phone        TEXT NOT NULL,                          -- E.164
    channels     TEXT NOT NULL,                          -- as the box named them: 'email,whatsapp'
    wording      TEXT NOT NULL,                          -- MARKETING_CONSENT_WORDING when given
    locale       TEXT NOT NULL,
    withdrawn_at TEXT                                    -- ISO 8601 UTC; NULL while it holds
  ) STRICT;
  CREATE INDEX marketing_consents_email ON marketing_consents (email);
  CREATE INDEX marketing_consents_phone ON marketing_consents (phone);
  `,
  `
  ALTER TABLE enquiries ADD COLUMN enquiry_for TEXT NOT NULL DEFAULT 'self' CHECK (enquiry_for IN ('self', 'other'));
  `,
  `
  CREATE TABLE used_form_tokens (
    token_id  TEXT PRIMARY KEY,
    ref       TEXT NOT NULL,
    used_at   TEXT NOT NULL
  ) STRICT, WITHOUT ROWID;
  CREATE INDEX used_form_tokens_used_at ON used_form_tokens (used_at);
  ALTER TABLE outbox ADD COLUMN digest INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
  CREATE INDEX outbox_sent_at ON outbox (sent_at) WHERE status = 'sent';
  `,
  // 1: a repeat within 24 hours, sent after first ones (ADR 0022); nothing else of the sender is kept.
  `
  ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 0 CHECK (priority IN (0, 1));
  CREATE INDEX outbox_due_first ON outbox (status, priority, next_attempt_at);
  `,
]

/** The marketing checkbox wording consented to; a new wording takes a new version (docs/enquiries.md). */
export const MARKETING_CONSENT_WORDING = 'v1'
export const MARKETING_CONSENT_CHANNELS = 'email,whatsapp'

export const SCHEMA_VERSION = MIGRATIONS.length

// A busy handler sleeps on Node's only thread; storage.server.ts retries on a timer (ADR 0011).
export const SERVER_BUSY_TIMEOUT_MS = 0

export const SUBMIT_LOCK_WAIT_MS = 5000

// Bounded, so the log cannot take the space freed on a full disk (docs/enquiries.md).
export const WAL_AUTOCHECKPOINT_PAGES = 100
export const WAL_SIZE_LIMIT_BYTES = 512 * 1024

export interface OpenEnquiryDbOptions {
  /** Blocks the thread (default 5 s, fine for tools); opening and migrating always wait 5 s. */
  busyTimeoutMs?: number
  mustExist?: boolean
}

export function openEnquiryDb(path: string, options: OpenEnquiryDbOptions = {}): DatabaseSync {
  const inMemory = path === ':memory:'
  if (!inMemory) {
    const file = resolve(path)
    if (options.mustExist && !existsSync(file)) throw new Error(`No enquiry database at ${file}`)
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    // Owner-only from the first byte: personal data (SQLite's -wal and -shm files follow it).
    closeSync(openSync(file, 'a', 0o600))
  }

  const db = new DatabaseSync(path, { timeout: 5000, enableForeignKeyConstraints: true })
  try {
    // FULL, not NORMAL: "received" follows the commit, which NORMAL may lose on power loss.
    const mode = db.prepare('PRAGMA journal_mode = WAL').get()?.journal_mode
    if (!inMemory && mode !== 'wal')
      throw new Error(`Could not enable WAL journal mode (got ${String(mode)})`)
    db.exec('PRAGMA synchronous = FULL')
    // Deleted enquiries (e.g. on a PDPA withdrawal request) are overwritten, not just unlinked.
    db.exec('PRAGMA secure_delete = ON')
    db.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`)
    db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`)
    migrate(db)
    if (options.busyTimeoutMs !== undefined)
      db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs))}`)
    return db
  } catch (err) {
    db.close()
    throw err
  }
}

export function schemaVersion(db: DatabaseSync): number {
  return Number(db.prepare('PRAGMA user_version').get()?.user_version ?? 0)
}

export function migrate(db: DatabaseSync): void {
  if (schemaVersion(db) === SCHEMA_VERSION) return
  withTransaction(db, () => {
    const current = schemaVersion(db)
    if (current > SCHEMA_VERSION) {
      throw new Error(
        `Enquiry database schema v${current} is newer than this code (v${SCHEMA_VERSION})`,
      )
    }
    for (const sql of MIGRATIONS.slice(current)) db.exec(sql)
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
  })
}

// Lock up front: a deferred transaction upgrading to a write ignores busy_timeout.
export function withTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = fn()
    db.exec('COMMIT')
    return result
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw err
  }
}

export function isBusyError(err: unknown): boolean {
  const errcode = sqliteErrcode(err)
  return errcode !== undefined && ((errcode & 0xff) === 5 || (errcode & 0xff) === 6)
}

function sqliteErrcode(err: unknown): number | undefined {
  const errcode = (err as { errcode?: unknown } | null)?.errcode
  return typeof errcode === 'number' ? errcode : undefined
}

const SQLITE_CODE_NAMES: Record<number, string> = {
  1: 'ERROR',
  2: 'INTERNAL',
  3: 'PERM',
  4: 'ABORT',
  5: 'BUSY',
  6: 'LOCKED',
  7: 'NOMEM',
  8: 'READONLY',
  9: 'INTERRUPT',
  10: 'IOERR',
  11: 'CORRUPT',
  12: 'NOTFOUND',
  13: 'FULL',
  14: 'CANTOPEN',
  15: 'PROTOCOL',
  17: 'SCHEMA',
  18: 'TOOBIG',
  19: 'CONSTRAINT',
  20: 'MISMATCH',
  21: 'MISUSE',
  23: 'AUTH',
  26: 'NOTADB',
}

export function sqliteCode(err: unknown): string | undefined {
  const errcode = sqliteErrcode(err)
  if (errcode === undefined) return undefined
  return `SQLITE_${SQLITE_CODE_NAMES[errcode & 0xff] ?? String(errcode & 0xff)}`
}

// The storage itself failed (not a lock or a statement): readiness reports it until an operator acts.
export function isStorageError(err: unknown): boolean {
  const errcode = sqliteErrcode(err)
  return errcode !== undefined && [3, 8, 10, 11, 13, 14, 26].includes(errcode & 0xff)
}

const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Random, not the row id: it tells nothing of volume, and a honeypot's fake success looks real. */
export function generateRef(): string {
  let ref = ''
  for (let i = 0; i < 8; i++) {
    if (i === 4) ref += '-'
    ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)]
  }
  return ref
}

export const CLINIC_NOTIFICATION = 'clinic_notification'

const IsoTimestamp = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/u),
)

export const NotificationPayloadSchema = v.object({
  v: v.literal(1),
  enquiryId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ref: v.pipe(v.string(), v.regex(REF_PATTERN)),
  createdAt: IsoTimestamp,
  locale: v.picklist(ENQUIRY_LOCALES),
  sourcePage: v.string(),
  name: v.string(),
  phone: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/u)),
  email: v.union([v.literal(''), v.pipe(v.string(), v.email())]),
  preferredContact: v.picklist(PREFERRED_CONTACTS),
  preferredDate: v.nullable(v.string()),
  preferredTime: v.optional(v.nullable(v.picklist(['morning', 'afternoon'])), null),
  message: v.string(),
  marketingConsent: v.boolean(),
  enquiryFor: v.optional(v.picklist(ENQUIRY_FOR), 'self'),
})
export type EnquiryNotification = v.InferOutput<typeof NotificationPayloadSchema>

export function parseNotificationPayload(json: string): EnquiryNotification | null {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return null
  }
  const result = v.safeParse(NotificationPayloadSchema, data)
  return result.success ? result.output : null
}

export interface InsertMeta {
  receivedAt?: Date
  tokenId?: string
  repeat?: boolean
}

export interface InsertedEnquiry {
  id: number
  ref: string
  /** The token had stored an enquiry already: nothing was written, `ref` is that enquiry's. */
  replay?: true
}

/** How long an enquiry's repeat key is remembered: a copy sent a day later is a new enquiry. */
export const USED_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000

export function refOfToken(db: DatabaseSync, tokenId: string, now: Date): string | undefined {
  const row = db
    .prepare('SELECT ref FROM used_form_tokens WHERE token_id = ? AND used_at >= ?')
    .get(tokenId, new Date(now.getTime() - USED_TOKEN_KEEP_MS).toISOString())
  return typeof row?.ref === 'string' ? row.ref : undefined
}

// One transaction: no enquiry without its delivery or its repeat key; on disk on return.
export function insertEnquiry(
  db: DatabaseSync,
  value: Enquiry,
  meta: InsertMeta = {},
): InsertedEnquiry {
  const receivedAt = meta.receivedAt ?? new Date()
  const createdAt = receivedAt.toISOString()
  const preferredTime = value.preferredTime === 'any' ? null : value.preferredTime
  return withTransaction(db, () => {
    // Under the write lock: of two posts of one enquiry (two processes), the second sees the first.
    if (meta.tokenId !== undefined) {
      db.prepare('DELETE FROM used_form_tokens WHERE used_at < ?').run(
        new Date(receivedAt.getTime() - USED_TOKEN_KEEP_MS).toISOString(),
      )
      const ref = refOfToken(db, meta.tokenId, receivedAt)
      if (ref !== undefined) return { id: 0, ref, replay: true as const }
    }
    const taken = db.prepare('SELECT 1 FROM enquiries WHERE ref = ?')
    let ref = generateRef()
    while (taken.get(ref)) ref = generateRef()

    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO enquiries (ref, created_at, locale, source_page, name, phone, email, preferred_contact,
                                preferred_date, preferred_time, message, pdpa_consent, marketing_consent,
                                enquiry_for)
         VALUES (:ref, :createdAt, :locale, :sourcePage, :name, :phone, :email, :preferredContact,
                 :preferredDate, :preferredTime, :message, 1, :marketingConsent, :enquiryFor)`,
      )
      .run({
        ref,
        createdAt,
        locale: value.locale,
        sourcePage: value.sourcePage,
        name: value.name,
        phone: value.phone,
        email: value.email,
        preferredContact: value.preferredContact,
        preferredDate: value.preferredDate ?? null,
        preferredTime,
        message: value.message,
        marketingConsent: value.marketingConsent ? 1 : 0,
        enquiryFor: value.enquiryFor,
      })
    const id = Number(lastInsertRowid)
    if (value.marketingConsent)
      db.prepare(
        `INSERT INTO marketing_consents (given_at, name, email, phone, channels, wording, locale)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        createdAt,
        value.name,
        value.email,
        value.phone,
        MARKETING_CONSENT_CHANNELS,
        MARKETING_CONSENT_WORDING,
        value.locale,
      )

    const payload: EnquiryNotification = {
      v: 1,
      enquiryId: id,
      ref,
      createdAt,
      locale: value.locale,
      sourcePage: value.sourcePage,
      name: value.name,
      phone: value.phone,
      email: value.email,
      preferredContact: value.preferredContact,
      preferredDate: value.preferredDate ?? null,
      preferredTime,
      message: value.message,
      marketingConsent: value.marketingConsent,
      enquiryFor: value.enquiryFor,
    }
    db.prepare(
      `INSERT INTO outbox (enquiry_id, kind, payload, status, attempts, next_attempt_at, created_at,
                           priority)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
    ).run(
      id,
      CLINIC_NOTIFICATION,
      JSON.stringify(payload),
      createdAt,
      createdAt,
      meta.repeat ? 1 : 0,
    )

    if (meta.tokenId !== undefined) {
      db.prepare('INSERT INTO used_form_tokens (token_id, ref, used_at) VALUES (?, ?, ?)').run(
        meta.tokenId,
        ref,
        createdAt,
      )
    }
    return { id, ref }
  })
}

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

const Int = v.pipe(v.number(), v.integer())
const Text = v.string()
const NullableText = v.nullable(v.string())
const Flag = v.pipe(
  v.number(),
  v.transform((n) => n === 1),
)

const EnquiryRowSchema = v.object({
  id: Int,
  ref: Text,
  created_at: Text,
  locale: Text,
  source_page: Text,
  name: Text,
  phone: Text,
  email: Text,
  preferred_contact: Text,
  preferred_date: NullableText,
  preferred_time: NullableText,
  message: Text,
  pdpa_consent: Flag,
  marketing_consent: Flag,
  enquiry_for: v.picklist(ENQUIRY_FOR),
  delivery: v.nullable(v.picklist(OUTBOX_STATUSES)),
})
export type EnquiryRecord = v.InferOutput<typeof EnquiryRowSchema>

/** ISO timestamps on created_at: `since` inclusive, `until` exclusive. */
export interface ListEnquiriesOptions {
  since?: string
  until?: string
  limit?: number
  order?: 'asc' | 'desc'
}

export function listEnquiries(
  db: DatabaseSync,
  options: ListEnquiriesOptions = {},
): EnquiryRecord[] {
  const order = options.order === 'desc' ? 'DESC' : 'ASC'
  const rows = db
    .prepare(
      `SELECT e.*,
              (SELECT o.status FROM outbox o
                WHERE o.enquiry_id = e.id AND o.kind = '${CLINIC_NOTIFICATION}'
                ORDER BY o.id DESC LIMIT 1) AS delivery
         FROM enquiries e
        WHERE (:since IS NULL OR e.created_at >= :since)
          AND (:until IS NULL OR e.created_at < :until)
        ORDER BY e.id ${order}
        LIMIT :limit`,
    )
    .all({ since: options.since ?? null, until: options.until ?? null, limit: options.limit ?? -1 })
  return rows.map((row) => v.parse(EnquiryRowSchema, row))
}

const OutboxRowSchema = v.object({
  id: Int,
  enquiry_id: Int,
  ref: NullableText,
  kind: Text,
  status: v.picklist(OUTBOX_STATUSES),
  attempts: Int,
  next_attempt_at: Text,
  last_error: NullableText,
  created_at: Text,
  sent_at: NullableText,
})
export type OutboxRecord = v.InferOutput<typeof OutboxRowSchema>

export function listOutbox(
  db: DatabaseSync,
  statuses: readonly OutboxStatus[] = ['pending', 'failed'],
): OutboxRecord[] {
  const rows = db
    .prepare(
      `SELECT o.id, o.enquiry_id, e.ref, o.kind, o.status, o.attempts, o.next_attempt_at, o.last_error,
              o.created_at, o.sent_at
         FROM outbox o LEFT JOIN enquiries e ON e.id = o.enquiry_id
        WHERE o.status IN (SELECT value FROM json_each(?))
        ORDER BY o.id`,
    )
    .all(JSON.stringify(statuses))
  return rows.map((row) => v.parse(OutboxRowSchema, row))
}

export function retryOutbox(
  db: DatabaseSync,
  target: number | 'failed',
  now: Date = new Date(),
): number {
  const at = now.toISOString()
  const result =
    target === 'failed'
      ? db
          .prepare(
            `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'`,
          )
          .run(at)
      : db
          .prepare(
            `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?
              WHERE id = ? AND status IN ('pending', 'failed')`,
          )
          .run(at, target)
  return Number(result.changes)
}

export interface MarketingConsentRecord {
  id: number
  given_at: string
  name: string
  email: string
  phone: string
  channels: string
  wording: string
  locale: string
  withdrawn_at: string | null
}

/** Check before every send: `activeOnly` leaves out the withdrawn. */
export function listMarketingConsents(
  db: DatabaseSync,
  options: { activeOnly?: boolean } = {},
): MarketingConsentRecord[] {
  const where = options.activeOnly ? 'WHERE withdrawn_at IS NULL' : ''
  return db
    .prepare(`SELECT * FROM marketing_consents ${where} ORDER BY given_at, id`)
    .all() as unknown as MarketingConsentRecord[]
}

export function withdrawMarketingConsent(
  db: DatabaseSync,
  who: { email?: string; phone?: string },
  at: Date = new Date(),
): number {
  const [column, value] =
    who.email !== undefined
      ? ['lower(email)', who.email.trim().toLowerCase()]
      : ['phone', who.phone ?? '']
  if (value === '') return 0
  const { changes } = db
    .prepare(
      `UPDATE marketing_consents SET withdrawn_at = ? WHERE ${column} = ? AND withdrawn_at IS NULL`,
    )
    .run(at.toISOString(), value)
  return Number(changes)
}
