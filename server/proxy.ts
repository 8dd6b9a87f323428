import type { ServerMiddleware } from 'srvx'

// TRUST_PROXY=1, not srvx's `trustProxy`: its `true` trusts the leftmost X-Forwarded-For entry,
// which a client writes itself (ADR 0008). Start's CSRF check needs the public origin.
export const oneProxyHop: ServerMiddleware = (request, next) => {
  const url = URL.parse(request.url)
  const publicUrl = url && forwardedUrl(url, request.headers)
  if (publicUrl && publicUrl !== url)
    Object.defineProperty(request, 'url', { value: publicUrl.href, configurable: true })
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (last) Object.defineProperty(request, 'ip', { value: last.slice(0, 64), configurable: true })
  return next()
}

/** From the last X-Forwarded-Proto and -Host hop: the one our proxy added. */
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
  // A host without a port means the protocol's default port.
  if (validHost && !/:\d+$/.test(host)) copy.port = ''
  return copy.href === url.href ? url : copy
}
