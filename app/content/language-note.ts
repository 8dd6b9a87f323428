import { locales, type Locale } from '../i18n/locales.ts'
import { pageExistsIn, type PageId } from '../site/pages.ts'

/**
 * What a reader of each language needs on a page that does not exist in their language: why
 * they see another language, and the way to their language's home page. Written in that
 * language, whatever language the page is in, as the language switcher writes each language's
 * own name: an Indonesian reader on an English-only page cannot read an English "Bahasa
 * Indonesia" link. These are not Lingui messages because only the active language's catalog is
 * loaded on a page; they are fixed texts, one per language, like the switcher's names.
 */
export const missingPageText: Readonly<Record<Locale, { note: string; home: string }>> = {
  en: { note: 'This page is not available in English.', home: 'Go to the English home page' },
  cn: { note: '本页没有华语版本。', home: '前往华语网站首页' },
  bh: {
    note: 'Halaman ini tidak tersedia dalam bahasa Indonesia.',
    home: 'Buka beranda bahasa Indonesia',
  },
  jp: { note: 'このページには日本語版がありません。', home: '日本語のトップページへ' },
}

/** The languages in which a page does not exist: the ones its language switcher disables. */
export function missingLanguages(id: PageId): Locale[] {
  return locales.filter((locale) => !pageExistsIn(id, locale))
}
