import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '../seo/sitemap.ts'

// A server route, not a page, so that the router's trailing slash never applies.
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapResponse() } },
})
