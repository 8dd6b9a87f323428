import * as v from 'valibot'
import type { ConsentCookie } from './tracking.ts'

// The consent choice's own chunk, loaded by layout/ConsentBanner.tsx when a choice is stored or
// about to be made (not in a page's first load: ADR 0001), which passes the cookie's name and
// lifetime (tracking.ts): imported here, they would become a chunk of their own. Cookies are
// read and written by hand, as the language cookie is (app/i18n/cookie.ts): a cookie library
// adds about 1.5 KB to every page of a tag-manager build.

// What only a choice needs travels in this chunk too: the container's loader and the page views.
export { loadTagManager, schedulePageView, tagManagerLoaded } from './analytics.ts'

/** The visitor's choice about the tag manager, as the consent cookie holds it. */
export const ConsentChoice = v.picklist(['granted', 'denied'])
export type ConsentChoice = v.InferOutput<typeof ConsentChoice>

/** The name=value pairs of a cookie string (`document.cookie` or a Cookie header), in order. */
function cookiePairs(cookies: string): [name: string, value: string][] {
  return cookies.split(';').map((pair) => {
    const at = pair.indexOf('=')
    return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
  })
}

/**
 * The choice remembered in a cookie string. No cookie, or a value that is not one of the two
 * choices (edited by hand, an older format), is no choice: the visitor is asked, and nothing
 * loads meanwhile.
 */
export function readConsent(cookies: string, cookie: ConsentCookie): ConsentChoice | undefined {
  const value = cookiePairs(cookies).find(([name]) => name === cookie.name)?.[1]
  const result = v.safeParse(ConsentChoice, value)
  return result.success ? result.output : undefined
}

/** The cookie that remembers a choice: first-party, whole site, SameSite=Lax, Secure on https. */
export function consentCookieString(
  choice: ConsentChoice,
  https: boolean,
  cookie: ConsentCookie,
): string {
  const value = v.parse(ConsentChoice, choice)
  const maxAge = cookie.maxAgeDays * 24 * 60 * 60
  return `${cookie.name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`
}

/** Google Analytics' and its ad-conversion linker's first-party cookies (_ga, _ga_<id>, _gid, _gat, _gcl_au...). */
const googleCookie = /^_(?:ga|gid|gat|gcl)(?:_|$)/

/**
 * Cookie strings that delete the Google cookies named in `cookies`, for the page's host and
 * each parent domain (Google Analytics sets them on the widest domain it can): after a
 * withdrawal or a refusal, nothing it stored identifies the visitor on the next visit.
 */
export function googleCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookiePairs(cookies)
    .map(([name]) => name)
    .filter((name) => googleCookie.test(name))
  const labels = hostname.split('.')
  // An IP address or a single-label host takes host-only cookies.
  const parents = /^[\d.]+$|:/.test(hostname)
    ? []
    : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
  return names.flatMap((name) =>
    [undefined, ...parents].map(
      (domain) => `${name}=; Max-Age=0; Path=/${domain === undefined ? '' : `; Domain=${domain}`}`,
    ),
  )
}
