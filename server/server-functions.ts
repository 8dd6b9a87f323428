import type { ServerRequest } from 'srvx'
import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'
import { ENQUIRY_MAX_BODY_BYTES } from '../app/enquiry/schema.ts'
import { decodeProblem, handledHeader } from '../app/start-workarounds.ts'
import { errorName, type ServerLog } from '../app/log.server.ts'
import { fromClient } from './pages.ts'
import { setHeaders, text } from './responses.ts'

// Read here, bounded: an endless body gets a 413, and one the framework could not decode a 400
// before the framework logs a client's mistake as a stack trace quoting the body.
export async function forwardPost(
  request: ServerRequest,
  url: URL,
  startFetch: (request: ServerRequest) => Response | Promise<Response>,
  log: ServerLog,
): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>
  try {
    body = await limitRequestBody(request, ENQUIRY_MAX_BODY_BYTES).bytes()
  } catch (error) {
    // The unread rest spoils the connection: close it, or a pooling proxy would reuse it.
    if (error instanceof BodyTooLargeError)
      return text('Payload Too Large', 413, { connection: 'close' })
    // The client's doing: one throttled line, no stack, so nobody raises server-error alerts.
    if (request.signal?.aborted || clientWentAway(error)) {
      log.clientError({
        method: request.method,
        path: url.pathname,
        status: 400,
        reason: 'client went away',
      })
      return text('Bad Request', 400, { connection: 'close' })
    }
    throw error
  }
  const headers = fromClient(request.headers)
  const rejected = (status: number, reason: string) =>
    log.clientError({ method: request.method, path: url.pathname, status, reason })
  if (body.byteLength === 0) {
    // No payload (a server function called without data): the framework must not parse one.
    headers.delete('content-type')
  } else {
    const problem = decodeProblem(headers.get('content-type'), body)
    if (problem) {
      rejected(problem.status, problem.status === 415 ? 'not JSON' : errorName(problem.cause))
      return problem.status === 415
        ? text('Unsupported Media Type: server functions take JSON.', 415)
        : text('Bad Request: the request body could not be read.', 400)
    }
  }
  const forwarded: ServerRequest = new Request(url, {
    method: 'POST',
    headers,
    body: body.byteLength === 0 ? null : body,
    signal: request.signal,
  })
  // Start's getRequestIP() reads `ip` from the request it was given (submit.functions.ts).
  forwarded.ip = request.ip
  const response = withApiHeaders(await startFetch(forwarded))
  if (!response.headers.has(handledHeader)) {
    // No handler reached: a function missing from this build (an older page) is the client's.
    if (response.status < 500) rejected(response.status, 'not handled')
    else
      log.serverError(
        'A server function failed before its handler',
        new Error(`framework answered ${response.status}`),
        { method: request.method, path: url.pathname },
      )
  }
  return response
}

// An API answer is data: a browser that somehow navigated to one saves it, never shows it.
function withApiHeaders(response: Response): Response {
  const headers: Record<string, string> = {
    'content-disposition': 'attachment; filename="api.json"',
  }
  const type = response.headers.get('content-type')
  if (type && /^application\/json\s*$/iu.test(type))
    headers['content-type'] = 'application/json; charset=utf-8'
  return setHeaders(response, headers)
}

function clientWentAway(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted'
}
