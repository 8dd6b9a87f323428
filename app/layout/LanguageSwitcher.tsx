import { useLingui } from '@lingui/react/macro'
import { useRenderedPathname } from '../i18n/rendered.ts'
import { rememberLocale } from '../i18n/cookie.ts'
import { localeRecord, locales, splitLocalePath } from '../i18n/locales.ts'
import { pageExistsIn, pageHref, pageIdAt } from '../site/pages.ts'
import { SiteLink } from './SiteLink.tsx'

/**
 * The four languages, each named in its own language. A language in which the current page
 * exists (page matrix) links to that page's equivalent; one in which it does not is shown
 * disabled. On a screen that is not a page of its language (the 404 screen) every language
 * links to its home page. Choosing a language is remembered in the language cookie, which
 * the server reads when a visitor next arrives on `/`.
 */
export function LanguageSwitcher({ onChoose }: { onChoose?: () => void }) {
  const { t } = useLingui()
  const pathname = useRenderedPathname()
  const { locale: current, path } = splitLocalePath(pathname)
  const id = pageIdAt(path)
  const page = id && pageExistsIn(id, current) ? id : 'home'
  return (
    <nav
      className="lang-switcher"
      aria-label={t({
        comment: 'Name of the language switcher, read by screen readers.',
        message: 'Language',
      })}
    >
      <ul className="lang-switcher__list">
        {locales.map((locale) => {
          const { name, tag } = localeRecord[locale]
          const href = pageHref(page, locale)
          return (
            <li key={locale}>
              {href ? (
                <SiteLink
                  href={href}
                  className="lang-switcher__item"
                  lang={tag}
                  hrefLang={tag}
                  onClick={() => {
                    rememberLocale(locale)
                    onChoose?.()
                  }}
                >
                  {name}
                </SiteLink>
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
