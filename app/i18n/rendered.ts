import { rootRouteId } from '@tanstack/react-router'
import { pageExistsIn, pageIdAt, pageIds, pageMatrix, type PageId } from '../site/pages.ts'
import { localeOfParam, splitLocalePath, type Locale } from './locales.ts'

const langRouteId = '/{-$lang}'

/** The home page's route id keeps its slash, the others' lose it. */
const pageByRouteId = new Map<string, PageId>(
  pageIds.map((id) => {
    const path = pageMatrix[id].path
    return [`${langRouteId}${path === '/' ? path : path.replace(/\/$/u, '')}`, id]
  }),
)

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

// The matches, not `state.location`: the old page is never re-rendered in the new language.
export function renderedPage(state: RenderState): RenderedPage {
  const leaf = state.matches.at(-1)
  const page = leaf && leaf.routeId !== rootRouteId && pageOfRoute(leaf.routeId, leaf.params)
  if (leaf && page) {
    const pathname = leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`
    return { ...page, pathname }
  }
  return { ...unmatched(state.location.pathname), pathname: state.location.pathname }
}

export function unmatched(pathname: string): { locale: Locale; pageId: PageId | undefined } {
  const { locale, path } = splitLocalePath(pathname)
  const id = pageIdAt(path)
  return { locale, pageId: id && pageExistsIn(id, locale) ? id : undefined }
}
