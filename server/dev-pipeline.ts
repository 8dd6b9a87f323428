import { encodeFormState } from '../app/enquiry/native-post.ts'
import type { RenderContext } from '../app/start.ts'
import { withoutScripts } from './error-pages.ts'
import { createServerLog } from '../app/log.server.ts'
import { hasExtension, missingFile } from './pages.ts'
import { createNonce, inlineHashes, withPageCsp, withSecurityHeaders } from './security.ts'
import { runRules, siteRules } from './site-rules.ts'
import { startRoutePaths } from './start-routes.ts'

const log = createServerLog({ access: false })

/** The production server's rules and headers in `npm run dev`, from app/start.ts (ADR 0013). */
export async function inDev(
  request: Request,
  render: (context: RenderContext) => { response: Response } | Promise<{ response: Response }>,
): Promise<Response> {
  const url = new URL(request.url)
  const nonce = createNonce()
  const page = async (context: RenderContext) => {
    const { response } = await render({ cspNonce: nonce, ...context })
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    return withPageCsp(withNonceMeta(response, nonce), url, { nonce })
  }
  const rules = siteRules({
    log,
    // Rendered on request here; production renders each screen once (server/error-pages.ts).
    error: async (_request, _url, status, headers = {}) => {
      const { response } = await render({ errorStatus: status })
      const html = withoutScripts(await response.text())
      return withPageCsp(
        new Response(html, {
          status,
          headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
        }),
        url,
        inlineHashes(html),
      )
    },
    renderForm: () => async (formState, status) => {
      const response = await page({ formState: encodeFormState(formState) })
      return new Response(response.body, { status, headers: response.headers })
    },
  })
  const response = await runRules(rules, request, url, async () => {
    // As in production, a file name that is neither a file nor a server route is no page.
    const file = request.method !== 'POST' && hasExtension(url.pathname)
    if (file && !startRoutePaths.includes(url.pathname)) return missingFile()
    return page({})
  })
  return withSecurityHeaders(response, url.protocol === 'https:')
}

// Vite's dev client takes the nonce for the styles it injects from this tag's `nonce`
// attribute; the router writes it into `content` only.
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
