import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import type { RenderContext } from '../app/start.ts'
import { text } from './responses.ts'
import { createNonce, cspManifestPath, withPageCsp, type CspManifest } from './security.ts'
import { staticResponse, type StaticFile } from './static.ts'

const CspManifestSchema = v.record(
  v.string(),
  v.object({ scripts: v.array(v.string()), styles: v.array(v.string()) }),
)

export async function loadCspManifest(clientDir: string): Promise<CspManifest> {
  const path = cspManifestPath(clientDir)
  let json: string
  try {
    json = await readFile(path, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${path}: the build is incomplete (run vite build)`, {
      cause: error,
    })
  }
  return v.parse(CspManifestSchema, JSON.parse(json))
}

export function builtFileResponse(
  file: StaticFile,
  request: Request,
  url: URL,
  urlPath: string,
  pageHashes: CspManifest,
): Response {
  const response = staticResponse(file, request)
  if (!file.type.startsWith('text/html')) return response
  const hashes = pageHashes[urlPath]
  if (!hashes)
    throw new Error(`No CSP hashes for ${urlPath}: the build is incomplete (run vite build)`)
  return withPageCsp(response, url, hashes)
}

export type StartFetch = (
  request: Request,
  options?: { context?: RenderContext },
) => Response | Promise<Response>

export async function renderedPage(
  request: Request,
  url: URL,
  startFetch: StartFetch,
  { errorStatus, nonce = createNonce() }: { errorStatus?: number; nonce?: string } = {},
): Promise<Response> {
  const response = await startFetch(request, { context: { cspNonce: nonce, errorStatus } })
  return withPageCsp(response, url, { nonce })
}

export function staticPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.html` : pathname
}

/** An old script chunk after a deploy, /.env, /wp-login.php: no page, no rendering. */
export function missingFile(): Response {
  return text('Not Found', 404, { 'cache-control': 'no-cache' })
}

export function hasExtension(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}
