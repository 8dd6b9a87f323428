// The server's refusals as the error screen with 995 (docs/operations.md, "Error answers").
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { locales, localizePath, splitLocalePath, type Locale } from '../app/i18n/locales.ts'
import { inlineHashes, withPageCsp, type InlineSources } from './security.ts'
import { staticResponse, type StaticFile } from './static.ts'
import type { StartFetch } from './pages.ts'
import { text } from './responses.ts'

export const ERROR_PAGE_STATUSES = [400, 403, 405, 413, 415, 429, 500, 503] as const

const plainText: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export function wantsHtml(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '')
}

interface ErrorPage {
  file: StaticFile
  hashes: InlineSources
}

export async function renderErrorDocument(
  startFetch: StartFetch,
  locale: Locale,
  status: number,
): Promise<string> {
  const url = new URL(localizePath('/', locale), 'http://localhost')
  const request = new Request(url, { headers: { accept: 'text/html' } })
  const response = await startFetch(request, { context: { errorStatus: status } })
  const html = await response.text()
  if (!html.includes(`class="error-page__status" aria-hidden="true">${status}<`))
    throw new Error(`The error screen ${status} for ${locale} did not render (${response.status})`)
  return html
}

async function renderErrorPage(
  startFetch: StartFetch,
  locale: Locale,
  status: number,
): Promise<ErrorPage> {
  const html = await renderErrorDocument(startFetch, locale, status)
  const body = new TextEncoder().encode(html)
  return {
    file: {
      body,
      br: brotliCompressSync(body),
      gzip: gzipSync(body, { level: 9 }),
      type: 'text/html; charset=utf-8',
      etag: '',
      cacheControl: 'no-store',
    },
    hashes: inlineHashes(html),
  }
}

export interface ErrorPages {
  answer(
    request: Request,
    url: URL | undefined,
    status: number,
    headers?: Record<string, string>,
  ): Promise<Response>
}

/** `eager` (production): all rendered before start, so a flood of refusals costs no rendering. */
export async function renderErrorPages(
  startFetch: StartFetch,
  { eager }: { eager: boolean },
): Promise<ErrorPages> {
  const pages = new Map<string, Promise<ErrorPage>>()
  const page = (locale: Locale, status: number) => {
    const key = `${locale} ${status}`
    let found = pages.get(key)
    if (!found) {
      found = renderErrorPage(startFetch, locale, status)
      pages.set(key, found)
    }
    return found
  }
  if (eager)
    for (const locale of locales)
      for (const status of ERROR_PAGE_STATUSES) await page(locale, status)

  return {
    async answer(request, url, status, headers = {}) {
      if (!wantsHtml(request) || !(ERROR_PAGE_STATUSES as readonly number[]).includes(status))
        return text(plainText[status] ?? 'Error', status, headers)
      const target = url ?? new URL('http://localhost/')
      const { file, hashes } = await page(splitLocalePath(target.pathname).locale, status)
      const response = staticResponse(file, request, headers, status)
      response.headers.delete('etag')
      return withPageCsp(response, target, hashes)
    },
  }
}
