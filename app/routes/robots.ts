import { createFileRoute } from '@tanstack/react-router'
import { robotsResponse } from '../seo/sitemap.ts'

// A server route, not a page, so that the router's trailing slash never applies.
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: () => robotsResponse() } },
})
