/** The site's request rules, one order for the production server and `npm run dev` (ADR 0013). */
import { detectLocale } from '../app/i18n/detect.ts'
import { localizePath } from '../app/i18n/locales.ts'
import { nativeEnquiry, type ErrorAnswer, type RenderForm } from './native-enquiry.ts'
import type { ServerLog } from '../app/log.server.ts'
import { isRoutablePath, trailingSlashTarget } from './paths.ts'
import { withVary } from './responses.ts'

export type Next = () => Promise<Response>

export type Rule = (request: Request, url: URL, next: Next) => Response | Promise<Response>

/** Start's default base. */
export const serverFnBase = '/_serverFn/'

export const languageVary = 'Cookie, Accept-Language'

/** Any other method would reach the framework and fail there with a 500. */
export const allowedMethod =
  (error: ErrorAnswer): Rule =>
  (request, url, next) => {
    if (url.pathname.startsWith(serverFnBase)) {
      if (request.method !== 'POST') return error(request, url, 405, { allow: 'POST' })
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      return error(request, url, 405, { allow: 'GET, HEAD' })
    }
    return next()
  }

export const routablePath =
  (error: ErrorAnswer): Rule =>
  (request, url, next) =>
    isRoutablePath(url.pathname) ? next() : error(request, url, 400)

export const canonicalPath: Rule = (request, url, next) => {
  if (request.method === 'POST') return next()
  const slashed = trailingSlashTarget(url.pathname, url.search)
  return slashed ? new Response(null, { status: 308, headers: { location: slashed } }) : next()
}

export const languageOnHome: Rule = (request, url, next) => {
  if (url.pathname !== '/') return next()
  const locale = detectLocale({
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
  if (locale === 'en') return next().then((response) => withVary(response, languageVary))
  return new Response(null, {
    status: 302,
    headers: {
      location: `${localizePath('/', locale)}${url.search}`,
      'cache-control': 'private, no-cache',
      vary: languageVary,
    },
  })
}

export interface PipelineParts {
  error: ErrorAnswer
  renderForm: (request: Request, url: URL) => RenderForm
  log: Pick<ServerLog, 'clientError'>
}

export function siteRules(parts: PipelineParts): readonly Rule[] {
  return [
    // Before the method rule: the one page that takes a POST, the form sent without script.
    nativeEnquiry({ render: parts.renderForm, errorAnswer: parts.error, log: parts.log }),
    allowedMethod(parts.error),
    routablePath(parts.error),
    canonicalPath,
    languageOnHome,
  ]
}

export function runRules(
  rules: readonly Rule[],
  request: Request,
  url: URL,
  last: Next,
): Promise<Response> {
  // Not async per step: a request passing every rule costs no promise of its own.
  const step = (index: number): Promise<Response> => {
    const rule = rules[index]
    return rule ? Promise.resolve(rule(request, url, () => step(index + 1))) : last()
  }
  return step(0)
}
