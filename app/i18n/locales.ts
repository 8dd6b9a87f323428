import { defaultLocale, isLocale, locales, localeRecord, type Locale } from '../site/locales.ts'

export {
  defaultLocale,
  isLocale,
  localePrefix,
  localeRecord,
  locales,
  localizePath,
  type Locale,
  type LocaleTag,
} from '../site/locales.ts'

export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first !== undefined && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/' }
  }
  return { locale: defaultLocale, path: pathname }
}

export function localeFromTag(tag: string): Locale {
  return locales.find((code) => localeRecord[code].tag === tag) ?? defaultLocale
}

/** The language of a matched `{-$lang}` segment: none is English; `/en/` and unknown codes are not. */
export function localeOfParam(lang: string | undefined): Locale | undefined {
  if (lang === undefined) return defaultLocale
  return lang !== defaultLocale && isLocale(lang) ? lang : undefined
}
