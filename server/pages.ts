/** Built files and pages: prerendered ones with their build-time CSP hashes, others rendered with a nonce. */
import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { cspNonceHeader } from '../app/runtime/csp.ts'
import { text } from './responses.ts'
import { createNonce, cspManifestPath, withPageCsp, type CspManifest } from './security.ts'
import { staticResponse, type StaticFile } from './static.ts'

const CspManifestSchema = v.record(
  v.string(),
  v.object({ scripts: v.array(v.string()), styles: v.array(v.string()) }),
)

/** The build's inline-code hashes per prerendered page (build/csp-plugin.ts). */
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

/** A built file; a prerendered page gets the CSP of its own inline code. */
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

/**
 * A page rendered for this request by Start: its scripts and styles carry a fresh nonce, sent
 * to the renderer in a header only this server sets (app/start.ts reads it).
 */
export async function renderedPage(
  request: Request,
  url: URL,
  startFetch: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const nonce = createNonce()
  const headers = new Headers(request.headers)
  headers.set(cspNonceHeader, nonce)
  // A bodiless request (GET, HEAD) at its public URL.
  const forStart = new Request(url, { method: request.method, headers, signal: request.signal })
  return withPageCsp(await startFetch(forStart), url, { nonce })
}

/** The built file for a request path: '/cn/services/' -> '/cn/services/index.html'. */
export function staticPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.html` : pathname
}

/** A file the build does not have (an old script chunk after a deploy, /.env, /wp-login.php): no page. */
export function missingFile(): Response {
  return text('Not Found', 404, { 'cache-control': 'no-cache' })
}

/** Whether the path names a file (`/assets/app.js`, `/.env`) rather than a page. */
export function hasExtension(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}
