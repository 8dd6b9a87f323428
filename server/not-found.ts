/** Each language's 404 screen, rendered once at start-up and served for every unknown address. */
import { locales, localizePath, splitLocalePath, type Locale } from '../app/i18n/locales.ts'
import { shownPath } from '../app/layout/error-path.ts'
import { escapeHtml } from '../app/site/html.ts'
import { inlineHashes, withPageCsp, type InlineSources } from './security.ts'
import { compressedResponse } from './static.ts'

const placeholder = '/__clinic-not-found__/'
/** Where the 404 screen's path line holds the address (app/layout/ErrorPage.tsx). */
const addressStart = '<bdi class="error-page__address">'

interface NotFoundPage {
  before: string
  after: string
  hashes: InlineSources
}

export type NotFoundPages = Map<Locale, NotFoundPage>

// A flood of unknown addresses costs no rendering. Only the address line changes per request,
// so the inline code's hashes hold; visitors without script and crawlers read the address too.
export async function renderNotFoundPages(
  startFetch: (request: Request) => Response | Promise<Response>,
): Promise<NotFoundPages> {
  const pages: NotFoundPages = new Map()
  for (const locale of locales) {
    const path = localizePath(placeholder, locale)
    const response = await startFetch(new Request(new URL(path, 'http://localhost')))
    const html = await response.text()
    if (response.status !== 404)
      throw new Error(`The 404 page for ${locale} answered ${response.status}`)
    const parts = html.split(path)
    const [before = '', after = ''] = parts
    if (parts.length !== 2 || !before.endsWith(addressStart) || !after.startsWith('</bdi>'))
      throw new Error(
        `The 404 page for ${locale} must name its address once, in its path line, and nowhere else`,
      )
    pages.set(locale, { before, after, hashes: inlineHashes(html) })
  }
  return pages
}

export function notFoundResponse(
  pages: NotFoundPages,
  request: Request,
  url: URL,
): Response | undefined {
  const page = pages.get(splitLocalePath(url.pathname).locale)
  if (!page) return undefined
  const html = `${page.before}${escapeHtml(shownPath(url.pathname))}${page.after}`
  const response = compressedResponse(
    new TextEncoder().encode(html),
    'text/html; charset=utf-8',
    request,
    404,
  )
  return withPageCsp(response, url, page.hashes)
}
