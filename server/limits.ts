// A 64 KiB enquiry takes seconds on a slow line; slower holds a connection: 408 (as deploy/Caddyfile).
import type { ServerOptions } from 'node:http'

export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 20_000

export function nodeServerOptions(
  limits: { headersTimeoutMs?: number; requestTimeoutMs?: number } = {},
): ServerOptions {
  const requestTimeout = limits.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  return {
    headersTimeout: Math.min(limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout),
    requestTimeout,
    // Node checks both only this often (default 30 s, which added up to 330 s for a slow body).
    connectionsCheckingInterval: Math.max(100, Math.min(1000, requestTimeout / 10)),
  }
}
