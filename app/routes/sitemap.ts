import { createFileRoute } from '@tanstack/react-router'
import { sitemapResponse } from '../seo/sitemap.ts'

/** sitemap.xml, a server route: no page, so the router's trailing slash never applies. */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => sitemapResponse() } },
})
