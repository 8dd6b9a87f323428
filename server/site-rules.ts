/** The site's request rules, one order for the production server and `npm run dev` (ADR 0013). */
import { detectLocale } from '../app/i18n/detect.ts'
import { localizePath, splitLocalePath } from '../app/i18n/locales.ts'
import { pageExistsIn, pageIdAt } from '../app/site/pages.ts'
import { isRoutablePath, trailingSlashTarget } from './paths.ts'
import { withVary } from './responses.ts'

export type Next = () => Promise<Response>

export type Rule = (request: Request, url: URL, next: Next) => Response | Promise<Response>

export type ErrorAnswer = (
  request: Request,
  url: URL | undefined,
  status: number,
  headers?: Record<string, string>,
) => Response | Promise<Response>

/** ADR 0021. */
export function isContactPage(pathname: string): boolean {
  const { locale, path } = splitLocalePath(pathname)
  return pageIdAt(path) === 'contact' && pageExistsIn('contact', locale)
}

export const languageVary = 'Cookie, Accept-Language'

/** Any other method would reach the framework and fail there with a 500. */
export const allowedMethod =
  (error: ErrorAnswer): Rule =>
  (request, url, next) => {
    if (request.method === 'GET' || request.method === 'HEAD') return next()
    if (request.method === 'POST' && isContactPage(url.pathname)) return next()
    const allow = isContactPage(url.pathname) ? 'GET, HEAD, POST' : 'GET, HEAD'
    return error(request, url, 405, { allow })
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
}

export function siteRules(parts: PipelineParts): readonly Rule[] {
  return [allowedMethod(parts.error), routablePath(parts.error), canonicalPath, languageOnHome]
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
