import { describe, expect, it } from 'vitest'
import { forwardedClient, proxyTrustOf, proxyTrustProblems } from './proxy.ts'

describe('forwardedClient', () => {
  const chain = '198.51.100.66, 203.0.113.5, 192.0.2.77'
  it('takes the entry the first of TRUST_PROXY proxies wrote, counted from the right', () => {
    expect(forwardedClient(chain, { hops: 1 })).toBe('192.0.2.77')
    expect(forwardedClient(chain, { hops: 2 })).toBe('203.0.113.5')
    // Fewer entries than proxies: the left-most, which our first proxy wrote.
    expect(forwardedClient('203.0.113.5', { hops: 2 })).toBe('203.0.113.5')
    expect(forwardedClient(null, { hops: 1 })).toBeUndefined()
    expect(forwardedClient(' , ', { hops: 1 })).toBeUndefined()
  })
  it('or the right-most entry outside TRUSTED_PROXIES', () => {
    const trust = proxyTrustOf({
      TRUST_PROXY: '1',
      TRUSTED_PROXIES: '192.0.2.0/24, 2001:db8:e::/48',
    })!
    expect(forwardedClient(chain, trust)).toBe('203.0.113.5')
    expect(forwardedClient('2001:db8:1::5, [2001:db8:e::9]', trust)).toBe('2001:db8:1::5')
    expect(forwardedClient('192.0.2.1, 192.0.2.2', trust)).toBe('192.0.2.1')
  })
  it('with TRUSTED_PROXIES skips at most TRUST_PROXY entries inside the ranges: a client inside them cannot choose its address', () => {
    const trust = proxyTrustOf({ TRUST_PROXY: '1', TRUSTED_PROXIES: '192.0.2.0/24' })!
    // 192.0.2.5 sits inside the CDN's ranges and wrote 198.51.100.66 itself; the edge wrote it.
    expect(forwardedClient('198.51.100.66, 192.0.2.5, 192.0.2.77', trust)).toBe('192.0.2.5')
    const two = proxyTrustOf({ TRUST_PROXY: '2', TRUSTED_PROXIES: '192.0.2.0/24' })!
    // Two layers inside the ranges (a CDN's edge and its shield), then the client's own entry.
    expect(forwardedClient('198.51.100.66, 192.0.2.5, 192.0.2.6, 192.0.2.77', two)).toBe(
      '192.0.2.5',
    )
    // Fewer proxies than allowed: the first entry outside the ranges, as before.
    expect(forwardedClient('198.51.100.66, 203.0.113.5, 192.0.2.77', two)).toBe('203.0.113.5')
  })

  it('reads only the last entries of a long header', () => {
    const long = `${Array.from({ length: 5000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(',')}, 203.0.113.5`
    expect(forwardedClient(long, { hops: 1 })).toBe('203.0.113.5')
  })
})

describe('proxy settings', () => {
  it('names a wrong TRUST_PROXY or TRUSTED_PROXIES', () => {
    expect(
      proxyTrustProblems({ TRUST_PROXY: '2', TRUSTED_PROXIES: '192.0.2.0/24 2001:db8::/32' }),
    ).toEqual([])
    expect(proxyTrustProblems({ TRUST_PROXY: 'yes' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be/u),
    ])
    expect(proxyTrustProblems({ TRUSTED_PROXIES: '192.0.2.0/24' })).toEqual([
      'TRUSTED_PROXIES needs TRUST_PROXY',
    ])
    expect(
      proxyTrustProblems({ TRUST_PROXY: '1', TRUSTED_PROXIES: '192.0.2.0/33, cdn.example' }),
    ).toEqual([expect.stringMatching(/not: 192\.0\.2\.0\/33, cdn\.example$/u)])
  })
  it('TRUST_PROXY unset or 0 trusts no header', () => {
    expect(proxyTrustOf({})).toBeUndefined()
    expect(proxyTrustOf({ TRUST_PROXY: '0' })).toBeUndefined()
    expect(proxyTrustOf({ TRUST_PROXY: '2' })).toEqual({ hops: 2 })
  })
})
