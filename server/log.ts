/**
 * The server's log: one JSON object per line on stdout/stderr, for any log collector; every
 * line has `time`, `level` and `type`. Hand-written because srvx's logger middleware prints
 * coloured text with the full URL (query strings carry visitor data); this one is a few lines.
 * The enquiry back end writes the same kind of line (app/enquiry/logger.server.ts).
 */
import { errorFields, jsonLine } from '../app/enquiry/logger.server.ts'

export { jsonLine }

export interface ServerLogOptions {
  /** Where lines go (default: stdout for access lines, stderr for errors). */
  out?: (line: string) => void
  err?: (line: string) => void
  /** One access line per request (default true). */
  access?: boolean
  /** Include the client address in access lines (default false: it is personal data). */
  clientIp?: boolean
  /** Identical client errors are written once per window (default 60 s), then counted. */
  windowMs?: number
  now?: () => number
}

export interface AccessEntry {
  method: string
  /** The path only: the query string may carry visitor data. */
  path: string
  status: number
  durationMs: number
  ip?: string | undefined
}

export interface ServerLog {
  access(entry: AccessEntry): void
  /**
   * A request the client got wrong (malformed body, refused origin): one line, no stack, no
   * request data beyond method, path and the error's name; repeats are rate-limited.
   */
  clientError(entry: { method: string; path: string; status: number; reason: string }): void
  /** A fault of ours: the error with its stack, control characters escaped. */
  serverError(message: string, error: unknown, fields?: Record<string, unknown>): void
  /** A notice for the operator (start, stop) on stdout. */
  info(message: string, fields?: Record<string, unknown>): void
  /** A failure that is not a request's (a refused start): its cause, no stack, on stderr. */
  error(message: string, fields?: Record<string, unknown>): void
}

export function createServerLog(options: ServerLogOptions = {}): ServerLog {
  const out = options.out ?? ((line) => void process.stdout.write(line))
  const err = options.err ?? ((line) => void process.stderr.write(line))
  const now = options.now ?? Date.now
  const windowMs = options.windowMs ?? 60_000
  // key -> when its window started and how many repeats were not written.
  const seen = new Map<string, { since: number; suppressed: number }>()

  return {
    access(entry) {
      if (options.access === false) return
      out(
        jsonLine({
          time: new Date(now()).toISOString(),
          level: 'info',
          type: 'access',
          method: entry.method,
          path: entry.path,
          status: entry.status,
          ms: Math.round(entry.durationMs * 10) / 10,
          ...(options.clientIp && entry.ip ? { ip: entry.ip } : {}),
        }),
      )
    },
    clientError(entry) {
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
