import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { cspNonceHeader } from './runtime/csp.ts'

/**
 * Defining a Start instance turns off Start's automatic CSRF protection, so it is added
 * back here for server functions (the enquiry form posts through one). Page requests are
 * plain navigations and are not checked.
 */
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn/'),
})

/**
 * The site's own rules (server/site-rules.ts). In production the server has run them before a
 * request reaches Start, and sends a rendered page's CSP nonce in a header only it sets; in
 * `npm run dev` the same rules run here (loaded in dev only). The router stamps the nonce on
 * the scripts and styles it renders (app/router.tsx); prerendered pages get none.
 */
const siteRules = createMiddleware().server(async ({ request, next }) => {
  if (import.meta.env.DEV) {
    const { inDev } = await import('../server/dev-pipeline.ts')
    return inDev(request, (cspNonce) => next({ context: { cspNonce } }))
  }
  return next({ context: { cspNonce: request.headers.get(cspNonceHeader) ?? undefined } })
})

/**
 * A server-function address this build does not have (a tab still showing a page of an
 * older build, a scanner): a 404. Start would answer 500 and print the error with its stack
 * on the console; an error carrying an HTTP status it answers quietly, and the production
 * server logs the 404 as one line (server/server-functions.ts).
 */
const unknownServerFn = createMiddleware().server(async ({ request, next }) => {
  try {
    return await next()
  } catch (error) {
    if (
      new URL(request.url).pathname.startsWith('/_serverFn/') &&
      error instanceof Error &&
      error.message.startsWith('Server function info not found')
    )
      throw Object.assign(new Error('Unknown server function'), {
        status: 404,
        statusText: 'Not Found',
      })
    throw error
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [siteRules, csrf, unknownServerFn],
}))
