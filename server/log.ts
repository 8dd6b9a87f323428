// Not srvx's logger: it prints coloured text with the full URL, and query strings carry visitor
// data. The lines: docs/operations.md (ACCESS_LOG).
import { errorFields, jsonLine } from '../app/enquiry/logger.server.ts'

export { jsonLine }

export interface ServerLogOptions {
  out?: (line: string) => void
  err?: (line: string) => void
  access?: boolean
  /** Default false: the client address is personal data. */
  clientIp?: boolean
  windowMs?: number
  now?: () => number
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

export interface ServerLog {
  access(entry: AccessEntry): void
  /** A client's mistake: no stack, no request data beyond method, path and the error's name. */
  clientError(entry: { method: string; path: string; status: number; reason: string }): void
  serverError(message: string, error: unknown, fields?: Record<string, unknown>): void
  info(message: string, fields?: Record<string, unknown>): void
  /** A failure that is not a request's (a refused start): no stack. */
  error(message: string, fields?: Record<string, unknown>): void
}

export function createServerLog(options: ServerLogOptions = {}): ServerLog {
  const out = options.out ?? ((line) => void process.stdout.write(line))
  const err = options.err ?? ((line) => void process.stderr.write(line))
  const now = options.now ?? Date.now
  const windowMs = options.windowMs ?? 60_000
  const seen = new Map<string, { since: number; suppressed: number }>()
  const accessErrors = new Map<string, { since: number; logged: number; suppressed: number }>()

  return {
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
      out(
        jsonLine({
          time: new Date(t).toISOString(),
          level: 'info',
          type: 'access',
          method: entry.method,
          path: loggedPath(entry.path),
          status: entry.status,
          ms: Math.round(entry.durationMs * 10) / 10,
          ...(options.clientIp && entry.ip ? { ip: entry.ip } : {}),
          ...(repeats ? { repeatsNotLogged: repeats } : {}),
        }),
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
      err(
        jsonLine({
          time: new Date(t).toISOString(),
          level: 'warn',
          type: 'client_error',
          ...entry,
          ...(state?.suppressed ? { repeatsNotLogged: state.suppressed } : {}),
        }),
      )
    },
    serverError(message, error, fields = {}) {
      err(
        jsonLine({
          time: new Date(now()).toISOString(),
          level: 'error',
          type: 'server_error',
          message,
          ...fields,
          ...(typeof fields.path === 'string' ? { path: loggedPath(fields.path) } : {}),
          ...errorFields(error),
          ...(error instanceof Error ? { errorName: error.name, stack: error.stack } : {}),
        }),
      )
    },
    info(message, fields = {}) {
      out(
        jsonLine({
          time: new Date(now()).toISOString(),
          level: 'info',
          type: 'server',
          message,
          ...fields,
        }),
      )
    },
    error(message, fields = {}) {
      err(
        jsonLine({
          time: new Date(now()).toISOString(),
          level: 'error',
          type: 'server',
          message,
          ...fields,
        }),
      )
    },
  }
}

/** The name of an error, never its message (which may quote the request body). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error
}
