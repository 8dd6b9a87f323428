import { locales, type Locale } from '../i18n/locales.ts'
import { pageExistsIn, type PageId } from '../site/pages.ts'

// In its own language, so not Lingui messages (only the page's catalog is loaded). `gap`: none
// after a full-width 。, which has its own space.
export const missingPageText: Readonly<
  Record<Locale, { note: string; gap: '' | ' '; home: string }>
> = {
  en: {
    note: 'This page is not available in English.',
    gap: ' ',
    home: 'Go to the English home page',
  },
  cn: { note: '本页没有中文版。', gap: '', home: '前往中文网站首页' },
  bh: {
    note: 'Halaman ini tidak tersedia dalam bahasa Indonesia.',
    gap: ' ',
    home: 'Buka beranda bahasa Indonesia',
  },
  jp: { note: 'このページには日本語版がありません。', gap: '', home: '日本語のトップページへ' },
}

export function missingLanguages(id: PageId): Locale[] {
  return locales.filter((locale) => !pageExistsIn(id, locale))
}
