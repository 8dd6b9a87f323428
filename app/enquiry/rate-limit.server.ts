// In memory, per process: a restart resets it, harmless beside the honeypot and same-site checks.
import { createHmac, randomBytes } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

export interface RateLimiterOptions {
  limit?: number
  windowMs?: number
  maxKeys?: number
  now?: () => number
}

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number }

export interface RateLimiter {
  /** A refused attempt is not recorded. */
  consume(key: string): RateLimitDecision
  peek(key: string): RateLimitDecision
  reset(key?: string): void
  readonly size: number
}

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? 5
  const windowMs = options.windowMs ?? 10 * 60 * 1000
  const maxKeys = options.maxKeys ?? 10_000
  const now = options.now ?? Date.now
  if (!(limit >= 1 && windowMs > 0 && maxKeys >= 1))
    throw new RangeError('Invalid rate limiter options')

  // Re-inserted on every use, the Map's insertion order is an LRU list, stalest first.
  const hits = new Map<string, number[]>()

  function evictStale(t: number): void {
    for (const [key, times] of hits) {
      const newest = times[times.length - 1]
      if (hits.size > maxKeys || newest === undefined || newest <= t - windowMs) hits.delete(key)
      else break
    }
  }

  function decide(key: string, t: number): { recent: number[]; decision: RateLimitDecision } {
    const recent = (hits.get(key) ?? []).filter((time) => time > t - windowMs)
    if (recent.length < limit)
      return { recent, decision: { allowed: true, remaining: limit - recent.length - 1 } }
    const oldest = recent[0] ?? t
    return {
      recent,
      decision: { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - t) },
    }
  }

  return {
    peek(key) {
      return decide(key, now()).decision
    },
    consume(key) {
      const t = now()
      const { recent, decision } = decide(key, t)
      hits.delete(key)
      if (decision.allowed) recent.push(t)
      hits.set(key, recent)
      if (decision.allowed) evictStale(t)
      return decision
    },
    reset(key) {
      if (key === undefined) hits.clear()
      else hits.delete(key)
    },
    get size() {
      return hits.size
    },
  }
}

export interface SenderLog {
  isRepeat(ip: string): boolean
  record(ip: string): void
  readonly size: number
}

export interface SenderLogOptions {
  windowMs?: number
  maxKeys?: number
  now?: () => number
}

/** Who wrote recently (ADR 0022), as hashes keyed in this process only: no address is kept. */
export function createSenderLog(options: SenderLogOptions = {}): SenderLog {
  const windowMs = options.windowMs ?? 24 * 60 * 60 * 1000
  const maxKeys = options.maxKeys ?? 50_000
  const now = options.now ?? Date.now
  const key = randomBytes(32)
  const seen = new Map<string, number>()
  const hashes = (ip: string) =>
    [rateLimitKey(ip), wideRateLimitKey(ip)].flatMap((k) =>
      k === undefined ? [] : [createHmac('sha256', key).update(k).digest('base64url').slice(0, 22)],
    )

  function evict(t: number): void {
    for (const [hash, at] of seen) {
      if (seen.size > maxKeys || at <= t - windowMs) seen.delete(hash)
      else break
    }
  }

  return {
    isRepeat(ip) {
      const t = now()
      return hashes(ip).some((hash) => (seen.get(hash) ?? -Infinity) > t - windowMs)
    },
    record(ip) {
      const t = now()
      for (const hash of hashes(ip)) {
        seen.delete(hash)
        seen.set(hash, t)
      }
      evict(t)
    },
    get size() {
      return seen.size
    },
  }
}

// IPv4-mapped IPv6 becomes plain IPv4; other IPv6 is cut to its /64, which one subscriber holds.
export function rateLimitKey(ip: string): string {
  return ipv6Prefix(ip, 4)
}

/** The /48 of an IPv6 address: a home or office may hold 65,536 /64s. */
export function wideRateLimitKey(ip: string): string | undefined {
  const key = ipv6Prefix(ip, 3)
  return key.endsWith('::/48') ? key : undefined
}

function ipv6Prefix(ip: string, groupsKept: 3 | 4): string {
  const trimmed = ip
    .trim()
    .replace(/^\[|\]$/gu, '')
    .replace(/%.*$/u, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(trimmed)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  if (isIPv4(trimmed)) return trimmed
  if (!isIPv6(trimmed)) return 'unknown'

  const [head = '', tail = ''] = trimmed.toLowerCase().split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = trimmed.includes('::') ? (tail ? tail.split(':') : []) : []
  const groupCount = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0)
  const missing = 8 - groupCount(headParts) - groupCount(tailParts)
  const groups = trimmed.includes('::')
    ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts]
    : headParts
  const prefix = groups
    .slice(0, groupsKept)
    .map((g) => (g.includes('.') ? '0' : g.replace(/^0+(?=.)/u, '')))
  return `${prefix.join(':')}::/${groupsKept * 16}`
}
