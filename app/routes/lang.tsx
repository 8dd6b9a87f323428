import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageOfRoute } from '../i18n/rendered.ts'

// `/en/` and pages the matrix does not list are 404s. No component: no chunk to fetch.
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, matches }) => {
    const leaf = matches.at(-1)
    if (!leaf || !pageOfRoute(leaf.routeId, params)) throw notFound()
  },
})
