// Staff tool (docs/enquiries.md): node scripts/enquiries.ts help. Erasable TypeScript only.
import { chmodSync, fchmodSync, fstatSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { clinic } from '../app/site/clinic.ts'
import { readDbPath } from '../app/enquiry/config.server.ts'
import {
  listEnquiries,
  listMarketingConsents,
  listOutbox,
  openEnquiryDb,
  retryOutbox,
  withdrawMarketingConsent,
  type DatabaseSync,
  type EnquiryRecord,
} from '../app/enquiry/db.server.ts'
import { enquiriesToCsv, singaporeDayStartIso } from '../app/enquiry/export.server.ts'
import {
  backupEnquiryDb,
  deleteEnquiry,
  findEnquiries,
  purgeExpiredEnquiries,
} from '../app/enquiry/retention.server.ts'
import { isValidIsoDate, normalisePhone } from '../app/enquiry/schema.ts'
import { environmentProblems } from '../app/site/config-schema.ts'

const USAGE = `Usage: node scripts/enquiries.ts <command> [options]

Commands:
  list [--limit N]                      Most recent enquiries (default 20)
  export [--since DATE] [--until DATE]  All matching enquiries as CSV on stdout, or into a new
         [--out FILE] [--no-bom]        owner-only FILE (a UTF-8 BOM is written so Excel shows
                                        中文/日本語 correctly); a file stdout is redirected to is
                                        made owner-only too
  outbox [--all]                        Pending and failed notification emails (--all: include sent)
  retry <outbox-id> | --failed          Send a failed notification again with a fresh retry budget
  purge [--dry-run]                     Delete enquiries older than the retention period
                                        ($ENQUIRY_RETENTION_DAYS, default 365) with their e-mails
  find --email ADDRESS | --phone NUMBER  Every enquiry of one person, in full (access requests)
  delete <reference>                    Delete one enquiry and its e-mails (deletion requests)
  backup <file>                         Consistent copy of the database into a new file, safe
                                        while the server runs
  consents [--all]                      Who agreed to marketing messages, kept after the purge;
                                        check it before every send (--all: with the withdrawn)
  unsubscribe --email ADDRESS | --phone NUMBER
                                        Record that this person withdrew marketing consent

Options:
  --db PATH   Database file (default: $ENQUIRY_DB_PATH or ./data/enquiries.db)
  DATE is a Singapore date, YYYY-MM-DD.
`

class UsageError extends Error {}

const DateArg = v.optional(v.pipe(v.string(), v.check(isValidIsoDate, 'dates must be YYYY-MM-DD')))
const ArgsSchema = v.object({
  db: v.optional(v.pipe(v.string(), v.nonEmpty())),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/u, '--limit must be a positive number'),
      v.transform(Number),
    ),
  ),
  since: DateArg,
  until: DateArg,
  'no-bom': v.optional(v.boolean(), false),
  out: v.optional(v.pipe(v.string(), v.nonEmpty())),
  all: v.optional(v.boolean(), false),
  failed: v.optional(v.boolean(), false),
  'dry-run': v.optional(v.boolean(), false),
  email: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('--email needs an address'))),
  phone: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('--phone needs a number'))),
  help: v.optional(v.boolean(), false),
})

// eslint-disable-next-line no-control-regex
const terminalControls = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/gu

function plain(value: string | number | null, max = Infinity): string {
  const text = String(value ?? '').replace(terminalControls, ' ')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

// --until is inclusive.
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

function describeRecord(r: EnquiryRecord, messageLength = 100): string {
  return (
    `#${r.id} ${r.ref}  ${r.created_at}  [${r.locale}]  notification: ${r.delivery ?? '-'}\n` +
    `   ${plain(r.name, 60)} · ${plain(r.phone)} · ${r.email ? plain(r.email) : 'no email'} · prefers ${r.preferred_contact}` +
    `${r.preferred_date ? ` on ${r.preferred_date}` : ''}${r.preferred_time ? ` (${r.preferred_time})` : ''}\n` +
    `   ${plain(r.message, messageLength)}\n`
  )
}

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      limit: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      'no-bom': { type: 'boolean' },
      all: { type: 'boolean' },
      failed: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      email: { type: 'string' },
      phone: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const parsed = v.safeParse(ArgsSchema, values)
  if (!parsed.success) throw new UsageError(parsed.issues.map((i) => i.message).join('; '))
  const opts = parsed.output
  const [command, ...rest] = positionals

  if (opts.help || command === 'help') {
    out(USAGE)
    return 0
  }
  if (command === undefined) throw new UsageError('Missing command')

  const withDb = <T>(fn: (db: DatabaseSync) => T): T => {
    const db = openEnquiryDb(opts.db ?? readDbPath(env), { mustExist: true })
    try {
      return fn(db)
    } finally {
      db.close()
    }
  }

  switch (command) {
    case 'list': {
      const records = withDb((db) => listEnquiries(db, { order: 'desc', limit: opts.limit ?? 20 }))
      if (records.length === 0) out('No enquiries.\n')
      for (const r of records) out(describeRecord(r))
      return 0
    }

    case 'export': {
      const records = withDb((db) =>
        listEnquiries(db, {
          ...(opts.since ? { since: singaporeDayStartIso(opts.since) } : {}),
          ...(opts.until ? { until: singaporeDayStartIso(nextDay(opts.until)) } : {}),
          order: 'asc',
        }),
      )
      const csv = (opts['no-bom'] ? '' : '\uFEFF') + enquiriesToCsv(records)
      if (opts.out === undefined) {
        out(csv)
        return 0
      }
      // Health data: owner-only from the first byte, as `backup` writes; never over a file.
      writeFileSync(opts.out, csv, { mode: 0o600, flag: 'wx' })
      chmodSync(opts.out, 0o600)
      out(`Exported ${records.length} enquiry(ies) to ${opts.out}.\n`)
      return 0
    }

    case 'outbox': {
      const rows = withDb((db) =>
        listOutbox(db, opts.all ? ['pending', 'failed', 'sent'] : ['pending', 'failed']),
      )
      if (rows.length === 0)
        out(
          opts.all ? 'Outbox is empty.\n' : 'Nothing pending or failed: all notifications sent.\n',
        )
      for (const row of rows) {
        const when =
          row.status === 'sent'
            ? `sent ${row.sent_at ?? '?'}`
            : `next attempt ${row.next_attempt_at}`
        out(
          `outbox #${row.id}  enquiry #${row.enquiry_id} ${row.ref ?? ''}  ${row.status.toUpperCase()}  ` +
            `attempts ${row.attempts}  ${when}\n` +
            (row.last_error ? `   last error: ${plain(row.last_error, 200)}\n` : ''),
        )
      }
      return 0
    }

    case 'retry': {
      const target = opts.failed ? 'failed' : Number(rest[0])
      if (target !== 'failed' && !(Number.isInteger(target) && target > 0)) {
        throw new UsageError('retry needs an outbox id or --failed')
      }
      const changed = withDb((db) => retryOutbox(db, target))
      out(`${changed} notification(s) scheduled for immediate delivery by the running server.\n`)
      return changed > 0 || target === 'failed' ? 0 : 1
    }

    case 'purge': {
      const problem = environmentProblems({ ENQUIRY_RETENTION_DAYS: env.ENQUIRY_RETENTION_DAYS })[0]
      if (problem) throw new UsageError(problem)
      const retentionDays = clinic.enquiryRetentionDays
      const dryRun = opts['dry-run']
      const result = withDb((db) => purgeExpiredEnquiries(db, { retentionDays, dryRun }))
      out(
        `${dryRun ? 'Would delete' : 'Deleted'} ${result.enquiries} enquiry(ies) received before ${result.cutoff} ` +
          `(retention ${retentionDays} days) and ${result.outbox} notification e-mail(s).\n`,
      )
      return 0
    }

    case 'find': {
      if ((opts.email === undefined) === (opts.phone === undefined))
        throw new UsageError('find needs --email ADDRESS or --phone NUMBER')
      const records = withDb((db) => findEnquiries(db, { email: opts.email, phone: opts.phone }))
      if (records.length === 0) out('No enquiries found.\n')
      for (const r of records) out(describeRecord(r, Infinity))
      return 0
    }

    case 'delete': {
      const ref = rest[0]
      if (!ref) throw new UsageError('delete needs an enquiry reference, e.g. K7M2-9QXD')
      const result = withDb((db) => deleteEnquiry(db, ref))
      if (result.enquiries === 0) {
        out(`No enquiry with reference ${plain(ref, 20)}.\n`)
        return 1
      }
      out(`Deleted enquiry ${plain(ref, 20)} and ${result.outbox} notification e-mail(s).\n`)
      return 0
    }

    case 'consents': {
      const records = withDb((db) => listMarketingConsents(db, { activeOnly: !opts.all }))
      if (records.length === 0) out('No marketing consents.\n')
      for (const r of records)
        out(
          `${r.given_at}  ${plain(r.name, 60)}  ${plain(r.email || '-', 80)}  ${r.phone}  ${r.channels}  wording ${r.wording}${r.withdrawn_at ? `  withdrawn ${r.withdrawn_at}` : ''}\n`,
        )
      return 0
    }

    case 'unsubscribe': {
      if ((opts.email === undefined) === (opts.phone === undefined))
        throw new UsageError('unsubscribe needs --email ADDRESS or --phone NUMBER')
      const phone =
        opts.phone === undefined ? undefined : (normalisePhone(opts.phone) ?? opts.phone.trim())
      const count = withDb((db) => withdrawMarketingConsent(db, { email: opts.email, phone }))
      out(`Recorded the withdrawal of ${count} marketing consent(s).\n`)
      return 0
    }

    case 'backup': {
      const target = rest[0]
      if (!target)
        throw new UsageError('backup needs a file to write, e.g. backups/enquiries-2026-11-23.db')
      const db = openEnquiryDb(opts.db ?? readDbPath(env), { mustExist: true })
      try {
        const { pages } = await backupEnquiryDb(db, target)
        out(
          `Backed up ${pages} page(s) to ${target}. Restore: stop the server, put the file at ENQUIRY_DB_PATH, start it.\n`,
        )
      } finally {
        db.close()
      }
      return 0
    }

    default:
      throw new UsageError(`Unknown command: ${command}`)
  }
}

/** `export > file.csv`: the shell created the file with its umask (often 0644). */
function restrictRedirectedStdout(): void {
  try {
    if (fstatSync(1).isFile()) fchmodSync(1, 0o600)
  } catch {
    // Not a file we may change (a pipe, a terminal).
  }
}

if (import.meta.main) {
  if (process.argv.includes('export')) restrictRedirectedStdout()
  try {
    process.exitCode = await run(process.argv.slice(2), process.env, (text) =>
      process.stdout.write(text),
    )
  } catch (err) {
    const code =
      typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined
    const usage =
      err instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    process.stderr.write(
      `enquiries: ${err instanceof Error ? err.message : String(err)}\n${usage ? `\n${USAGE}` : ''}`,
    )
    process.exitCode = usage ? 2 : 1
  }
}
