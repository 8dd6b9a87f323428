// Ids, counts and causes, never visitor data (docs/operations.md); srvx's logger prints full URLs.
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
  windowMs?: number
}

export interface ServerLogOptions extends LogOptions {
  access?: boolean
  /** Default false: the client address is personal data. */
  clientIp?: boolean
}

export interface AccessEntry {
  method: string
  path: string
  status: number
  durationMs: number
  ip?: string | undefined
}

// A path's characters (the rules allow 2,048); lines per window, past which only counted.
export const LOGGED_PATH_MAX = 200
export const CLIENT_ERROR_LINES_PER_WINDOW = 10
export const ACCESS_LINES_PER_WINDOW = 600
export const SAME_MESSAGE_LINES_PER_WINDOW = 10

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

type Folded = { repeatsNotLogged?: number; pathsNotLogged?: number }

/** So one client cannot rotate the log away: past `limit` lines of a kind a window, only counted. */
export function createFolds(now: () => number, windowMs = 60_000) {
  const windows = new Map<
    string,
    { since: number; logged: number; suppressed: number; paths: Set<string> }
  >()
  return (kind: string, limit: number, path?: string): Folded | null => {
    const t = now()
    const state = windows.get(kind)
    if (state && t - state.since < windowMs) {
      if (state.logged < limit) {
        state.logged += 1
        return {}
      }
      state.suppressed += 1
      if (path !== undefined && state.paths.size < 1000) state.paths.add(path)
      return null
    }
    if (windows.size >= 1000) windows.delete(windows.keys().next().value!)
    windows.delete(kind)
    windows.set(kind, { since: t, logged: 1, suppressed: 0, paths: new Set() })
    return {
      ...(state?.suppressed ? { repeatsNotLogged: state.suppressed } : {}),
      ...(state?.paths.size ? { pathsNotLogged: state.paths.size } : {}),
    }
  }
}

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
  const { now, write } = lineWriter(options)
  const fold = createFolds(now, options.windowMs)
  const line = (level: Level) => (message: string, fields?: LogFields) => {
    const folded = fold(`${level} ${message}`, SAME_MESSAGE_LINES_PER_WINDOW)
    if (folded) write(level, type, { message, ...fields, ...folded })
  }
  return { info: line('info'), warn: line('warn'), error: line('error') }
}

export function createServerLog(options: ServerLogOptions = {}): ServerLog {
  const { now, write } = lineWriter(options)
  const fold = createFolds(now, options.windowMs)

  return {
    ...createLogger('server', options),
    access(entry) {
      if (options.access === false) return
      const t = now()
      const folded =
        entry.status >= 300 && entry.status < 500
          ? fold(`access ${entry.status} ${entry.method}`, CLIENT_ERROR_LINES_PER_WINDOW)
          : fold('access', ACCESS_LINES_PER_WINDOW)
      if (!folded) return
      write(
        'info',
        'access',
        {
          method: entry.method,
          path: loggedPath(entry.path),
          status: entry.status,
          ms: Math.round(entry.durationMs * 10) / 10,
          ...(options.clientIp && entry.ip ? { ip: entry.ip } : {}),
          ...(folded.repeatsNotLogged ? { repeatsNotLogged: folded.repeatsNotLogged } : {}),
        },
        t,
      )
    },
    clientError(given) {
      const entry = { ...given, path: loggedPath(given.path) }
      const kind = `client_error ${entry.status} ${entry.method} ${entry.reason}`
      const folded = fold(kind, 1, entry.path)
      if (folded) write('warn', 'client_error', { ...entry, ...folded })
    },
    serverError(message, error, fields = {}) {
      const folded = fold(
        `server_error ${message} ${errorName(error)}`,
        SAME_MESSAGE_LINES_PER_WINDOW,
      )
      if (!folded) return
      write('error', 'server_error', {
        message,
        ...fields,
        ...(typeof fields.path === 'string' ? { path: loggedPath(fields.path) } : {}),
        ...errorFields(error),
        ...(error instanceof Error ? { errorName: error.name, stack: error.stack } : {}),
        ...folded,
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
