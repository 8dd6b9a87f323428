import { clinic } from '../app.config.ts'
import { detectLocale } from '../app/i18n/detect.ts'
import { localizePath } from '../app/i18n/locales.ts'
import { renderRobots, renderSitemap } from '../app/seo/sitemap.ts'
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
}

/**
 * The production request pipeline, in order: path hygiene, trailing-slash redirect,
 * language detection on `/`, sitemap/robots, prerendered pages and assets, then the
 * Start handler for everything else (404s and any page not prerendered).
 * Every response gets the security headers.
 */
export async function createApp({ clientDir, startFetch, servePrerendered = true }: AppOptions) {
  const files = await loadStaticFiles(clientDir)
  const sitemap = renderSitemap()
  const robots = renderRobots()

  async function route(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !url.pathname.startsWith('/_serverFn/')) {
      return text('Method Not Allowed', 405, { allow: 'GET, HEAD' })
    }
    if (!isRoutablePath(url.pathname)) return text('Bad Request: this address is not valid.', 400)

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
    if (file && request.method !== 'POST' && (servePrerendered || !isPage)) return staticResponse(file, request)
    return startFetch(request)
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
