import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '../seo/sitemap.ts'

/** robots.txt, a server route: no page, so the router's trailing slash never applies. */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsResponse() } },
})
