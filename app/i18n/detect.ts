import { match } from '@formatjs/intl-localematcher'
import { parse as parseCookies } from 'cookie-es'
import Negotiator from 'negotiator'
import {
  defaultLocale,
  isLocale,
  localeCookie,
  localeRecord,
  locales,
  type Locale,
} from './locales.ts'

/**
 * Which language a visitor to `/` should see (SPEC section 4): the language cookie, then the
 * browser's Accept-Language list in order of preference (each entry's full tag first, then its
 * base language), then English. The path prefix, which comes first in the spec's order, is
 * handled by the caller: only the unprefixed `/` is ever detected.
 * Server-only (server/site-rules.ts): the three packages stay out of the browser bundle.
 */
export function detectLocale(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  const fromCookie = parseCookies(headers.cookie ?? '')[localeCookie.name]
  if (isLocale(fromCookie)) return fromCookie
  // negotiator orders the list by q (ties keep header order, q=0 dropped); the matcher's
  // "lookup" tries each tag, then shorter prefixes (zh-Hant-TW, zh-Hant, zh), in that order.
  const preferred = new Negotiator({
    headers: { 'accept-language': (headers.acceptLanguage ?? '').slice(0, 1000) },
  })
    .languages()
    .filter(isLanguageTag)
  const tag = match(preferred, matchable, localeRecord[defaultLocale].tag, { algorithm: 'lookup' })
  return byTag.get(tag) ?? defaultLocale
}

/** Each language's full tag and its base language (zh-SG and zh), so ja-JP finds ja. */
const byTag = new Map<string, Locale>(
  locales.flatMap((code) => {
    const tag = localeRecord[code].tag
    return [
      [tag, code],
      [tag.split('-')[0]!, code],
    ] as const
  }),
)
const matchable = [...byTag.keys()]

/** A well-formed BCP 47 tag (the matcher throws on anything else, e.g. `*` or `<script>`). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}
