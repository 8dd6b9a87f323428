// Expectations several specs share. The pages come from the page matrix (app/site/pages.ts) and
// the rows and articles it is made from, so that a page added by docs/recipes.md changes no test.
import type { Locale } from '../../../app/site/locales.ts'
import {
  pageExistsIn,
  pageIds,
  pageMatrix,
  type ArticlePageId,
  type ConditionPageId,
  type PageId,
  type ServicePageId,
} from '../../../app/site/pages.ts'
import { articleRows } from '../../../app/site/articles.gen.ts'
import { conditionRows, serviceRows } from '../../../app/site/medical-pages.ts'
import { articleMeta } from './articles.ts'

/** In the Services menu's order (the rows' `menu`). */
export const serviceIds = (Object.keys(serviceRows) as ServicePageId[]).sort(
  (a, b) => serviceRows[a].menu - serviceRows[b].menu,
)
/** In the Conditions menu's order. */
export const conditionIds = Object.keys(conditionRows) as ConditionPageId[]
export const medicalPageIds: readonly PageId[] = [...serviceIds, ...conditionIds]
export const articleIds = Object.keys(articleRows) as ArticlePageId[]
/** Articles about symptoms or heart-artery treatment: their front matter asks for the 995 note. */
export const emergencyArticleIds = articleIds.filter((id) => articleMeta(id).emergencyNote)

/** The unprefixed paths of those of `ids` that exist in `locale`, in their order. */
export function pathsIn(locale: Locale, ids: readonly PageId[]): string[] {
  return ids.filter((id) => pageExistsIn(id, locale)).map((id) => pageMatrix[id].path)
}

/** A page the matrix does not list in `locale`, for the 404 tests: one of `first` if it can. */
export function missingIn(locale: Locale, first: readonly PageId[] = []): PageId {
  const id = [...first, ...pageIds].find((candidate) => !pageExistsIn(candidate, locale))
  if (!id) throw new Error(`every page exists in ${locale}`)
  return id
}

export type NavItem = { link: string; label: string } | { menu: string; links: string[] }

/**
 * SPEC "Navigation", in every language: a menu lists its pages that exist in the language and
 * disappears without one; the Services menu ends with the services index where it exists, and is
 * a link to it where no service page does. Labels are English messages (tr() translates them).
 */
export function specNav(locale: Locale): NavItem[] {
  const menu = (label: string, ids: readonly PageId[]): NavItem[] => {
    const links = pathsIn(locale, ids)
    return links.length > 0 ? [{ menu: label, links }] : []
  }
  const services = pathsIn(locale, serviceIds)
  const index = pathsIn(locale, ['servicesIndex'])
  return [
    { link: '/', label: 'Home' },
    ...menu('About us', ['doctor', 'team']),
    ...(services.length > 0
      ? [{ menu: 'Services', links: [...services, ...index] }]
      : index.map((link) => ({ link, label: 'Services' }))),
    ...menu('Conditions', conditionIds),
    ...menu('Media and events', ['media', 'events']),
    { link: '/fees-and-insurance/', label: 'Fees and insurance' },
    { link: '/contact-us/', label: 'Contact us' },
  ]
}

/** English messages, translated through the catalogs on the doctor and overseas pages. */
export const languageNames: Record<string, string> = {
  en: 'English',
  zh: 'Mandarin',
  ms: 'Malay',
  ta: 'Tamil',
  id: 'Indonesian',
  ja: 'Japanese',
  yue: 'Cantonese',
  nan: 'Hokkien',
  hi: 'Hindi',
  ko: 'Korean',
  vi: 'Vietnamese',
  th: 'Thai',
  my: 'Burmese',
  ar: 'Arabic',
  ru: 'Russian',
}
