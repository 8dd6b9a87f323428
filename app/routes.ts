// Generated from the page matrix so that each page's path is declared once (ADR 0002).
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
