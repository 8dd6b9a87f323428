import { hasExtension, missingFile } from './pages.ts'
import { createNonce, withPageCsp, withSecurityHeaders } from './security.ts'
import { runRules, siteRules } from './site-rules.ts'
import { startRoutePaths } from './start-routes.ts'

/** The production server's rules and headers in `npm run dev`, from app/start.ts (ADR 0013). */
export async function inDev(
  request: Request,
  render: (cspNonce: string) => { response: Response } | Promise<{ response: Response }>,
): Promise<Response> {
  const url = new URL(request.url)
  const nonce = createNonce()
  const response = await runRules(siteRules, request, url, async () => {
    // As in production, a file name that is neither a file nor a server route is no page.
    const file = request.method !== 'POST' && hasExtension(url.pathname)
    if (file && !startRoutePaths.includes(url.pathname)) return missingFile()
    const { response } = await render(nonce)
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    return withPageCsp(withNonceMeta(response, nonce), url, { nonce })
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
