import { rootRouteId } from '@tanstack/react-router'
import { pageExistsIn, pageIdAt, pageIds, pageMatrix, type PageId } from '../site/pages.ts'
import { localeOfParam, splitLocalePath, type Locale } from './locales.ts'

const langRouteId = '/{-$lang}'

/** Each page's route id, from the page matrix the route tree is made of (app/routes.ts): the home
 * page's keeps its slash, the others' lose it. */
const pageByRouteId = new Map<string, PageId>(
  pageIds.map((id) => {
    const path = pageMatrix[id].path
    return [`${langRouteId}${path === '/' ? path : path.replace(/\/$/u, '')}`, id]
  }),
)

/** The page a matched route shows: its route id says which, its `lang` param in which language. */
export function pageOfRoute(
  routeId: string,
  params: { lang?: string | undefined },
): { locale: Locale; pageId: PageId } | undefined {
  const pageId = pageByRouteId.get(routeId)
  const locale = localeOfParam(params.lang)
  return pageId && locale && pageExistsIn(pageId, locale) ? { locale, pageId } : undefined
}

// Structural: the registered router's type depends on this module.
interface RenderState {
  matches: readonly { routeId: string; pathname: string; params: { lang?: string | undefined } }[]
  location: { pathname: string }
}

export interface RenderedPage {
  locale: Locale
  pageId: PageId | undefined
  pathname: string
}

// The matches change when the new page renders (`state.location` when navigation starts): the
// old page is never re-rendered in the new language. Only an error screen, where no page route
// matched, reads its language from the address.
export function renderedPage(state: RenderState): RenderedPage {
  const leaf = state.matches.at(-1)
  const page = leaf && leaf.routeId !== rootRouteId && pageOfRoute(leaf.routeId, leaf.params)
  if (leaf && page) {
    const pathname = leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`
    return { ...page, pathname }
  }
  return { ...unmatched(state.location.pathname), pathname: state.location.pathname }
}

/** The language (and page, if any) of an address nothing has matched yet: a 404, an error. */
export function unmatched(pathname: string): { locale: Locale; pageId: PageId | undefined } {
  const { locale, path } = splitLocalePath(pathname)
  const id = pageIdAt(path)
  return { locale, pageId: id && pageExistsIn(id, locale) ? id : undefined }
}
