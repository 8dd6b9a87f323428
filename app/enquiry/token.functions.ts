import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { handledHeader } from './handled.ts'

/**
 * A server-signed timestamp for the enquiry form (form-token.server.ts). The contact page is
 * prerendered, so the token cannot be in its HTML: the form asks for one when the visitor
 * first focuses it. POST, like every server function here, so the CSRF check applies and no
 * cache keeps a token.
 */
export const getEnquiryFormToken = createServerFn({ method: 'POST' }).handler(async () => {
  setResponseHeader(handledHeader, '1')
  setResponseHeader('cache-control', 'no-store')
  const { getEnquiryBackend } = await import('./runtime.server.ts')
  return { token: getEnquiryBackend().issueFormToken() }
})
