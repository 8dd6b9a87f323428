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

// SPEC section 4 (only `/` is detected). Server-only: these packages stay out of the bundle.
export function detectLocale(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  const fromCookie = parseCookies(headers.cookie ?? '')[localeCookie.name]
  if (isLocale(fromCookie)) return fromCookie
  const firstFew = (headers.acceptLanguage ?? '').slice(0, 1000).split(',', MAX_LANGUAGES).join(',')
  const preferred = new Negotiator({ headers: { 'accept-language': firstFew } })
    .languages()
    .filter(isLanguageTag)
  const tag = match(preferred, matchable, localeRecord[defaultLocale].tag, { algorithm: 'lookup' })
  return byTag.get(tag) ?? defaultLocale
}

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

const MAX_LANGUAGES = 10
// BCP 47's shape, loosely: checked before Intl, which throws (slowly) on anything else.
const TAG_SHAPE = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/u

function isLanguageTag(tag: string): boolean {
  if (!TAG_SHAPE.test(tag)) return false
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}
