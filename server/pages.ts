import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { encodeFormState, type NativeFormState } from '../app/enquiry/native-post.ts'
import { cspNonceHeader, errorStatusHeader, formStateHeader } from '../app/runtime/csp.ts'
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

/** Headers only this server may send the renderer (app/start.ts reads them). */
export const rendererHeaders = [cspNonceHeader, errorStatusHeader, formStateHeader]

export function fromClient(headers: Headers): Headers {
  const copy = new Headers(headers)
  for (const name of rendererHeaders) copy.delete(name)
  return copy
}

export function renderedPage(
  request: Request,
  url: URL,
  startFetch: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  return renderedWith(request, url, startFetch, {})
}

export async function renderedWith(
  request: Request,
  url: URL,
  startFetch: (request: Request) => Response | Promise<Response>,
  { formState, nonce = createNonce() }: { formState?: NativeFormState; nonce?: string },
): Promise<Response> {
  const headers = fromClient(request.headers)
  headers.set(cspNonceHeader, nonce)
  if (formState) headers.set(formStateHeader, encodeFormState(formState))
  for (const name of ['content-type', 'content-length']) headers.delete(name)
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET'
  const forStart = new Request(url, { method, headers, signal: request.signal })
  return withPageCsp(await startFetch(forStart), url, { nonce })
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
