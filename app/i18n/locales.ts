/**
 * The locale record (SPEC section 3): URL/cookie code, display name, BCP 47 tag.
 * URL prefixes and the language cookie use the spec's codes; everything machine-readable
 * (<html lang>, hreflang, og:locale, PO headers, Intl) uses the BCP 47 tag.
 */
export const localeRecord = {
  en: { code: 'en', name: 'English', tag: 'en-SG', ogLocale: 'en_SG' },
  cn: { code: 'cn', name: '中文', tag: 'zh-SG', ogLocale: 'zh_SG' },
  bh: { code: 'bh', name: 'Bahasa', tag: 'id-SG', ogLocale: 'id_SG' },
  jp: { code: 'jp', name: '日本語', tag: 'ja-SG', ogLocale: 'ja_SG' },
} as const

export type Locale = keyof typeof localeRecord
export type LocaleTag = (typeof localeRecord)[Locale]['tag']

export const locales: readonly Locale[] = ['en', 'cn', 'bh', 'jp']
export const defaultLocale: Locale = 'en'

/** Name of the cookie remembering the visitor's choice (SPEC section 9). */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeRecord, value)
}

/** The path prefix of a locale: '' for English, '/cn' for Chinese, ... */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** Splits '/cn/contact-us/' into { locale: 'cn', path: '/contact-us/' }. English has no prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first !== undefined && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: match?.[2] ?? '/' }
  }
  return { locale: defaultLocale, path: pathname }
}

/** '/contact-us/' in 'cn' -> '/cn/contact-us/'. */
export function localizePath(path: string, locale: Locale): string {
  return `${localePrefix(locale)}${path}`
}

/** 'zh-SG' -> 'cn'. Unknown tags give the default locale. */
export function localeFromTag(tag: string): Locale {
  return locales.find((code) => localeRecord[code].tag === tag) ?? defaultLocale
}
