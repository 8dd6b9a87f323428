import { readFile } from 'node:fs/promises'
import { fromJSON } from 'seroval'
import type { ServerMiddleware, ServerRequest } from 'srvx'
import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'
import * as v from 'valibot'
import { clinic } from '../app/site/clinic.ts'
import { ENQUIRY_MAX_BODY_BYTES } from '../app/enquiry/schema.ts'
import { handledHeader } from '../app/enquiry/handled.ts'
import { detectLocale } from '../app/i18n/detect.ts'
import { locales, localizePath, splitLocalePath, type Locale } from '../app/i18n/locales.ts'
import { shownPath } from '../app/layout/error-path.ts'
import { cspNonceHeader } from '../app/runtime/csp.ts'
import { createServerLog, errorName, type ServerLog } from './log.ts'
import { renderRobots, renderSitemap } from '../app/seo/sitemap.ts'
import type { Health } from './health.ts'
import { isRoutablePath, trailingSlashTarget } from './paths.ts'
import {
  createNonce,
  cspManifestPath,
  inlineHashes,
  securityHeaders,
  type InlineSources,
} from './security.ts'
import {
  compressedResponse,
  loadStaticFiles,
  lookupStatic,
  staticResponse,
  type StaticFile,
} from './static.ts'

export interface AppOptions {
  /** The built client directory (dist/client). */
  clientDir: string
  /** TanStack Start's request handler (dist/server/server.js). */
  startFetch: (request: Request) => Response | Promise<Response>
  /** Serve prerendered HTML (default). Off renders every page on request (bench, debugging). */
  servePrerendered?: boolean
  /**
   * Behind one reverse proxy: the client address (`request.ip`) is the last X-Forwarded-For
   * hop, and the public protocol and host come from X-Forwarded-Proto and X-Forwarded-Host.
   */
  trustProxy?: boolean
  /** GET /healthz and /readyz (server/health.ts). */
  health?: Pick<Health, 'live' | 'ready'>
  /** Access and error log (default: JSON lines on stdout/stderr, no client addresses). */
  log?: ServerLog
}

/** The server's parts for srvx's `serve()`: the middleware in order, then the router. */
export interface App {
  middleware: ServerMiddleware[]
  fetch: (request: ServerRequest) => Promise<Response>
}

/**
 * The production request pipeline as srvx middleware, in order: the proxy hop (TRUST_PROXY),
 * the access log, the security headers (and a 500 for anything thrown); then the router: path
 * hygiene, trailing-slash redirect, language detection on `/`, sitemap/robots, prerendered
 * pages and assets, then the Start handler for everything else (404s and any page not
 * prerendered).
 */
export async function createApp({
  clientDir,
  startFetch,
  servePrerendered = true,
  trustProxy = false,
  health,
  log = createServerLog(),
}: AppOptions) {
  const files = await loadStaticFiles(clientDir)
  const pageHashes = await loadCspManifest(clientDir)
  const sitemap = renderSitemap()
  const robots = renderRobots()
  const gtm = clinic.gtmId !== ''
  const notFoundPages = servePrerendered
    ? await renderNotFoundPages()
    : new Map<Locale, NotFoundPage>()

  /** The page's Content-Security-Policy, for its inline code (hashes or nonce). */
  function withCsp(response: Response, url: URL, inline: InlineSources): Response {
    const { 'content-security-policy': csp = '' } = securityHeaders({
      https: url.protocol === 'https:',
      gtm,
      inline,
    })
    return setHeaders(response, { 'content-security-policy': csp })
  }

  /** A page rendered for this request: its scripts and styles carry a fresh nonce. */
  async function render(request: Request, url: URL): Promise<Response> {
    const nonce = createNonce()
    const response = await startFetch(forStart(request, url, nonce))
    return withCsp(response, url, { nonce })
  }

  /** A prerendered page or other built file. */
  function serveFile(file: StaticFile, request: Request, url: URL, urlPath: string): Response {
    const response = staticResponse(file, request)
    if (!file.type.startsWith('text/html')) return response
    const hashes = pageHashes[urlPath]
    if (!hashes)
      throw new Error(`No CSP hashes for ${urlPath}: the build is incomplete (run vite build)`)
    return withCsp(response, url, hashes)
  }

  /**
   * The 404 screen of each language, rendered once at start-up (at a placeholder address) and
   * served for every unknown address with its inline code allowed by hash, as for a
   * prerendered page: a flood of unknown addresses costs no rendering. Its one line naming the
   * address (app/layout/ErrorPage.tsx) gets each request's address, HTML-escaped, so visitors
   * without script and crawlers read it too; nothing else changes, so the hashes hold.
   */
  async function renderNotFoundPages(): Promise<Map<Locale, NotFoundPage>> {
    const pages = new Map<Locale, NotFoundPage>()
    for (const locale of locales) {
      const path = localizePath(notFoundPlaceholder, locale)
      const response = await startFetch(new Request(new URL(path, 'http://localhost')))
      const html = await response.text()
      if (response.status !== 404)
        throw new Error(`The 404 page for ${locale} answered ${response.status}`)
      const parts = html.split(path)
      const [before = '', after = ''] = parts
      if (parts.length !== 2 || !before.endsWith(addressStart) || !after.startsWith('</bdi>'))
        throw new Error(
          `The 404 page for ${locale} must name its address once, in its path line, and nowhere else`,
        )
      pages.set(locale, { before, after, hashes: inlineHashes(html) })
    }
    return pages
  }

  function notFound(request: Request, url: URL): Response | undefined {
    const page = notFoundPages.get(splitLocalePath(url.pathname).locale)
    if (!page) return undefined
    const html = `${page.before}${escapeHtml(shownPath(url.pathname))}${page.after}`
    const response = compressedResponse(
      new TextEncoder().encode(html),
      'text/html; charset=utf-8',
      request,
      404,
    )
    return withCsp(response, url, page.hashes)
  }

  async function route(request: ServerRequest, url: URL): Promise<Response> {
    if (url.pathname.startsWith('/_serverFn/')) {
      // The site's server functions are POST only; anything else would reach the framework
      // and fail there with a 500.
      if (request.method !== 'POST') return text('Method Not Allowed', 405, { allow: 'POST' })
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text('Method Not Allowed', 405, { allow: 'GET, HEAD' })
    }
    if (!isRoutablePath(url.pathname)) return text('Bad Request: this address is not valid.', 400)
    if (request.method === 'POST') return forwardPost(request, url)
    if (health && url.pathname === '/healthz') return health.live()
    if (health && url.pathname === '/readyz') return health.ready()

    const slashed = trailingSlashTarget(url.pathname, url.search)
    if (slashed) return new Response(null, { status: 308, headers: { location: slashed } })

    if (url.pathname === '/') {
      // The English home answers only visitors detected as English; the answer depends on
      // these two request headers, which caches must know.
      const vary = 'Cookie, Accept-Language'
      const locale = detectLocale({
        cookie: request.headers.get('cookie'),
        acceptLanguage: request.headers.get('accept-language'),
      })
      if (locale !== 'en') {
        return new Response(null, {
          status: 302,
          headers: {
            location: `${localizePath('/', locale)}${url.search}`,
            'cache-control': 'private, no-cache',
            vary,
          },
        })
      }
      const home = servePrerendered ? lookupStatic(files, '/') : undefined
      const response = home
        ? serveFile(home, request, url, '/index.html')
        : await render(request, url)
      return withVary(response, vary)
    }
    if (url.pathname === '/sitemap.xml')
      return text(sitemap, 200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      })
    if (url.pathname === '/robots.txt')
      return text(robots, 200, { 'cache-control': 'public, max-age=3600' })

    const urlPath = staticPath(url.pathname)
    const file = files.get(urlPath)
    const isPage = file?.type.startsWith('text/html') ?? false
    if (file && (servePrerendered || !isPage)) return serveFile(file, request, url, urlPath)
    // A missing file (an old script chunk after a deploy, /.env, /wp-login.php): no page.
    if (hasExtension(url.pathname)) return text('Not Found', 404, { 'cache-control': 'no-cache' })
    return notFound(request, url) ?? render(request, url)
  }

  /**
   * Server-function posts: the body is read here, bounded, so an oversized or endless body
   * gets a 413 instead of failing deep inside the framework; a body the framework could not
   * decode is refused here too (decodeProblem), so the framework never reports a client's
   * mistake on the console itself (a stack trace quoting the body). The client's address goes
   * with the request as srvx's `ip`, and a client-sent CSP nonce header is dropped.
   */
  async function forwardPost(request: ServerRequest, url: URL): Promise<Response> {
    let body: Uint8Array<ArrayBuffer>
    try {
      // srvx's limit: a declared Content-Length above it fails at once, a longer stream as
      // soon as it passes it.
      body = await limitRequestBody(request, ENQUIRY_MAX_BODY_BYTES).bytes()
    } catch (error) {
      // The rest of the body is never read, so the connection cannot carry another request:
      // closing it is the only clean answer (a pooling proxy would otherwise send the next
      // visitor's request into it, where it would hang until the connection is reset).
      if (error instanceof BodyTooLargeError)
        return text('Payload Too Large', 413, { connection: 'close' })
      throw error
    }
    const headers = new Headers(request.headers)
    headers.delete(cspNonceHeader)
    if (body.byteLength === 0) {
      // No payload (a server function called without data): the framework must not try to
      // parse one.
      headers.delete('content-type')
    } else {
      const problem = decodeProblem(headers.get('content-type'), body)
      if (problem) {
        log.clientError({
          method: request.method,
          path: url.pathname,
          status: problem.status,
          reason: problem.reason,
        })
        return problem.status === 415
          ? text('Unsupported Media Type: server functions take JSON.', 415)
          : text('Bad Request: the request body could not be read.', 400)
      }
    }
    const forwarded: ServerRequest = new Request(url, {
      method: 'POST',
      headers,
      body: body.byteLength === 0 ? null : body,
      signal: request.signal,
    })
    // Start's getRequestIP() reads `ip` from the request it was given (submit.functions.ts).
    forwarded.ip = request.ip
    const response = await startFetch(forwarded)
    if (!response.headers.has(handledHeader)) {
      // The framework answered without reaching a handler: a function this build does not
      // have (a page from an older build) is the client's 404; anything else is ours.
      if (response.status < 500)
        log.clientError({
          method: request.method,
          path: url.pathname,
          status: response.status,
          reason: 'not handled',
        })
      else
        log.serverError(
          'A server function failed before its handler',
          new Error(`framework answered ${response.status}`),
          { method: request.method, path: url.pathname },
        )
    }
    return response
  }

  const accessLog: ServerMiddleware = async (request, next) => {
    const started = performance.now()
    const response = await next()
    log.access({
      method: request.method,
      path: pathOf(request.url),
      status: response.status,
      durationMs: performance.now() - started,
      ip: request.ip ?? 'unknown',
    })
    return response
  }

  const headersAndErrors: ServerMiddleware = async (request, next) => {
    let response: Response
    try {
      response = await next()
    } catch (error) {
      log.serverError('Request failed', error, {
        method: request.method,
        path: pathOf(request.url),
      })
      response = text('Internal Server Error', 500)
    }
    return withHeaders(response, request.url.startsWith('https:'))
  }

  return {
    middleware: trustProxy
      ? [oneProxyHop, accessLog, headersAndErrors]
      : [accessLog, headersAndErrors],
    async fetch(request: ServerRequest) {
      let url: URL
      try {
        url = new URL(request.url)
      } catch {
        return text('Bad Request', 400)
      }
      return route(request, url)
    },
  }
}

/**
 * Behind one reverse proxy (TRUST_PROXY=1): the request's `ip` and `url` as the visitor sent
 * them, set the way srvx's own `trustProxy` option sets them, so the rest of the pipeline and
 * the framework (getRequestIP) read srvx's fields. Behind a TLS-terminating proxy the request
 * arrives as http://internal-host: the framework's CSRF check needs the public origin
 * (browsers without Sec-Fetch-Site send only Origin).
 * Hand-written rather than srvx's `trustProxy`: its `true` trusts every hop (the leftmost
 * X-Forwarded-For entry, which a client writes itself behind a proxy that appends, such as
 * nginx), and its other forms need the proxy's address, which a container network assigns
 * at random. This site runs behind exactly one proxy, so the last hop is the one to trust.
 */
const oneProxyHop: ServerMiddleware = (request, next) => {
  const url = URL.parse(request.url)
  const publicUrl = url && forwardedUrl(url, request.headers)
  if (publicUrl && publicUrl !== url)
    Object.defineProperty(request, 'url', { value: publicUrl.href, configurable: true })
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (last) Object.defineProperty(request, 'ip', { value: last.slice(0, 64), configurable: true })
  return next()
}

/** The path of a request URL, for the log (never the query: it may carry visitor data). */
function pathOf(href: string): string {
  try {
    return new URL(href).pathname
  } catch {
    return '(invalid)'
  }
}

/** The request's public URL from the last X-Forwarded-Proto and X-Forwarded-Host hop (the one our proxy added). */
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

/**
 * A bodiless request (GET, HEAD) as the framework should see it: at its public URL, with
 * this response's CSP nonce in a header only this server sets.
 */
function forStart(request: Request, url: URL, nonce: string): Request {
  const headers = new Headers(request.headers)
  headers.set(cspNonceHeader, nonce)
  return new Request(url, { method: request.method, headers, signal: request.signal })
}

/**
 * Why the framework could not decode a server-function body, or undefined when it can.
 * Start's client posts `application/json` with a seroval payload; the framework would parse it
 * with JSON.parse and seroval's fromJSON and report any failure on the console with its stack
 * (and the body's bytes in the message). The same two steps run here first: an error's name
 * is the reason logged, never its message.
 */
export function decodeProblem(
  contentType: string | null,
  body: Uint8Array,
): { status: 400 | 415; reason: string } | undefined {
  if (!contentType?.toLowerCase().includes('application/json'))
    return { status: 415, reason: 'not JSON' }
  try {
    fromJSON(JSON.parse(new TextDecoder().decode(body)) as Parameters<typeof fromJSON>[0])
    return undefined
  } catch (error) {
    return { status: 400, reason: errorName(error) }
  }
}

/** The address the 404 screens are rendered at, once per language (never a page). */
const notFoundPlaceholder = '/__clinic-not-found__/'
/** Where the 404 screen's path line holds the address (app/layout/ErrorPage.tsx). */
const addressStart = '<bdi class="error-page__address">'

/** A language's 404 screen around its address line's text, and its inline code's hashes. */
interface NotFoundPage {
  before: string
  after: string
  hashes: InlineSources
}

/** Text for an HTML text node or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

/** The built file for a request path: '/cn/services/' -> '/cn/services/index.html'. */
function staticPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.html` : pathname
}

function hasExtension(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}

const CspManifestSchema = v.record(
  v.string(),
  v.object({ scripts: v.array(v.string()), styles: v.array(v.string()) }),
)

/** The build's inline-code hashes per prerendered page (build/csp-plugin.ts). */
async function loadCspManifest(
  clientDir: string,
): Promise<v.InferOutput<typeof CspManifestSchema>> {
  const path = cspManifestPath(clientDir)
  let json: string
  try {
    json = await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${path}: the build is incomplete (run vite build)`, {
      cause: error,
    })
  }
  return v.parse(CspManifestSchema, JSON.parse(json))
}

function withVary(response: Response, vary: string): Response {
  const copy = new Response(response.body, response)
  const existing = copy.headers.get('vary')
  copy.headers.set('vary', existing ? `${vary}, ${existing}` : vary)
  return copy
}

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}

/** The security headers; a page's own Content-Security-Policy (withCsp) is kept. */
function withHeaders(response: Response, https: boolean): Response {
  const headers = securityHeaders({ https, gtm: clinic.gtmId !== '' })
  if (response.headers.has('content-security-policy')) delete headers['content-security-policy']
  return setHeaders(response, headers)
}

function setHeaders(response: Response, headers: Record<string, string>): Response {
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
