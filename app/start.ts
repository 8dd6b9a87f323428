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

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf, cspNonce],
}))
