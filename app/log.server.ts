// The one logger of the server and the enquiry back end (docs/operations.md): ids, counts and
// causes, never visitor data. Not srvx's, which prints full URLs, query strings and all.
import { sqliteCode } from './enquiry/db.server.ts'

export type LogFields = Record<string, string | number | boolean | null | undefined>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export interface LogOptions {
  out?: (line: string) => void
  err?: (line: string) => void
  now?: () => number
}

export interface ServerLogOptions extends LogOptions {
  access?: boolean
  /** Default false: the client address is personal data. */
  clientIp?: boolean
  windowMs?: number
}

export interface AccessEntry {
  method: string
  path: string
  status: number
  durationMs: number
  ip?: string | undefined
}

/** A path is logged up to this many characters (the address rules allow 2,048). */
export const LOGGED_PATH_MAX = 200
/** Access lines answered 4xx, per status and method, in each window; past it only counted. */
export const CLIENT_ERROR_LINES_PER_WINDOW = 10

export function loggedPath(path: string): string {
  return path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path
}

export interface ServerLog extends Logger {
  access(entry: AccessEntry): void
  /** A client's mistake: no stack, no request data beyond method, path and the error's name. */
  clientError(entry: { method: string; path: string; status: number; reason: string }): void
  serverError(message: string, error: unknown, fields?: LogFields): void
}

/** Left raw by JSON, yet acted on by terminals and log viewers: DEL, C1 controls, separators. */
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g

export function jsonLine(fields: Record<string, unknown>): string {
  return `${JSON.stringify(fields).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`
}

type Level = 'info' | 'warn' | 'error'

function lineWriter(options: LogOptions) {
  const out = options.out ?? ((line) => void process.stdout.write(line))
  const err = options.err ?? ((line) => void process.stderr.write(line))
  const now = options.now ?? Date.now
  return {
    now,
    write: (level: Level, type: string, fields: Record<string, unknown>, time = now()) => {
      const line = jsonLine({ time: new Date(time).toISOString(), level, type, ...fields })
      if (level === 'info') out(line)
      else err(line)
    },
  }
}

export function createLogger(type: string, options: LogOptions = {}): Logger {
  const { write } = lineWriter(options)
  return {
    info: (message, fields) => write('info', type, { message, ...fields }),
    warn: (message, fields) => write('warn', type, { message, ...fields }),
    error: (message, fields) => write('error', type, { message, ...fields }),
  }
}

export function createServerLog(options: ServerLogOptions = {}): ServerLog {
  const { now, write } = lineWriter(options)
  const windowMs = options.windowMs ?? 60_000
  const seen = new Map<string, { since: number; suppressed: number }>()
  const accessErrors = new Map<string, { since: number; logged: number; suppressed: number }>()

  return {
    ...createLogger('server', options),
    access(entry) {
      if (options.access === false) return
      const t = now()
      let repeats: number | undefined
      // A flood of unknown addresses is folded into counts: it cannot fill the disk.
      if (entry.status >= 400 && entry.status < 500) {
        const key = `${entry.status} ${entry.method}`
        const state = accessErrors.get(key)
        if (state && t - state.since < windowMs) {
          if (state.logged >= CLIENT_ERROR_LINES_PER_WINDOW) {
            state.suppressed += 1
            return
          }
          state.logged += 1
        } else {
          repeats = state?.suppressed || undefined
          accessErrors.set(key, { since: t, logged: 1, suppressed: 0 })
        }
      }
      write(
        'info',
        'access',
        {
          method: entry.method,
          path: loggedPath(entry.path),
          status: entry.status,
          ms: Math.round(entry.durationMs * 10) / 10,
          ...(options.clientIp && entry.ip ? { ip: entry.ip } : {}),
          ...(repeats ? { repeatsNotLogged: repeats } : {}),
        },
        t,
      )
    },
    clientError(given) {
      const entry = { ...given, path: loggedPath(given.path) }
      const key = `${entry.status} ${entry.method} ${entry.path} ${entry.reason}`
      const t = now()
      const state = seen.get(key)
      if (state && t - state.since < windowMs) {
        state.suppressed += 1
        return
      }
      // Bounded memory under a flood of distinct paths: forget the oldest windows.
      if (seen.size >= 1000) seen.delete(seen.keys().next().value!)
      seen.delete(key)
      seen.set(key, { since: t, suppressed: 0 })
      write(
        'warn',
        'client_error',
        { ...entry, ...(state?.suppressed ? { repeatsNotLogged: state.suppressed } : {}) },
        t,
      )
    },
    serverError(message, error, fields = {}) {
      write('error', 'server_error', {
        message,
        ...fields,
        ...(typeof fields.path === 'string' ? { path: loggedPath(fields.path) } : {}),
        ...errorFields(error),
        ...(error instanceof Error ? { errorName: error.name, stack: error.stack } : {}),
      })
    },
  }
}

export const enquiryLogger: Logger = createLogger('enquiry')

export const silentLogger: Logger = { info() {}, warn() {}, error() {} }

/** The name of an error, never its message (which may quote the request body). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error
}

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

export function describeError(err: unknown, maxLength = 500): string {
  const code = errorCode(err)
  const responseCode = (err as { responseCode?: unknown } | null)?.responseCode
  const parts = [errorMessage(err, maxLength)]
  if (code) parts.push(`code=${code}`)
  if (typeof responseCode === 'number') parts.push(`smtp=${responseCode}`)
  const text = parts.join(' ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
