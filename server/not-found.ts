import { locales, localizePath, splitLocalePath, type Locale } from '../app/i18n/locales.ts'
import { shownPath } from '../app/layout/error-path.ts'
import { escapeHtml } from '../app/site/html.ts'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { inlineHashes, withPageCsp, type InlineSources } from './security.ts'
import { acceptedEncoding } from './static.ts'

const placeholder = '/__clinic-not-found__/'
const addressStart = '<bdi class="error-page__address">'

interface NotFoundPage {
  before: Uint8Array
  after: Uint8Array
  hashes: InlineSources
  deflatedBefore: Uint8Array
  deflatedAfter: Uint8Array
  crcBefore: number
}

export type NotFoundPages = Map<Locale, NotFoundPage>

// Rendered once, so a flood costs nothing; only the address line changes, so the hashes hold.
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
    const encoder = new TextEncoder()
    pages.set(locale, {
      before: encoder.encode(before),
      after: encoder.encode(after),
      hashes: inlineHashes(html),
      ...deflatedParts(encoder.encode(before), encoder.encode(after)),
    })
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
  const address = new TextEncoder().encode(escapeHtml(shownPath(url.pathname)))
  const gzip = acceptedEncoding(request, ['gzip']) === 'gzip'
  const body = gzip ? gzipOf(page, address) : Buffer.concat([page.before, address, page.after])
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    'content-length': String(body.byteLength),
  })
  if (gzip) headers.set('content-encoding', 'gzip')
  const response = new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 404,
    headers,
  })
  return withPageCsp(response, url, page.hashes)
}

// Deflate runs ended by a sync flush join: only the address is deflated per request (ADR 0016).
function deflatedParts(before: Uint8Array, after: Uint8Array) {
  return {
    deflatedBefore: deflateRawSync(before, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    deflatedAfter: deflateRawSync(after, { level: 9 }),
    crcBefore: crc32(before),
  }
}

function gzipOf(page: NotFoundPage, address: Uint8Array): Buffer {
  const middle = deflateRawSync(address, { level: 1, finishFlush: constants.Z_SYNC_FLUSH })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc32(page.after, crc32(address, page.crcBefore)), 0)
  trailer.writeUInt32LE(
    (page.before.byteLength + address.byteLength + page.after.byteLength) % 2 ** 32,
    4,
  )
  return Buffer.concat([GZIP_HEADER, page.deflatedBefore, middle, page.deflatedAfter, trailer])
}

// Magic, deflate, no flags, no time, no extra flags, Unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
