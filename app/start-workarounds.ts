// Every workaround for TanStack Start (1.169): review this file on each Start upgrade (ADR 0018).
// Cause of 1-3: Start logs any error without an HTTP status with console.error and a stack.
// Elsewhere: app/client.tsx's hydrateStart copy (waits for Start loading the server-function
// client only where used); build/deferred-scripts.ts (waits for a Start option to defer the entry).
import { fromJSON } from 'seroval'

// 1. A server-function body decoded as Start will, before it does: a client's 400 or 415, no stack.
// Waits for: Start answering an undecodable body with a 4xx instead of logging it.
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

// 2. Set by each server function as it starts: an answer without it is Start's own refusal.
// Waits for: Start telling its refusals (unknown function, CSRF) apart from a handler's answer.
export const handledHeader = 'x-clinic-handled'

// 3. A server function this build lacks (an older build's tab, a scanner): 404, told by Start's
// error text. Waits for: Start answering an unknown function id with 404 itself.
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
