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
 */
export function detectLocale(headers: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  const fromCookie = readCookie(headers.cookie ?? '', localeCookie.name)
  if (isLocale(fromCookie)) return fromCookie
  for (const tag of parseAcceptLanguage(headers.acceptLanguage ?? '')) {
    const locale = localeForTag(tag)
    if (locale) return locale
  }
  return defaultLocale
}

const byFullTag = new Map(locales.map((code) => [localeRecord[code].tag.toLowerCase(), code]))
const byBaseLanguage = new Map(
  locales.map((code) => [localeRecord[code].tag.split('-')[0]!.toLowerCase(), code]),
)

function localeForTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  return byFullTag.get(lower) ?? byBaseLanguage.get(lower.split('-')[0] ?? '')
}

/** Language tags of an Accept-Language header, most preferred first (ties keep header order). */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params
        .map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1])
        .find((value) => value !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

export function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1) continue
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim()
  }
  return undefined
}
