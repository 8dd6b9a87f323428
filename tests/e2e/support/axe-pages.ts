import { localizePath, type Locale } from '../../../app/i18n/locales.ts'
import { pageExistsIn, pageHref, type PageId } from '../../../app/site/pages.ts'

/** One page of each page type (each route module), and the 404 screen. */
const representative: readonly PageId[] = [
  'home',
  'doctor',
  'team',
  'servicesIndex',
  'angioplasty',
  'angina',
  'blog',
  // The article with a table.
  'blogAttackVsFailure',
  'events',
  'media',
  'feesAndInsurance',
  'overseasPatients',
  'privacyPolicy',
  'contact',
  'thankYou',
]

export function axePages(locale: Locale): [string, string][] {
  const pages = representative
    .filter((id) => pageExistsIn(id, locale))
    .map((id): [string, string] => [id, pageHref(id, locale)!])
  return [...pages, ['404', localizePath('/no-such-page/', locale)]]
}
