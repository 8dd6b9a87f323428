import { clinic } from '../app.config.ts'
import { ENQUIRY_MAX_BODY_BYTES } from '../app/enquiry/schema.ts'
import { clientIpHeader, handledHeader } from '../app/enquiry/client-ip.ts'
import { detectLocale } from '../app/i18n/detect.ts'
import { localizePath } from '../app/i18n/locales.ts'
import { renderRobots, renderSitemap } from '../app/seo/sitemap.ts'
import type { Health } from './health.ts'
import { isRoutablePath, trailingSlashTarget } from './paths.ts'
import { securityHeaders } from './security.ts'
import { loadStaticFiles, lookupStatic, staticResponse } from './static.ts'

export interface AppOptions {
  /** The built client directory (dist/client). */
  clientDir: string
  /** TanStack Start's request handler (dist/server/server.js). */
  startFetch: (request: Request) => Response | Promise<Response>
  /** Serve prerendered HTML (default). Off renders every page on request (bench, debugging). */
  servePrerendered?: boolean
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  trustProxy?: boolean
  /** GET /healthz and /readyz (server/health.ts). */
  health?: Pick<Health, 'live' | 'ready'>
}

/** What srvx adds to the Request: the peer address. */
type PeerRequest = Request & { ip?: string }

/**
 * The production request pipeline, in order: path hygiene, trailing-slash redirect,
 * language detection on `/`, sitemap/robots, prerendered pages and assets, then the
 * Start handler for everything else (404s and any page not prerendered).
 * Every response gets the security headers.
 */
export async function createApp({ clientDir, startFetch, servePrerendered = true, trustProxy = false, health }: AppOptions) {
  const files = await loadStaticFiles(clientDir)
  const sitemap = renderSitemap()
  const robots = renderRobots()

  async function route(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !url.pathname.startsWith('/_serverFn/')) {
      return text('Method Not Allowed', 405, { allow: 'GET, HEAD' })
    }
    if (!isRoutablePath(url.pathname)) return text('Bad Request: this address is not valid.', 400)
    if (request.method === 'POST') return forwardPost(request)
    if (health && url.pathname === '/healthz') return health.live()
    if (health && url.pathname === '/readyz') return health.ready()

    const slashed = trailingSlashTarget(url.pathname, url.search)
    if (slashed) return new Response(null, { status: 308, headers: { location: slashed } })

    if (url.pathname === '/') {
      // The English home answers only visitors detected as English; the answer depends on
      // these two request headers, which caches must know.
      const vary = 'Cookie, Accept-Language'
      const locale = detectLocale({ cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') })
      if (locale !== 'en') {
        return new Response(null, { status: 302, headers: { location: `${localizePath('/', locale)}${url.search}`, 'cache-control': 'private, no-cache', vary } })
      }
      const home = servePrerendered ? lookupStatic(files, '/') : undefined
      const response = home ? staticResponse(home, request) : await startFetch(request)
      return withVary(response, vary)
    }
    if (url.pathname === '/sitemap.xml') return text(sitemap, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })
    if (url.pathname === '/robots.txt') return text(robots, 200, { 'cache-control': 'public, max-age=3600' })

    const file = lookupStatic(files, url.pathname)
    const isPage = file?.type.startsWith('text/html') ?? false
    if (file && (servePrerendered || !isPage)) return staticResponse(file, request)
    return startFetch(request)
  }

  /**
   * Server-function posts: the body is read here, bounded, so an oversized or endless body
   * gets a 413 instead of failing deep inside the framework; the client's address goes in
   * a header only this server can set.
   */
  async function forwardPost(request: PeerRequest): Promise<Response> {
    const declared = Number(request.headers.get('content-length') ?? NaN)
    if (declared > ENQUIRY_MAX_BODY_BYTES) return text('Payload Too Large', 413)
    const body = await readBounded(request, ENQUIRY_MAX_BODY_BYTES)
    if (body === undefined) return text('Payload Too Large', 413)
    const headers = new Headers(request.headers)
    headers.set(clientIpHeader, clientIp(request))
    const response = await startFetch(new Request(request.url, { method: 'POST', headers, body: body as Uint8Array<ArrayBuffer>, signal: request.signal }))
    // A 5xx that never reached a handler (no handledHeader) is the framework failing to decode
    // the request body: malformed input, which is the client's error, not the server's.
    if (response.status >= 500 && !response.headers.has(handledHeader)) {
      await response.body?.cancel()
      return text('Bad Request: the request body could not be read.', 400)
    }
    return response
  }

  function clientIp(request: PeerRequest): string {
    if (trustProxy) {
      const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean)
      const last = hops.at(-1)
      if (last) return last.slice(0, 64)
    }
    return request.ip ?? 'unknown'
  }

  return async function fetch(request: Request): Promise<Response> {
    let url: URL
    try {
      url = new URL(request.url)
    } catch {
      return withHeaders(text('Bad Request', 400), false)
    }
    const https = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
    let response: Response
    try {
      response = await route(request, url)
    } catch (error) {
      console.error('Request failed', request.method, url.pathname, error)
      response = text('Internal Server Error', 500)
    }
    return withHeaders(response, https)
  }
}

/** The whole body, or undefined when it exceeds `limit` bytes. */
async function readBounded(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

function withVary(response: Response, vary: string): Response {
  const copy = new Response(response.body, response)
  const existing = copy.headers.get('vary')
  copy.headers.set('vary', existing ? `${vary}, ${existing}` : vary)
  return copy
}

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })
}

function withHeaders(response: Response, https: boolean): Response {
  const headers = securityHeaders({ https, gtm: clinic.gtmId !== '' })
  // Responses from fetch handlers may have immutable headers: copy when needed.
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}
