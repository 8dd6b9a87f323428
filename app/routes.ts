/**
 * The route tree, generated from the page matrix (app/site/pages.ts) so that each page's
 * path is declared once: the doctor page's segment follows the doctor's name in app/site/clinic.ts.
 *
 * Every page sits under the optional `{-$lang}` segment; the layout route (lang.tsx) turns
 * language/page pairs that the matrix does not list into a 404. sitemap.xml and robots.txt are
 * server routes (no page) beside them.
 */
import { index, rootRoute, route } from '@tanstack/virtual-file-routes'
import { pageIds, pageMatrix } from './site/pages.ts'
import { robotsPath, sitemapPath } from './seo/sitemap.ts'

export const routes = rootRoute('__root.tsx', [
  route(
    '/{-$lang}',
    'lang.tsx',
    pageIds.map((id) => {
      const { path, file } = pageMatrix[id]
      return path === '/' ? index(file) : route(path.replace(/\/$/, ''), file)
    }),
  ),
  route(sitemapPath, 'sitemap.ts'),
  route(robotsPath, 'robots.ts'),
])
