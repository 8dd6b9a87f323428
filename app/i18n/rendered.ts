import { rootRouteId } from '@tanstack/react-router'

const langRouteId = '/{-$lang}'

// Structural: the registered router's type depends on this module.
interface RenderState {
  matches: readonly { routeId: string; pathname: string }[]
  location: { pathname: string }
}

// The matches change when the new page renders (`state.location` when navigation starts): the
// old page is never re-rendered in the new language. An error screen uses the location.
export function renderedPathname(state: RenderState): string {
  const leaf = state.matches.at(-1)
  if (leaf && leaf.routeId !== rootRouteId && leaf.routeId !== langRouteId) {
    return leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`
  }
  return state.location.pathname
}
