import { rootRouteId } from '@tanstack/react-router'

const langRouteId = '/{-$lang}'

/** The part of the router state this reads (structural: the registered router's type depends on this module). */
interface RenderState {
  matches: readonly { routeId: string; pathname: string }[]
  location: { pathname: string }
}

/**
 * The path of the page on screen. `state.location` changes as soon as a navigation starts,
 * while the old page stays on screen until the new one is loaded; the committed matches
 * change exactly when the new page renders. Everything that depends on the language or the
 * page (the Lingui instance, <html lang>, navigation, the language switcher) reads this, so
 * the old page is never re-rendered in the new language before the new page is ready.
 * Components read it through app/i18n/navigation.tsx (useLocale, usePageId, usePathname).
 * An error screen (no page match) is for the current location.
 */
export function renderedPathname(state: RenderState): string {
  const leaf = state.matches.at(-1)
  if (leaf && leaf.routeId !== rootRouteId && leaf.routeId !== langRouteId) {
    return leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`
  }
  return state.location.pathname
}
