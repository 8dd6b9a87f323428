import * as v from 'valibot'
import type { ConsentCookie } from './tracking.ts'

// A lazy chunk (ADR 0001); the cookie's name comes from the caller: importing tracking.ts splits it.
export { loadTagManager, schedulePageView, tagManagerLoaded } from './analytics.ts'

export const ConsentChoice = v.picklist(['granted', 'denied'])
export type ConsentChoice = v.InferOutput<typeof ConsentChoice>

function cookiePairs(cookies: string): [name: string, value: string][] {
  return cookies.split(';').map((pair) => {
    const at = pair.indexOf('=')
    return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
  })
}

/** Anything but a valid value is no choice: the visitor is asked, and nothing loads meanwhile. */
export function readConsent(cookies: string, cookie: ConsentCookie): ConsentChoice | undefined {
  const value = cookiePairs(cookies).find(([name]) => name === cookie.name)?.[1]
  const result = v.safeParse(ConsentChoice, value)
  return result.success ? result.output : undefined
}

export function consentCookieString(
  choice: ConsentChoice,
  https: boolean,
  cookie: ConsentCookie,
): string {
  const value = v.parse(ConsentChoice, choice)
  const maxAge = cookie.maxAgeDays * 24 * 60 * 60
  return `${cookie.name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`
}

const googleCookie = /^_(?:ga|gid|gat|gcl)(?:_|$)/

// Every parent domain too: Google Analytics sets cookies on the widest one it can.
export function googleCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookiePairs(cookies)
    .map(([name]) => name)
    .filter((name) => googleCookie.test(name))
  const labels = hostname.split('.')
  const parents = /^[\d.]+$|:/.test(hostname)
    ? []
    : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
  return names.flatMap((name) =>
    [undefined, ...parents].map(
      (domain) => `${name}=; Max-Age=0; Path=/${domain === undefined ? '' : `; Domain=${domain}`}`,
    ),
  )
}
