import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { handledHeader } from '../start-workarounds.ts'

// The contact page is prerendered, so the signed start time cannot be in its HTML: the form asks
// on first focus. POST, so the CSRF check applies and no cache keeps a token.
export const getEnquiryFormToken = createServerFn({ method: 'POST' }).handler(async () => {
  setResponseHeader(handledHeader, '1')
  setResponseHeader('cache-control', 'no-store')
  const { getEnquiryBackend } = await import('./runtime.server.ts')
  return { token: getEnquiryBackend().issueFormToken() }
})
