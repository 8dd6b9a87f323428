import { allLocalizedPaths, isIndexable } from '../site/pages.ts'
import { absoluteUrl, alternatesOf } from './alternates.ts'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** Pages marked noindex (thank-you) are left out: robots.txt disallows them too. */
export function renderSitemap(): string {
  const urls = allLocalizedPaths()
    .filter(({ id }) => isIndexable(id))
    .map(({ id, locale, href }) => {
      const alternates = alternatesOf(id, locale)
      const links = (alternates?.links ?? [])
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(href))}</loc>\n${links}\n  </url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function renderRobots(): string {
  const disallowed = allLocalizedPaths().filter(({ id }) => !isIndexable(id))
  return `User-agent: *\nAllow: /\n${disallowed.map(({ href }) => `Disallow: ${href}\n`).join('')}\nSitemap: ${absoluteUrl(sitemapPath)}\n`
}

export const sitemapPath = '/sitemap.xml'
export const robotsPath = '/robots.txt'

// They change only with a build, so the production server asks for them once at start-up.
export function sitemapResponse(): Response {
  return new Response(renderSitemap(), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}

export function robotsResponse(): Response {
  return new Response(renderRobots(), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
