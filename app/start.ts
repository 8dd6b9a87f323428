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
 * The Content-Security-Policy nonce of a page rendered on request: made by the production
 * server (server/app.ts), which sends it in the CSP header; the router stamps it on the
 * scripts and styles it renders (app/router.tsx). Absent while prerendering: prerendered
 * pages are allowed by the hashes of their inline code instead.
 */
const cspNonce = createMiddleware().server(({ request, next }) =>
  next({ context: { cspNonce: request.headers.get(cspNonceHeader) ?? undefined } }),
)

/**
 * A server-function address this build does not have (a tab still showing a page of an
 * older build, a scanner): a 404. Start would answer 500 and print the error with its stack
 * on the console; an error carrying an HTTP status it answers quietly, and the production
 * server logs the 404 as one line (server/app.ts).
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
  requestMiddleware: [csrf, cspNonce, unknownServerFn],
}))
