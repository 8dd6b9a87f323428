import { localizePath, type Locale } from '../../../app/i18n/locales.ts'
import { pageExistsIn, pageHref, type PageId } from '../../../app/site/pages.ts'

const representative: readonly PageId[] = [
  'home',
  'angioplasty',
  'servicesIndex',
  'angina',
  'blogChestPain',
  'doctor',
  'contact',
  'thankYou',
]

export function axePages(locale: Locale): [string, string][] {
  const pages = representative
    .filter((id) => pageExistsIn(id, locale))
    .map((id): [string, string] => [id, pageHref(id, locale)!])
  return [...pages, ['404', localizePath('/no-such-page/', locale)]]
}
