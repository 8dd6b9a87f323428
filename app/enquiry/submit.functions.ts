import { createServerFn } from '@tanstack/react-start'
import { getRequestIP, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { handledHeader } from '../start-workarounds.ts'

// No throwing validator: the service answers error codes the form shows in the visitor's language.
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
