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

// SPEC section 4, after the path prefix (only `/` is detected). Server-only, so that these
// three packages stay out of the browser's bundle.
export function detectLocale(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  const fromCookie = parseCookies(headers.cookie ?? '')[localeCookie.name]
  if (isLocale(fromCookie)) return fromCookie
  // The matcher's "lookup" tries each tag, then its shorter prefixes (zh-Hant-TW, zh-Hant, zh).
  const preferred = new Negotiator({
    headers: { 'accept-language': (headers.acceptLanguage ?? '').slice(0, 1000) },
  })
    .languages()
    .filter(isLanguageTag)
  const tag = match(preferred, matchable, localeRecord[defaultLocale].tag, { algorithm: 'lookup' })
  return byTag.get(tag) ?? defaultLocale
}

// Base languages too (zh-SG and zh), so that ja-JP finds ja.
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

// The matcher throws on anything but a well-formed tag (`*`, `<script>`).
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}
