/** The site's own request rules, in one order for the production server and `npm run dev` (ADR 0013). */
import { detectLocale } from '../app/i18n/detect.ts'
import { localizePath } from '../app/i18n/locales.ts'
import { isRoutablePath, trailingSlashTarget } from './paths.ts'
import { text, withVary } from './responses.ts'

/** The rest of the pipeline after a rule. */
export type Next = () => Promise<Response>

/** One step: answers the request itself, or passes it on (and may change the answer). */
export type Rule = (request: Request, url: URL, next: Next) => Response | Promise<Response>

/** Where server functions are posted (Start's default base). */
export const serverFnBase = '/_serverFn/'

/** The request headers the answer on `/` depends on; caches must know them. */
export const languageVary = 'Cookie, Accept-Language'

/**
 * Server functions take POST only, everything else GET or HEAD: any other method would reach
 * the framework and fail there with a 500.
 */
export const allowedMethod: Rule = (request, url, next) => {
  if (url.pathname.startsWith(serverFnBase)) {
    if (request.method !== 'POST') return text('Method Not Allowed', 405, { allow: 'POST' })
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    return text('Method Not Allowed', 405, { allow: 'GET, HEAD' })
  }
  return next()
}

/** A path that does not decode, or holds control characters or dot segments: a 400, never a 5xx. */
export const routablePath: Rule = (_request, url, next) =>
  isRoutablePath(url.pathname) ? next() : text('Bad Request: this address is not valid.', 400)

/** Every page path ends in a slash: a 308 keeping the query (server-function posts pass). */
export const canonicalPath: Rule = (request, url, next) => {
  if (request.method === 'POST') return next()
  const slashed = trailingSlashTarget(url.pathname, url.search)
  return slashed ? new Response(null, { status: 308, headers: { location: slashed } }) : next()
}

/**
 * `/` answers only visitors detected as English (app/i18n/detect.ts: the language cookie, then
 * Accept-Language); others are sent to their language's home, keeping the query.
 */
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

/** The rules both servers run, in this order, before anything answers from files or Start. */
export const siteRules: readonly Rule[] = [
  allowedMethod,
  routablePath,
  canonicalPath,
  languageOnHome,
]

/** Runs the rules in order; the last passes to `last`. */
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
