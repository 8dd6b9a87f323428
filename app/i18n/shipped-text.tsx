import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from './locales.ts'
import { shippedI18n } from './shipped-catalogs.ts'

/** For unit tests: the text a node renders in a language with the shipped catalogs, tags cut. */
export async function shippedText(locale: Locale, node: ReactNode): Promise<string> {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={await shippedI18n(locale)}>{node}</I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, '')
}
