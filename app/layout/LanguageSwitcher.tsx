import { useLingui } from '@lingui/react/macro'
import { rememberLocale } from '../i18n/cookie.ts'
import { localeRecord, locales } from '../i18n/locales.ts'
import { Link, useLocale, usePageId } from '../i18n/navigation.tsx'
import { pageExistsIn } from '../site/pages.ts'

// On the 404 screen every language links to its home page; the cookie serves the next visit to `/`.
/** `label`: the navigation's name where the page has another switcher (the footer's). */
export function LanguageSwitcher({ onChoose, label }: { onChoose?: () => void; label?: string }) {
  const { t } = useLingui()
  const current = useLocale()
  const page = usePageId() ?? 'home'
  return (
    <nav
      className="lang-switcher"
      aria-label={
        label ??
        t({
          comment: 'Name of the language switcher, read by screen readers.',
          message: 'Language',
        })
      }
    >
      <ul className="lang-switcher__list">
        {locales.map((locale) => {
          const { name, tag } = localeRecord[locale]
          return (
            <li key={locale}>
              {pageExistsIn(page, locale) ? (
                <Link
                  to={page}
                  locale={locale}
                  className="lang-switcher__item"
                  lang={tag}
                  hrefLang={tag}
                  onClick={() => {
                    rememberLocale(locale)
                    onChoose?.()
                  }}
                >
                  {name}
                </Link>
              ) : (
                <span
                  className="lang-switcher__item"
                  lang={tag}
                  aria-disabled="true"
                  title={t({
                    comment: 'Tooltip of a disabled language in the language switcher.',
                    message: 'This page is not available in this language',
                  })}
                >
                  {name}
                  <span className="visually-hidden" lang={localeRecord[current].tag}>
                    {' '}
                    {t({
                      comment:
                        'Read by screen readers after the name of a language this page does not exist in (that language is shown disabled).',
                      message: '(not available)',
                    })}
                  </span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
