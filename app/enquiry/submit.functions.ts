import { createServerFn } from '@tanstack/react-start'
import {
  getRequestHeader,
  setResponseHeader,
  setResponseStatus,
} from '@tanstack/react-start/server'
import { clientIpHeader, handledHeader } from './client-ip.ts'

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
    const ip = getRequestHeader(clientIpHeader) ?? 'unknown'
    const result = await getEnquiryBackend().service.submit(data, { ip })
    if (!result.ok) {
      setResponseStatus(result.status)
      if (result.status === 429) setResponseHeader('retry-after', String(result.retryAfterSeconds))
    }
    return result
  })
