import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import Negotiator from 'negotiator'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
}
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
])

export function isCompressible(ext: string, byteLength: number): boolean {
  return compressible.has(ext) && byteLength > 512
}

export interface StaticFile {
  body: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
  type: string
  etag: string
  cacheControl: string
}

// In memory: a map lookup, no path outside the build; srvx/static stats per request (ADR 0008).
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>()
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = join(entry.parentPath, entry.name)
    const ext = extname(entry.name)
    if (ext === '.br' || ext === '.gz') continue
    const body = new Uint8Array(await readFile(full))
    const urlPath = `/${relative(root, full).split(sep).join('/')}`
    const immutable = urlPath.startsWith('/assets/')
    // Tells open tabs about a new deploy.
    const revalidate = ext === '.html' || urlPath.startsWith('/builds/')
    const file: StaticFile = {
      body,
      type: contentTypes[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      cacheControl: immutable
        ? 'public, max-age=31536000, immutable'
        : revalidate
          ? 'no-cache'
          : 'public, max-age=86400',
    }
    if (isCompressible(ext, body.byteLength)) {
      file.br =
        (await readVariant(`${full}.br`)) ??
        new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
      file.gzip = (await readVariant(`${full}.gz`)) ?? new Uint8Array(gzipSync(body, { level: 9 }))
    }
    files.set(urlPath, file)
  }
  return files
}

async function readVariant(path: string): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await readFile(path))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export function staticResponse(
  file: StaticFile,
  request: Request,
  extraHeaders: Record<string, string> = {},
  status = 200,
): Response {
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
    ...extraHeaders,
  })
  const ifNoneMatch = request.headers.get('if-none-match')
  if (
    status === 200 &&
    ifNoneMatch &&
    ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === file.etag || tag.trim() === `W/${file.etag}`)
  ) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = acceptedEncoding(
    request,
    (['br', 'gzip'] as const).filter((name) => file[name]),
  )
  let body = file.body
  if (encoding) {
    body = file[encoding]!
    headers.set('content-encoding', encoding)
  }
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  })
}

type Encoding = 'br' | 'gzip'
// negotiator 1.x's `preferred` breaks ties by our order (brotli first); its 0.6 types lack it.
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string
}

export function acceptedEncoding<T extends Encoding>(
  request: Request,
  offered: readonly T[],
): T | undefined {
  const accept = request.headers.get('accept-encoding') ?? undefined
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accept } })
  const chosen = (negotiator as unknown as EncodingNegotiator).encoding([...offered, 'identity'], {
    preferred: [...offered, 'identity'],
  })
  return offered.find((encoding) => encoding === chosen)
}
