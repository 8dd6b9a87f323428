import { createStart } from '@tanstack/react-start'

/** What the site's own server hands the renderer with a request: `handler.fetch(request, { context })`. */
export interface RenderContext {
  cspNonce?: string | undefined
  errorStatus?: number | undefined
}

// No server functions: the enquiry form posts to its own route (ADR 0021), so no CSRF middleware.
export const startInstance = createStart(() => ({}))

declare module '@tanstack/react-start' {
  interface Register {
    server: { requestContext: RenderContext }
  }
}
