import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { cspNonceHeader, errorStatusHeader, formStateHeader } from './runtime/csp.ts'
import { unknownServerFnAs404 } from './start-workarounds.ts'

// Defining a Start instance turns off Start's own CSRF check: it is put back for server
// functions only, since page requests are plain navigations.
const csrf = createCsrfMiddleware({
  filter: ({ request }) => new URL(request.url).pathname.startsWith('/_serverFn/'),
})

/** What the site's own server hands the renderer with a request (server/pages.ts). */
export interface RenderContext {
  cspNonce?: string | undefined
  /** An enquiry form sent without script, as encoded by app/enquiry/native-post.ts. */
  formState?: string | undefined
  /** Render the error screen of this status instead of the page (server/error-pages.ts). */
  errorStatus?: number | undefined
}

// Headers only the site's server may set, once its rules have run before Start (ADR 0013).
const rendererContext = createMiddleware().server(async ({ request, next }) => {
  const status = Number(request.headers.get(errorStatusHeader))
  const context: RenderContext = {
    cspNonce: request.headers.get(cspNonceHeader) ?? undefined,
    formState: request.headers.get(formStateHeader) ?? undefined,
    errorStatus: Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined,
  }
  return next({ context })
})

const unknownServerFn = createMiddleware().server(({ request, next }) =>
  unknownServerFnAs404(request, next),
)

export const startInstance = createStart(() => ({
  requestMiddleware: [rendererContext, csrf, unknownServerFn],
}))
