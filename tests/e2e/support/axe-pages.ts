import { localizePath, type Locale } from '../../../app/i18n/locales.ts'
import { pageExistsIn, pageHref, type PageId } from '../../../app/site/pages.ts'

/** One page of each type: the axe scans run on these in every language they exist in. */
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

/** [name, path] of the pages the accessibility scans cover in a language, the error screen included. */
export function axePages(locale: Locale): [string, string][] {
  const pages = representative
    .filter((id) => pageExistsIn(id, locale))
    .map((id): [string, string] => [id, pageHref(id, locale)!])
  return [...pages, ['404', localizePath('/no-such-page/', locale)]]
}
