import { createServerFn } from '@tanstack/react-start'
import { getRequestIP, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { handledHeader } from './handled.ts'

/**
 * Receives an enquiry (POST, CSRF-checked in app/start.ts). The input is deliberately not
 * validated by a throwing validator here: the service validates it with the same schema as
 * the form and answers field error codes with status 400 (or 429 when rate limited), which
 * the form shows in the visitor's language. It never throws on malformed input.
 */
export const submitEnquiry = createServerFn({ method: 'POST' })
  .validator((input: unknown) => input)
  .handler(async ({ data }) => {
    setResponseHeader(handledHeader, '1')
    const { getEnquiryBackend } = await import('./runtime.server.ts')
    // The visitor's address as srvx resolved it (server/proxy.ts, TRUST_PROXY behind a proxy).
    const ip = getRequestIP() ?? 'unknown'
    const result = await getEnquiryBackend().service.submit(data, { ip })
    if (!result.ok) {
      setResponseStatus(result.status)
      if (result.status === 429) setResponseHeader('retry-after', String(result.retryAfterSeconds))
    }
    return result
  })
