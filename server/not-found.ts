/** The 404 screen of each language, rendered once at start-up and served for every unknown address. */
import { locales, localizePath, splitLocalePath, type Locale } from '../app/i18n/locales.ts'
import { shownPath } from '../app/layout/error-path.ts'
import { inlineHashes, withPageCsp, type InlineSources } from './security.ts'
import { compressedResponse } from './static.ts'

/** The address the 404 screens are rendered at, once per language (never a page). */
const placeholder = '/__clinic-not-found__/'
/** Where the 404 screen's path line holds the address (app/layout/ErrorPage.tsx). */
const addressStart = '<bdi class="error-page__address">'

/** A language's 404 screen around its address line's text, and its inline code's hashes. */
interface NotFoundPage {
  before: string
  after: string
  hashes: InlineSources
}

export type NotFoundPages = Map<Locale, NotFoundPage>

/**
 * Rendered at a placeholder address and served with its inline code allowed by hash, as a
 * prerendered page is: a flood of unknown addresses costs no rendering. Its one line naming the
 * address (app/layout/ErrorPage.tsx) gets each request's address, HTML-escaped, so visitors
 * without script and crawlers read it too; nothing else changes, so the hashes hold.
 */
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

/** The 404 screen of the address's language naming it, or undefined when none was rendered. */
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

/** Text for an HTML text node or attribute value. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}
