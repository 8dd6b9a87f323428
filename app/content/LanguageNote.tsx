import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { rememberLocale } from '../i18n/cookie.ts'
import { localeRecord, locales, type Locale } from '../i18n/locales.ts'
import { SiteLink } from '../layout/SiteLink.tsx'
import { pageExistsIn, pageHref, pageMatrix, type PageId } from '../site/pages.ts'

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
  bh: { note: 'Halaman ini tidak tersedia dalam bahasa Indonesia.', home: 'Buka beranda bahasa Indonesia' },
  jp: { note: 'このページには日本語版がありません。', home: '日本語のトップページへ' },
}

const englishOnly = msg({
  comment: 'Shown above the heading of a page that exists only in English (the links below it lead to the other languages).',
  message: 'This page is in English only.',
})
const notEverywhere = msg({
  comment: 'Shown above the heading of a page that exists in some languages only (the links below it lead to the others).',
  message: 'This page is not available in every language.',
})

/** The languages in which a page does not exist: the ones its language switcher disables. */
export function missingLanguages(id: PageId): Locale[] {
  return locales.filter((locale) => !pageExistsIn(id, locale))
}

/**
 * A visible line above the heading of a page that some languages lack (the language switcher
 * disables them, with only a tooltip to say why, which phones never show): a sentence in the
 * page's language, and for each missing language a note and a link to its home page, in that
 * language. Derived from the page matrix: nothing is shown on a page that every language has.
 */
export function LanguageNote({ id }: { id: PageId }) {
  const { i18n, t } = useLingui()
  const missing = missingLanguages(id)
  if (missing.length === 0) return null
  const onlyEnglish = pageMatrix[id].langs.length === 1 && pageExistsIn(id, 'en')
  return (
    <aside className="language-note" aria-label={t({ comment: 'Name of the box that says which languages a page is missing.', message: 'Other languages' })}>
      <p className="language-note__lead">{i18n._(onlyEnglish ? englishOnly : notEverywhere)}</p>
      <ul className="language-note__list">
        {missing.map((other) => {
          const { tag } = localeRecord[other]
          const text = missingPageText[other]
          return (
            <li key={other} lang={tag}>
              {text.note}{' '}
              <SiteLink href={pageHref('home', other)!} hrefLang={tag} onClick={() => rememberLocale(other)}>
                {text.home}
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
