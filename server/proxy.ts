import { BlockList, isIP } from 'node:net'
import type { ServerMiddleware } from 'srvx'
import type { EnvSource } from '../app/enquiry/config.server.ts'

// Only the X-Forwarded-For entries our proxies appended (from the right) are believed.
export interface ProxyTrust {
  /** TRUST_PROXY: how many proxies in a row append to X-Forwarded-For (Caddy: 1, CDN + Caddy: 2). */
  hops: number
  /** TRUSTED_PROXIES: the client is the right-most entry outside them, within `hops`. */
  ranges?: BlockList
}

export const MAX_PROXY_HOPS = 5

export function proxyTrustOf(env: EnvSource): ProxyTrust | undefined {
  const hops = Number(env.TRUST_PROXY?.trim() || '0')
  if (!Number.isInteger(hops) || hops < 1 || hops > MAX_PROXY_HOPS) return undefined
  const list = env.TRUSTED_PROXIES?.trim()
  return list ? { hops, ranges: parseRanges(list).ranges } : { hops }
}

export function proxyTrustProblems(env: EnvSource): string[] {
  const problems: string[] = []
  const hops = env.TRUST_PROXY?.trim()
  if (hops && !new RegExp(`^[0-${MAX_PROXY_HOPS}]$`).test(hops))
    problems.push(
      `TRUST_PROXY must be the number of proxies in front of the server, 0 to ${MAX_PROXY_HOPS} (1: Caddy, 2: a CDN and Caddy)`,
    )
  const list = env.TRUSTED_PROXIES?.trim()
  if (list) {
    if (!hops || hops === '0') problems.push('TRUSTED_PROXIES needs TRUST_PROXY')
    const { bad } = parseRanges(list)
    if (bad.length > 0)
      problems.push(
        `TRUSTED_PROXIES must be IP addresses or ranges (203.0.113.0/24, 2001:db8::/32), comma-separated; not: ${bad.join(', ').slice(0, 200)}`,
      )
  }
  return problems
}

function parseRanges(list: string): { ranges: BlockList; bad: string[] } {
  const ranges = new BlockList()
  const bad: string[] = []
  for (const item of list.split(/[\s,]+/u).filter(Boolean)) {
    const [address = '', bits, extra] = item.split('/')
    const family = isIP(address)
    const max = family === 6 ? 128 : 32
    const prefix = bits === undefined ? max : /^\d{1,3}$/u.test(bits) ? Number(bits) : -1
    if (family === 0 || extra !== undefined || prefix < 0 || prefix > max) bad.push(item)
    else ranges.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { ranges, bad }
}

export function forwardedClient(header: string | null, trust: ProxyTrust): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/^\[(.*)\]$/u, '$1'))
    .filter(Boolean)
    .slice(-(MAX_PROXY_HOPS + 16))
  if (entries.length === 0) return undefined
  if (trust.ranges) {
    const { ranges } = trust
    const trusted = (entry: string) => {
      const family = isIP(entry)
      return family !== 0 && ranges.check(entry, family === 6 ? 'ipv6' : 'ipv4')
    }
    // At most `hops` skipped, even inside the ranges: else a client there could pick its address.
    let i = entries.length - 1
    for (let skipped = 0; i > 0 && skipped < trust.hops && trusted(entries[i]!); skipped++) i--
    return entries[i]!.slice(0, 64)
  }
  // Fewer entries than proxies (one skipped, e.g. the CDN): the left-most is our first proxy's.
  return entries[Math.max(0, entries.length - trust.hops)]!.slice(0, 64)
}

// Not srvx's `trustProxy`, which trusts the client-written leftmost entry (ADR 0008).
export function trustedProxies(trust: ProxyTrust): ServerMiddleware {
  return (request, next) => {
    const url = URL.parse(request.url)
    const publicUrl = url && forwardedUrl(url, request.headers)
    if (publicUrl && publicUrl !== url)
      Object.defineProperty(request, 'url', { value: publicUrl.href, configurable: true })
    const client = forwardedClient(request.headers.get('x-forwarded-for'), trust)
    if (client) Object.defineProperty(request, 'ip', { value: client, configurable: true })
    return next()
  }
}

export function forwardedUrl(url: URL, headers: Headers): URL {
  const last = (name: string) => headers.get(name)?.split(',').at(-1)?.trim().toLowerCase()
  const proto = last('x-forwarded-proto')
  const host = last('x-forwarded-host')
  const validHost =
    host !== undefined &&
    /^(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(host)
  if (proto !== 'https' && proto !== 'http' && !validHost) return url
  const copy = new URL(url)
  if (proto === 'https' || proto === 'http') copy.protocol = `${proto}:`
  if (validHost) copy.host = host
  if (validHost && !/:\d+$/.test(host)) copy.port = ''
  return copy.href === url.href ? url : copy
}
