// Ids, counts and causes, never visitor data: logs travel further than the database does.
// The same JSON lines as server/log.ts, so any log collector reads both.
import { sqliteCode } from './db.server.ts'

export type LogFields = Record<string, string | number | boolean | null | undefined>

export interface EnquiryLogger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

/** Left raw by JSON, yet acted on by terminals and log viewers: DEL, C1 controls, separators. */
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g

export function jsonLine(fields: Record<string, unknown>): string {
  return `${JSON.stringify(fields).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`
}

export interface JsonLoggerOptions {
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

export const jsonLogger: EnquiryLogger = createJsonLogger()

export const silentLogger: EnquiryLogger = { info() {}, warn() {}, error() {} }

export function errorMessage(err: unknown, maxLength = 300): string {
  let text = err instanceof Error ? err.message : String(err)
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001F\u007F]+/gu, ' ').trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

export function errorCode(err: unknown): string | undefined {
  const sqlite = sqliteCode(err)
  if (sqlite) return sqlite
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

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
