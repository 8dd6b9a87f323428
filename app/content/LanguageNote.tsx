import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { rememberLocale } from '../i18n/cookie.ts'
import { localeRecord } from '../i18n/locales.ts'
import { Link } from '../i18n/navigation.tsx'
import { pageExistsIn, pageMatrix, type PageId } from '../site/pages.ts'
import { missingLanguages, missingPageText } from './language-note.ts'

const englishOnly = msg({
  comment:
    'Shown above the heading of a page that exists only in English (the links below it lead to the other languages).',
  message: 'This page is in English only.',
})
const notEverywhere = msg({
  comment:
    'Shown above the heading of a page that exists in some languages only (the links below it lead to the others).',
  message: 'This page is not available in every language.',
})

// The language switcher says why a language is disabled only in a tooltip, which phones never show.
export function LanguageNote({ id }: { id: PageId }) {
  const { i18n, t } = useLingui()
  const missing = missingLanguages(id)
  if (missing.length === 0) return null
  const onlyEnglish = pageMatrix[id].langs.length === 1 && pageExistsIn(id, 'en')
  return (
    <aside
      className="language-note"
      aria-label={t({
        comment: 'Name of the box that says which languages a page is missing.',
        message: 'Other languages',
      })}
    >
      <p className="language-note__lead">{i18n._(onlyEnglish ? englishOnly : notEverywhere)}</p>
      <ul className="language-note__list">
        {missing.map((other) => {
          const { tag } = localeRecord[other]
          const text = missingPageText[other]
          return (
            <li key={other} lang={tag}>
              {text.note}
              {text.gap}
              <Link to="home" locale={other} hrefLang={tag} onClick={() => rememberLocale(other)}>
                {text.home}
              </Link>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
