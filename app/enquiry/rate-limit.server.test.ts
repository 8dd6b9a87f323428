import { describe, expect, it } from 'vitest'
import {
  createRateLimiter,
  createSenderLog,
  rateLimitKey,
  wideRateLimitKey,
} from './rate-limit.server.ts'

describe('createRateLimiter', () => {
  it('allows `limit` attempts per sliding window', () => {
    let now = 1_000_000
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000, now: () => now })
    for (let i = 0; i < 5; i++) {
      expect(limiter.consume('a')).toEqual({ allowed: true, remaining: 4 - i })
      now += 60_000
    }
    // 5 attempts at t0..t0+4min; the 6th (t0+5min) waits until the first expires.
    expect(limiter.consume('a')).toEqual({ allowed: false, retryAfterMs: 300_000 })
    expect(limiter.consume('b').allowed).toBe(true)
    now += 300_000
    expect(limiter.consume('a').allowed).toBe(true)
    expect(limiter.consume('a').allowed).toBe(false)
  })

  it('keeps memory bounded by evicting the least recently used keys', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 100, now: () => now })
    for (let i = 0; i < 1000; i++) limiter.consume(`ip-${i}`)
    expect(limiter.size).toBe(100)
    // The most recent keys survive and are still limited.
    expect(limiter.consume('ip-999').allowed).toBe(false)
    // Expired keys are dropped as time passes.
    now += 2000
    limiter.consume('fresh')
    expect(limiter.size).toBe(1)
  })

  it('can be reset', () => {
    const limiter = createRateLimiter({ limit: 1 })
    limiter.consume('a')
    expect(limiter.consume('a').allowed).toBe(false)
    limiter.reset('a')
    expect(limiter.consume('a').allowed).toBe(true)
  })
})

describe('createSenderLog', () => {
  it('tells a repeat from a first enquiry: per address, IPv6 /64 and /48, for 24 hours', () => {
    let now = 0
    const senders = createSenderLog({ now: () => now })
    expect(senders.isRepeat('203.0.113.5')).toBe(false)
    senders.record('203.0.113.5')
    expect(senders.isRepeat('203.0.113.5')).toBe(true)
    expect(senders.isRepeat('203.0.113.6')).toBe(false)
    senders.record('2001:db8:aaaa:1::1')
    expect(senders.isRepeat('2001:db8:aaaa:1::2')).toBe(true) // its /64
    expect(senders.isRepeat('2001:db8:aaaa:7::1')).toBe(true) // another /64 of its /48
    expect(senders.isRepeat('2001:db8:bbbb:1::1')).toBe(false)
    now += 24 * 60 * 60 * 1000
    expect(senders.isRepeat('203.0.113.5')).toBe(false)
  })

  it('keeps no address, and a bounded number of keyed hashes', () => {
    const senders = createSenderLog({ maxKeys: 100 })
    for (let i = 0; i < 1000; i++) senders.record(`198.51.${i >> 8}.${i & 255}`)
    expect(senders.size).toBe(100)
    expect(senders.isRepeat('198.51.3.231')).toBe(true) // the last one recorded
    expect(senders.isRepeat('198.51.0.0')).toBe(false) // forgotten first
  })
})

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:12::99', '2001:db8:abcd:12::/64'],
    ['[2001:0db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['', 'unknown'],
    ['not an ip', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key)
  })
})

describe('wideRateLimitKey', () => {
  it.each([
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd::/48'],
    ['2001:db8:abcd:ff00::1', '2001:db8:abcd::/48'],
    ['203.0.113.7', undefined],
    ['::ffff:203.0.113.7', undefined],
    ['not an ip', undefined],
  ])('%s → %s', (ip, key) => {
    expect(wideRateLimitKey(ip)).toBe(key)
  })
})
