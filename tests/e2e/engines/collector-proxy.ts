// WebKitGTK's driver has no console log (no BiDi in Debian's build): this proxy adds one.
import { createHash } from 'node:crypto'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const storageKey = '__e2eErrors'

/** In sessionStorage, so page loads in between lose nothing. */
function collectErrors(key: string) {
  const add = (text: string) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
      list.push(`${location.pathname}: ${text.slice(0, 500)}`)
      sessionStorage.setItem(key, JSON.stringify(list))
    } catch {
      // Storage unavailable: nothing to record into.
    }
  }
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null
      // A module preload is a hint: the import that follows fetches the module itself and
      // reports its own failure (a rejection, the chunk-reload guard). Firefox ends such hints
      // with an error event when the page moves on under load; that is not an error it shows.
      if (target instanceof Element && target.matches('link[rel="modulepreload"]')) return
      if (target && target !== (window as unknown) && target instanceof Element)
        add(`failed to load ${target.tagName} ${target.src ?? target.href ?? ''}`)
      else add(`uncaught ${event.message}`)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) =>
    add(
      `unhandled rejection ${String((event.reason as Error | undefined)?.message ?? event.reason)}`,
    ),
  )
  addEventListener('securitypolicyviolation', (event) =>
    add(`CSP ${event.violatedDirective} ${event.blockedURI}`),
  )
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    add(
      `console.error ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`,
    )
    original(...args)
  }
}

const script = `(${collectErrors.toString()})(${JSON.stringify(storageKey)})`
const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`

export const readCollectedErrors = `(() => { const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(storageKey)}) ?? '[]'); sessionStorage.removeItem(${JSON.stringify(storageKey)}); return list })()`

function withScriptAllowed(csp: string): string {
  return csp.replace(
    /script-src ([^;]*)/,
    (_, sources: string) => `script-src ${sources} ${scriptHash}`,
  )
}

export interface CollectorProxy {
  origin: string
  close(): Promise<void>
}

export async function startCollectorProxy(
  port: number,
  target: string,
  clientAddress: string,
): Promise<CollectorProxy> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'x-forwarded-for': clientAddress }
    // Pages must arrive readable to add the script; assets may stay compressed.
    const isAsset = incoming.url?.startsWith('/assets/') ?? false
    if (!isAsset) delete headers['accept-encoding']
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '')
        if (isAsset || !type.startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(outgoing)
          return
        }
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script>${script}</script>`)
          const responseHeaders = { ...response.headers }
          delete responseHeaders['content-length']
          delete responseHeaders['etag']
          const csp = responseHeaders['content-security-policy']
          if (typeof csp === 'string')
            responseHeaders['content-security-policy'] = withScriptAllowed(csp)
          outgoing.writeHead(response.statusCode ?? 502, responseHeaders)
          outgoing.end(html)
        })
      },
    )
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
