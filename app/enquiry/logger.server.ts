// The enquiry back end's log: one JSON object per line (stdout for info, stderr for warnings
// and errors), like the server's own (server/log.ts), so any log collector reads both.
// Convention in this module: log ids, counts and causes (an error's code and message, never its
// stack), never visitor data (names, phone numbers, messages): logs travel further than the
// database does.
import { sqliteCode } from './db.server.ts'

export type LogFields = Record<string, string | number | boolean | null | undefined>

export interface EnquiryLogger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

/** Characters JSON leaves raw that a terminal or log viewer may still act on (DEL, C1 controls such as CSI, line separators). */
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g

/** One log line: JSON (which escapes C0 controls such as ESC) with the remaining controls escaped too. */
export function jsonLine(fields: Record<string, unknown>): string {
  return `${JSON.stringify(fields).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`
}

export interface JsonLoggerOptions {
  /** Where lines go (default: stdout for info, stderr for warnings and errors). */
  out?: (line: string) => void
  err?: (line: string) => void
  now?: () => number
}

export function createJsonLogger(options: JsonLoggerOptions = {}): EnquiryLogger {
  const out = options.out ?? ((line) => void process.stdout.write(line))
  const err = options.err ?? ((line) => void process.stderr.write(line))
  const now = options.now ?? Date.now
  const line = (level: string, message: string, fields: LogFields = {}) =>
    jsonLine({ time: new Date(now()).toISOString(), level, type: 'enquiry', message, ...fields })
  return {
    info: (message, fields) => out(line('info', message, fields)),
    warn: (message, fields) => err(line('warn', message, fields)),
    error: (message, fields) => err(line('error', message, fields)),
  }
}

/** The default: JSON lines on the process's stdout and stderr. */
export const jsonLogger: EnquiryLogger = createJsonLogger()

export const silentLogger: EnquiryLogger = { info() {}, warn() {}, error() {} }

/** An error's message, one line, bounded: safe for logs (it never carries the stack). */
export function errorMessage(err: unknown, maxLength = 300): string {
  let text = err instanceof Error ? err.message : String(err)
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001F\u007F]+/gu, ' ').trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/** An error's code: SQLite's result code ('SQLITE_FULL'), or a string code (nodemailer's 'ECONNECTION'). */
export function errorCode(err: unknown): string | undefined {
  const sqlite = sqliteCode(err)
  if (sqlite) return sqlite
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * The cause of a failure as log fields: `errorCode` (when the error has one), `error` (its
 * message) and `smtpCode` (an SMTP server's reply code).
 */
export function errorFields(err: unknown): LogFields {
  const responseCode = (err as { responseCode?: unknown } | null)?.responseCode
  return {
    errorCode: errorCode(err),
    error: errorMessage(err),
    ...(typeof responseCode === 'number' ? { smtpCode: responseCode } : {}),
  }
}

/** Error text for the outbox's last_error column: the message with its code. */
export function describeError(err: unknown, maxLength = 500): string {
  const code = errorCode(err)
  const responseCode = (err as { responseCode?: unknown } | null)?.responseCode
  const parts = [errorMessage(err, maxLength)]
  if (code) parts.push(`code=${code}`)
  if (typeof responseCode === 'number') parts.push(`smtp=${responseCode}`)
  const text = parts.join(' ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
