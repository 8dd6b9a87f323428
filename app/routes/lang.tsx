import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOfRoute } from '../i18n/rendered.ts'

// `/en/` is a 404 (English has no prefix), as is a page in a language the matrix does not list.
// No component: the page renders in its place, with no chunk of this route to fetch.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, matches }) => {
    const leaf = matches.at(-1)
    if (!leaf || !pageOfRoute(leaf.routeId, params)) throw notFound()
  },
})
