/** The production pipeline: srvx middleware, the site's rules, then the answer (ADR 0013). */
import type { ServerMiddleware, ServerRequest } from 'srvx'
import type { Health } from './health.ts'
import { createServerLog, type ServerLog } from '../app/log.server.ts'
import { renderNotFoundPages, notFoundResponse, type NotFoundPages } from './not-found.ts'
import {
  builtFileResponse,
  hasExtension,
  loadCspManifest,
  missingFile,
  renderedPage,
  staticPath,
  type StartFetch,
} from './pages.ts'
import { renderErrorPages, wantsHtml, type ErrorPages } from './error-pages.ts'
import { trustedProxies, type ProxyTrust } from './proxy.ts'
import { setHeaders } from './responses.ts'
import { withSecurityHeaders } from './security.ts'
import { createRenderBudget, type RenderBudgetOptions } from './render-budget.ts'
import { isContactPage, runRules, siteRules, type Rule } from './site-rules.ts'
import { loadStartRoutes, startRouteResponse } from './start-routes.ts'
import { loadStaticFiles } from './static.ts'
import { wantsData } from '../app/enquiry/form-state.ts'
import { splitLocalePath } from '../app/i18n/locales.ts'
import { pageMatrix } from '../app/site/pages.ts'

export interface AppOptions {
  clientDir: string
  startFetch: StartFetch
  servePrerendered?: boolean
  trustProxy?: boolean | ProxyTrust
  health?: Pick<Health, 'live' | 'readySummary'>
  log?: ServerLog
  renderBudget?: RenderBudgetOptions
}

export interface App {
  middleware: ServerMiddleware[]
  fetch: (request: ServerRequest) => Promise<Response>
}

export async function createApp({
  clientDir,
  startFetch,
  servePrerendered = true,
  trustProxy = false,
  health,
  log = createServerLog(),
  renderBudget,
}: AppOptions): Promise<App> {
  const files = await loadStaticFiles(clientDir)
  const pageHashes = await loadCspManifest(clientDir)
  const notFoundPages: NotFoundPages = servePrerendered
    ? await renderNotFoundPages(startFetch)
    : new Map<never, never>()
  const startRoutes = await loadStartRoutes(startFetch)
  const errorPages = await renderErrorPages(startFetch, { eager: servePrerendered })
  const errorPage: ErrorPages['answer'] = (...args) => errorPages.answer(...args)
  const renders = createRenderBudget(renderBudget)

  // Before the rules: these two have no slash, and answer GET and HEAD only.
  const healthChecks: Rule = (request, url, next) => {
    if (!health || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
    if (url.pathname === '/healthz') return health.live()
    if (url.pathname === '/readyz') return health.readySummary()
    return next()
  }
  const rules = [healthChecks, ...siteRules({ error: errorPage })]

  async function answer(request: ServerRequest, url: URL): Promise<Response> {
    // The script's post is answered as data, never rendered; the browser's own may be a page.
    if (request.method === 'POST' && isContactPage(url.pathname)) {
      if (wantsData(request)) return renderedPage(request, url, startFetch)
      return (
        (await renders.run(ipOf(request), () => renderedPage(request, url, startFetch))) ??
        errorPage(request, url, 429, { 'retry-after': '60' })
      )
    }
    const fixed = startRouteResponse(startRoutes, request, url)
    if (fixed) return fixed
    const urlPath = staticPath(url.pathname)
    const file = files.get(urlPath)
    const isPage = file?.type.startsWith('text/html') ?? false
    // The reference is in the page only when rendered: over budget, the same page without it.
    if (namesReference(url)) {
      const named = await renders.run(ipOf(request), () => renderedPage(request, url, startFetch))
      if (named) return setHeaders(named, { 'cache-control': 'no-store' })
    }
    if (file && (servePrerendered || !isPage))
      return builtFileResponse(file, request, url, urlPath, pageHashes)
    // An old link to a file: the 404 screen for a browser, the short line for a script or scanner.
    if (hasExtension(url.pathname))
      return (wantsHtml(request) && notFoundResponse(notFoundPages, request, url)) || missingFile()
    return notFoundResponse(notFoundPages, request, url) ?? renderedPage(request, url, startFetch)
  }

  const accessLog: ServerMiddleware = async (request, next) => {
    const started = performance.now()
    const response = await next()
    log.access({
      method: request.method,
      path: pathOf(request.url),
      status: response.status,
      durationMs: performance.now() - started,
      ip: ipOf(request),
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
      response = await errorPage(request, URL.parse(request.url) ?? undefined, 500)
    }
    return withSecurityHeaders(response, request.url.startsWith('https:'))
  }

  return {
    middleware: trustProxy
      ? [
          trustedProxies(trustProxy === true ? { hops: 1 } : trustProxy),
          accessLog,
          headersAndErrors,
        ]
      : [accessLog, headersAndErrors],
    async fetch(request: ServerRequest) {
      const url = URL.parse(request.url)
      if (!url) return errorPage(request, undefined, 400)
      return runRules(rules, request, url, () => answer(request, url))
    },
  }
}

function ipOf(request: ServerRequest): string {
  return request.ip ?? 'unknown'
}

function namesReference(url: URL): boolean {
  return (
    url.searchParams.has('ref') && splitLocalePath(url.pathname).path === pageMatrix.thankYou.path
  )
}

/** Never the query: it may carry visitor data. */
function pathOf(href: string): string {
  return URL.parse(href)?.pathname ?? '(invalid)'
}
