/**
 * Where the site works around TanStack Start (1.169), each part with its reason and the upstream
 * change that lets it go: review this file on every Start upgrade (ADR 0018). The cause of the
 * first three: Start logs any error without an HTTP status with `console.error` and a stack
 * (`resolveErrorStatus`, start-server-core), so a client's mistake could fill the error log,
 * quote a request body and raise alerts at will.
 *
 * Elsewhere, as it must be:
 * - app/client.tsx copies Start's `hydrateStart` without the server-function client, which it
 *   always imports and only the contact page needs (ADR 0001); client.test.ts pins the copy.
 *   Waits for: Start loading that client only where a page calls a server function.
 * - build/deferred-scripts.ts rewrites Start's production manifest module so that the page's
 *   scripts start after `load` (ADR 0019): no `modulepreload` hints, the entry script inert.
 *   Waits for: a Start option to defer the entry and its hints.
 */
import { fromJSON } from 'seroval'

/**
 * 1. The body of a server-function post, decoded as Start will decode it, before Start sees it
 * (server/server-functions.ts): what fails here is the client's 400 or 415, logged by name.
 * Waits for: Start answering an undecodable body with a 4xx instead of logging it.
 */
export function decodeProblem(
  contentType: string | null,
  body: Uint8Array,
): { status: 415 } | { status: 400; cause: unknown } | undefined {
  if (!contentType?.toLowerCase().includes('application/json')) return { status: 415 }
  try {
    fromJSON(JSON.parse(new TextDecoder().decode(body)) as Parameters<typeof fromJSON>[0])
    return undefined
  } catch (cause) {
    return { status: 400, cause }
  }
}

/**
 * 2. Set by each server function as it starts (app/enquiry/*.functions.ts): an answer without it
 * is Start's own refusal, which server/server-functions.ts logs as the client's or as ours.
 * Waits for: Start telling its refusals (unknown function, CSRF) apart from a handler's answer.
 */
export const handledHeader = 'x-clinic-handled'

/**
 * 3. A server function this build lacks (a tab from an older build, a scanner) is a 404, told by
 * Start's error text: Start would answer 500 and log a stack, but answers an error carrying a
 * status quietly (app/start.ts's last request middleware). Waits for: Start answering an
 * unknown function id with 404 itself.
 */
export async function unknownServerFnAs404<T>(
  request: Request,
  next: () => T | Promise<T>,
): Promise<Awaited<T>> {
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
}
