// Minimal structured logger contract so the host server can pass its own.
// Convention in this module: log ids and counts, never visitor data (names,
// phone numbers, messages) — logs travel further than the database does.

export type LogFields = Record<string, string | number | boolean | null | undefined>

export interface EnquiryLogger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export const consoleLogger: EnquiryLogger = {
  info: (message, fields) => console.info(`[enquiry] ${message}`, fields ?? ''),
  warn: (message, fields) => console.warn(`[enquiry] ${message}`, fields ?? ''),
  error: (message, fields) => console.error(`[enquiry] ${message}`, fields ?? ''),
}

export const silentLogger: EnquiryLogger = { info() {}, warn() {}, error() {} }

/** Error text safe for logs and the outbox's last_error column. */
export function describeError(err: unknown, maxLength = 500): string {
  let text: string
  if (err instanceof Error) {
    const extra = err as Error & { code?: unknown; responseCode?: unknown }
    const parts = [err.message]
    if (typeof extra.code === 'string') parts.push(`code=${extra.code}`)
    if (typeof extra.responseCode === 'number') parts.push(`smtp=${extra.responseCode}`)
    text = parts.join(' ')
  } else {
    text = String(err)
  }
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u001F\u007F]+/gu, ' ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
