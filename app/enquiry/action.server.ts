// The contact route's POST handler, the enquiry form's one action (ADR 0021).
import { isCsrfRequestAllowed } from '@tanstack/react-start'
import { getRequestIP, setResponseHeaders, setResponseStatus } from '@tanstack/react-start/server'
import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'
import { localizePath, type Locale } from '../i18n/locales.ts'
import { createServerLog, errorName } from '../log.server.ts'
import { pageMatrix } from '../site/pages.ts'
import { wantsData, type EnquiryAnswer, type FormState } from './form-state.ts'
import { getEnquiryBackend } from './runtime.server.ts'
import {
  ENQUIRY_MAX_BODY_BYTES,
  ENQUIRY_VISITOR_FIELDS,
  type EnquiryFieldErrors,
  type SubmitErrorCode,
} from './schema.ts'

export type RenderPage<T> = (context: { formState?: FormState; errorStatus?: number }) => T

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
const log = createServerLog({ access: false })
// What the visitor typed, or their reference: never kept by a cache or the back-forward cache.
const NO_STORE = { 'cache-control': 'no-store' }

export async function answerEnquiry<T>(
  request: Request,
  { locale, render }: { locale: Locale | undefined; render: RenderPage<T> },
): Promise<Response | T> {
  const asData = wantsData(request)
  const data = (body: EnquiryAnswer, status: number, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
  const page = (status: number, context: Parameters<RenderPage<T>>[0], headers = {}) => {
    setResponseStatus(status)
    setResponseHeaders(new Headers({ ...NO_STORE, ...headers }))
    return render(context)
  }
  // The site's error screen (995 and the clinic's phone), never a plain-text refusal.
  const refuse = (status: number, reason: string, headers = {}) => {
    log.clientError({ method: 'POST', path: new URL(request.url).pathname, status, reason })
    const problem: SubmitErrorCode = status === 413 ? 'too_large' : 'invalid_request'
    return asData
      ? data({ ok: false, problem, errors: {} }, status, headers)
      : page(status, { errorStatus: status }, headers)
  }

  if (!locale) return refuse(404, 'no such contact page')
  // Sec-Fetch-Site, else Origin, else Referer; none, or `Origin: null`, counts as another site.
  if (!(await isCsrfRequestAllowed({}, { request } as Parameters<typeof isCsrfRequestAllowed>[1])))
    return refuse(403, 'cross-site form post')
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!FORM_TYPES.includes(type)) return refuse(415, 'not a form')

  let form: FormData
  try {
    const body = await limitRequestBody(request, ENQUIRY_MAX_BODY_BYTES).bytes()
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData()
  } catch (error) {
    // The unread rest spoils the connection: close it, or a pooling proxy would reuse it.
    if (error instanceof BodyTooLargeError)
      return refuse(413, 'body too large', { connection: 'close' })
    return refuse(400, request.signal.aborted ? 'client went away' : errorName(error))
  }

  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value
  fields['locale'] = locale
  fields['sourcePage'] = localizePath(pageMatrix.contact.path, locale)

  const result = await getEnquiryBackend().service.submit(fields, {
    ip: getRequestIP() ?? 'unknown',
  })
  if (result.ok) {
    if (asData) return data({ ok: true, ref: result.id }, 200)
    const thankYou = localizePath(pageMatrix.thankYou.path, locale)
    const location = `${thankYou}?ref=${encodeURIComponent(result.id)}`
    return new Response(null, { status: 303, headers: { location, ...NO_STORE } })
  }

  const problem = 'code' in result ? result.code : undefined
  const errors: EnquiryFieldErrors = result.status === 400 ? (result.fieldErrors ?? {}) : {}
  const retry: Record<string, string> =
    result.status === 429 ? { 'retry-after': String(result.retryAfterSeconds) } : {}
  if (asData) return data({ ok: false, problem, errors }, result.status, retry)
  const values: FormState['values'] = {}
  for (const field of ENQUIRY_VISITOR_FIELDS) {
    const value = fields[field]
    if (value !== undefined) values[field] = value
  }
  return page(result.status, { formState: { values, errors, problem } }, retry)
}
