import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { cspNonceHeader } from './runtime/csp.ts'

// Defining a Start instance turns off Start's own CSRF check: it is put back for server
// functions only, since page requests are plain navigations.
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn/'),
})

// In production the server has already run the site's rules and passes the CSP nonce in a
// header; in dev they run here. Why: docs/decisions/0013-one-request-pipeline.md
const siteRules = createMiddleware().server(async ({ request, next }) => {
  if (import.meta.env.DEV) {
    const { inDev } = await import('../server/dev-pipeline.ts')
    return inDev(request, (cspNonce) => next({ context: { cspNonce } }))
  }
  return next({ context: { cspNonce: request.headers.get(cspNonceHeader) ?? undefined } })
})

// A server function this build lacks (a tab from an older build, a scanner) is a 404: Start
// would answer 500 with a stack trace, but answers an error carrying a status quietly.
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
