import { splitLocalePath } from '../app/i18n/locales.ts'
import { renderErrorDocument } from './error-pages.ts'
import { hasExtension, missingFile, renderedPage, type StartFetch } from './pages.ts'
import { createNonce, inlineHashes, withPageCsp, withSecurityHeaders } from './security.ts'
import { runRules, siteRules } from './site-rules.ts'
import { startRoutePaths } from './start-routes.ts'

/** ADR 0013. */
export async function inDev(request: Request, startFetch: StartFetch): Promise<Response> {
  const url = new URL(request.url)
  const page = async () => {
    const nonce = createNonce()
    const response = await renderedPage(request, url, startFetch, { nonce })
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    return withNonceMeta(response, nonce)
  }
  const rules = siteRules({
    error: async (_request, _url, status, headers = {}) => {
      const locale = splitLocalePath(url.pathname).locale
      const html = await renderErrorDocument(startFetch, locale, status)
      return withPageCsp(
        new Response(html, {
          status,
          headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
        }),
        url,
        inlineHashes(html),
      )
    },
  })
  const response = await runRules(rules, request, url, async () => {
    if (startRoutePaths.includes(url.pathname)) return startFetch(request)
    if (hasExtension(url.pathname)) return missingFile()
    return page()
  })
  return withSecurityHeaders(response, url.protocol === 'https:')
}

// Vite's dev client reads the nonce from the tag's `nonce`; the router fills `content` only.
function withNonceMeta(response: Response, nonce: string): Response {
  if (!response.body) return response
  const tag = `<meta property="csp-nonce" content="${nonce}"/>`
  const withNonce = `<meta property="csp-nonce" content="${nonce}" nonce="${nonce}"/>`
  let pending = ''
  let done = false
  const rewrite = new TransformStream<string, string>({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk)
      pending += chunk
      if (pending.includes(tag) || pending.includes('</head>')) {
        done = true
        controller.enqueue(pending.replace(tag, withNonce))
        pending = ''
      }
    },
    flush(controller) {
      if (pending) controller.enqueue(pending)
    },
  })
  const body = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(rewrite)
    .pipeThrough(new TextEncoderStream())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
