/** The enquiry form as the browser sends it without script: docs/enquiries.md, "Without JavaScript". */
import type { ServerRequest } from 'srvx'
import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'
import { type NativeFormState } from '../app/enquiry/native-post.ts'
import { getEnquiryBackend } from '../app/enquiry/runtime.server.ts'
import { ENQUIRY_MAX_BODY_BYTES, ENQUIRY_VISITOR_FIELDS } from '../app/enquiry/schema.ts'
import { localizePath, splitLocalePath } from '../app/i18n/locales.ts'
import { pageExistsIn, pageIdAt, pageMatrix } from '../app/site/pages.ts'
import { errorName, type ServerLog } from '../app/log.server.ts'
import type { Rule } from './site-rules.ts'

export type RenderForm = (state: NativeFormState, status: number) => Promise<Response>
export type ErrorAnswer = (
  request: Request,
  url: URL | undefined,
  status: number,
  headers?: Record<string, string>,
) => Response | Promise<Response>

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export function isContactPage(pathname: string): boolean {
  const { locale, path } = splitLocalePath(pathname)
  return pageIdAt(path) === 'contact' && pageExistsIn('contact', locale)
}

export function nativeEnquiry(options: {
  render: (request: Request, url: URL) => RenderForm
  errorAnswer: ErrorAnswer
  log: Pick<ServerLog, 'clientError'>
}): Rule {
  return async (request, url, next) => {
    if (request.method !== 'POST' || !isContactPage(url.pathname)) return next()
    const refuse = (status: number, reason: string) => {
      options.log.clientError({ method: 'POST', path: url.pathname, status, reason })
      return options.errorAnswer(request, url, status)
    }
    // Another site's page must not send enquiries from its visitors' addresses (as Start's CSRF).
    if (crossSite(request, url)) return refuse(403, 'cross-site form post')
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!FORM_TYPES.includes(type)) return refuse(415, 'not a form')

    let form: FormData
    try {
      const body = await limitRequestBody(request, ENQUIRY_MAX_BODY_BYTES).bytes()
      form = await new Response(body, {
        headers: { 'content-type': request.headers.get('content-type')! },
      }).formData()
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        options.log.clientError({
          method: 'POST',
          path: url.pathname,
          status: 413,
          reason: 'body too large',
        })
        return options.errorAnswer(request, url, 413, { connection: 'close' })
      }
      return refuse(400, errorName(error))
    }

    const { locale } = splitLocalePath(url.pathname)
    const data: Record<string, string> = {}
    for (const [name, value] of form) if (typeof value === 'string') data[name] = value
    // The page it came from decides these, whatever the post says.
    data['locale'] = locale
    data['sourcePage'] = url.pathname

    const backend = getEnquiryBackend()
    const ip = (request as ServerRequest).ip ?? 'unknown'
    const result = await backend.service.submit(data, { ip })
    if (result.ok) {
      // Post/Redirect/Get: a reload of the thank-you page sends nothing again.
      const thankYou = localizePath(pageMatrix.thankYou.path, locale)
      return new Response(null, {
        status: 303,
        headers: {
          location: `${thankYou}?ref=${encodeURIComponent(result.id)}`,
          'cache-control': 'no-store',
        },
      })
    }

    const values: NativeFormState['values'] = {}
    for (const field of ENQUIRY_VISITOR_FIELDS) {
      const value = data[field]
      if (value !== undefined) values[field] = value
    }
    // Too fast keeps the signed start so the wait counts; else a fresh one (prerendered has none).
    const tooFast = 'code' in result && result.code === 'too_fast'
    const token = tooFast && data['formToken'] ? data['formToken'] : backend.issueFormToken()
    const fieldErrors = result.status === 400 ? (result.fieldErrors ?? {}) : {}
    const problem =
      'code' in result && result.code
        ? result.code === 'form_expired' || result.code === 'too_fast'
          ? 'confirm_send'
          : result.code
        : undefined
    const state: NativeFormState = { values, errors: fieldErrors, problem, token }
    const status =
      problem === 'confirm_send' && Object.keys(fieldErrors).length === 0 ? 200 : result.status
    const response = await options.render(request, url)(state, status)
    // It holds what the visitor typed: never stored by a cache or the browser's back-forward cache.
    response.headers.set('cache-control', 'no-store')
    if (result.status === 429) response.headers.set('retry-after', String(result.retryAfterSeconds))
    return response
  }
}

function crossSite(request: Request, url: URL): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return false
  return origin !== url.origin
}
