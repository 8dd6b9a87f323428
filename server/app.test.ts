import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  brotliCompressSync,
  constants as zlibConstants,
  deflateRawSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import type { ServerRequest } from 'srvx'
import { serve } from 'srvx/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type AppOptions } from './app.ts'
import type { RenderContext } from '../app/start.ts'
import { forwardedUrl } from './proxy.ts'
import { createServerLog } from '../app/log.server.ts'

describe('forwardedUrl', () => {
  const internal = new URL('http://10.0.0.5:3000/contact-us/?x=1')
  it('takes the public protocol and host from the last forwarded hop', () => {
    const url = forwardedUrl(
      internal,
      new Headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Clinic.Example' }),
    )
    expect(url.href).toBe('https://clinic.example/contact-us/?x=1')
    expect(
      forwardedUrl(
        internal,
        new Headers({
          'x-forwarded-proto': 'http, https',
          'x-forwarded-host': 'evil.example, clinic.example:8443',
        }),
      ).href,
    ).toBe('https://clinic.example:8443/contact-us/?x=1')
  })
  it('ignores values that are not a protocol or a host', () => {
    expect(
      forwardedUrl(
        internal,
        new Headers({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a/b@evil.example' }),
      ),
    ).toBe(internal)
    expect(forwardedUrl(internal, new Headers())).toBe(internal)
  })
})

// Through srvx's own middleware chain on a temporary client build; Start's fetch handler is the
// unit boundary, a recording stub (server functions and pages are tested end to end in tests/e2e).
describe('createApp', () => {
  let root: string
  /** A page big enough to be sent compressed, and its variants as the build writes them. */
  const page = `<!doctype html><html><body>${'About the clinic. '.repeat(60)}</body></html>`
  const pageBr = brotliCompressSync(page)
  const pageGzip = gzipSync(page)

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'app-test-'))
    const client = join(root, 'client')
    await mkdir(join(client, 'about'), { recursive: true })
    await mkdir(join(client, 'assets'), { recursive: true })
    await writeFile(join(client, 'index.html'), '<!doctype html><p>Home</p>')
    await writeFile(join(client, 'about', 'index.html'), page)
    await writeFile(join(client, 'about', 'index.html.br'), pageBr)
    await writeFile(join(client, 'about', 'index.html.gz'), pageGzip)
    await writeFile(join(client, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)')
    const noInline = { scripts: [], styles: [] }
    await writeFile(
      join(root, 'csp-hashes.json'),
      JSON.stringify({ '/index.html': noInline, '/about/index.html': noInline }),
    )
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  function serverRoute(url: URL): Response | undefined {
    if (url.pathname === '/sitemap.xml')
      return new Response('<urlset/>', {
        headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'x' },
      })
    if (url.pathname === '/robots.txt')
      return new Response('User-agent: *', { headers: { 'content-type': 'text/plain' } })
    return undefined
  }

  // Like app/layout/ErrorPage.tsx, asked for by server/error-pages.ts at start-up.
  function errorScreenFor(request: Request, context?: RenderContext): Response | undefined {
    const status = context?.errorStatus
    const { pathname } = new URL(request.url)
    if (!status) return undefined
    return new Response(
      `<!doctype html><html lang="${pathname.startsWith('/cn/') ? 'zh-SG' : 'en-SG'}"><p class="error-page__status" aria-hidden="true">${status}</p><a href="tel:995">995</a></html>`,
      { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }

  interface Seen {
    url: string
    method: string
    ip: string | undefined
    body: string
    nonce: string | undefined
  }

  async function start(options: Partial<AppOptions> = {}) {
    const seen: Seen[] = []
    const lines: string[] = []
    const routed: string[] = []
    const app = await createApp({
      clientDir: join(root, 'client'),
      async startFetch(request: ServerRequest, options) {
        const url = new URL(request.url)
        const errorScreen = errorScreenFor(request, options?.context)
        if (errorScreen) return errorScreen
        const routeAnswer = serverRoute(url)
        if (routeAnswer) {
          routed.push(url.pathname)
          return routeAnswer
        }
        if (url.pathname === '/contact-us/') {
          seen.push({
            url: request.url,
            method: request.method,
            ip: request.ip,
            body: await request.text(),
            nonce: options?.context?.cspNonce,
          })
          return new Response('<!doctype html><p>The contact page</p>', {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
        }
        if (url.pathname === '/broken/') throw new Error('render failed')
        // Like app/layout/ErrorPage.tsx: the address once, in its own line.
        return new Response(
          `<!doctype html><p>Not found</p><p class="error-page__path">Page not found: <bdi class="error-page__address">${url.pathname}</bdi></p>`,
          {
            status: 404,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          },
        )
      },
      log: createServerLog({ out: (line) => lines.push(line), err: (line) => lines.push(line) }),
      ...options,
    })
    const server = serve({ ...app, manual: true, silent: true, gracefulShutdown: false })
    /** One request from the peer 192.0.2.1, as srvx's Node adapter gives it. */
    function fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const request: ServerRequest = new Request(`http://internal:3000${path}`, init)
      request.ip = '192.0.2.1'
      return Promise.resolve(server.fetch(request))
    }
    return { fetch, seen, lines, routed }
  }

  describe('methods', () => {
    it('takes a POST on the contact pages only, handing it to the renderer whole with the client address', async () => {
      const { fetch, seen } = await start()
      const response = await fetch('/contact-us/', { method: 'POST', body: 'name=Tan+Mei+Ling' })
      expect(response.status).toBe(200)
      expect(seen).toEqual([
        {
          url: 'http://internal:3000/contact-us/',
          method: 'POST',
          ip: '192.0.2.1',
          body: 'name=Tan+Mei+Ling',
          nonce: expect.stringMatching(/^[\w+/=-]{16,}$/u),
        },
      ])
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${seen[0]!.nonce}'`)
      for (const method of ['PUT', 'DELETE']) {
        const refused = await fetch('/contact-us/', { method })
        expect(refused.status, method).toBe(405)
        expect(refused.headers.get('allow')).toBe('GET, HEAD, POST')
      }
      // No server functions on this site: their address is any other page's.
      expect((await fetch('/_serverFn/abc', { method: 'POST', body: '{}' })).status).toBe(405)
      expect(seen).toHaveLength(1)
    })

    it('bounds the renders one address can ask for, and answers the rest from memory', async () => {
      const { fetch, seen } = await start({ renderBudget: { perAddress: 2 } })
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push((await fetch('/contact-us/', { method: 'POST', body: `n=${i}` })).status)
      expect(statuses).toEqual([200, 200, 429, 429])
      expect(seen).toHaveLength(2)
      // The form's script asks for data, which is never a rendered page: no budget in its way.
      const asData = { method: 'POST', body: 'n=5', headers: { accept: 'application/json' } }
      expect((await fetch('/contact-us/', asData)).status).toBe(200)
      expect(seen).toHaveLength(3)
    })

    it('answers 405 to a post anywhere else', async () => {
      const { fetch } = await start()
      const response = await fetch('/about/', { method: 'POST', body: 'x' })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
    })
    it("answers a browser with the site's error screen in the address's language, without script", async () => {
      const { fetch } = await start()
      const response = await fetch('/cn/about/', {
        method: 'PUT',
        headers: { accept: 'text/html,*/*;q=0.8' },
      })
      expect(response.status).toBe(405)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toContain('script-src')
      const body = await response.text()
      expect(body).toContain('lang="zh-SG"')
      expect(body).toContain('aria-hidden="true">405<')
      expect(body).toContain('href="tel:995"')
      expect(body).not.toContain('<script')
    })
    it('answers an address that is no URL with the English error screen', async () => {
      const { fetch } = await start()
      const response = await fetch('/%E0%A4%A/', { headers: { accept: 'text/html' } })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('href="tel:995"')
    })
  })

  it('leaves console.error alone: nothing of the process is patched', async () => {
    const original = console.error
    await start()
    expect(console.error).toBe(original)
  })

  describe('trailing-slash redirect', () => {
    it('adds the slash with a 308 and keeps the query', async () => {
      const { fetch } = await start()
      const response = await fetch('/about?utm_source=x&a=1')
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe('/about/?utm_source=x&a=1')
    })
    it('never redirects off the site', async () => {
      const { fetch } = await start()
      for (const [path, target] of [
        ['//evil.com', '/evil.com'],
        ['//evil.com/x', '/evil.com/x/'],
        ['///evil.com/?a=1', '/evil.com/?a=1'],
      ]) {
        const response = await fetch(path!)
        expect(response.status, path).toBe(308)
        expect(response.headers.get('location'), path).toBe(target)
      }
      // A backslash is a slash to the URL parser (as to browsers): still on the site.
      expect((await fetch('/\\evil.com/')).headers.get('location')).toBe('/evil.com/')
    })
    it('leaves file names alone', async () => {
      const { fetch } = await start()
      expect((await fetch('/assets/app-Ab12Cd34.js')).status).toBe(200)
    })
  })

  describe('language detection on /', () => {
    it('redirects by the language cookie first, then Accept-Language, varying on both', async () => {
      const { fetch } = await start()
      const byCookie = await fetch('/?ref=1', {
        headers: { cookie: 'i18n_redirected=jp', 'accept-language': 'zh-SG' },
      })
      expect(byCookie.status).toBe(302)
      expect(byCookie.headers.get('location')).toBe('/jp/?ref=1')
      expect(byCookie.headers.get('vary')).toBe('Cookie, Accept-Language')
      expect(byCookie.headers.get('cache-control')).toBe('private, no-cache')

      const byHeader = await fetch('/', { headers: { 'accept-language': 'fr, id-ID;q=0.9' } })
      expect(byHeader.status).toBe(302)
      expect(byHeader.headers.get('location')).toBe('/bh/')
      expect(byHeader.headers.get('vary')).toBe('Cookie, Accept-Language')
    })
    it('serves the English home to English visitors, still varying on both', async () => {
      const { fetch } = await start()
      const response = await fetch('/', {
        headers: { 'accept-language': 'en-GB, zh;q=0.5', 'accept-encoding': 'br' },
      })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('Home')
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding')
    })
    it('detects only on /: a language path is never redirected by the cookie', async () => {
      const { fetch } = await start()
      const response = await fetch('/about/', { headers: { cookie: 'i18n_redirected=cn' } })
      expect(response.status).toBe(200)
    })
  })

  describe('proxy headers', () => {
    const proxied = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'clinic.example',
      'x-forwarded-for': '198.51.100.7, 203.0.113.40',
    }
    it('are ignored without TRUST_PROXY: the peer address and the real URL', async () => {
      const { fetch, seen } = await start({ trustProxy: false })
      const response = await fetch('/contact-us/', {
        method: 'POST',
        headers: proxied,
        body: 'name=x',
      })
      expect(response.status).toBe(200)
      expect(seen[0]).toMatchObject({ ip: '192.0.2.1', url: 'http://internal:3000/contact-us/' })
      expect(response.headers.get('strict-transport-security')).toBeNull()
    })
    it('with TRUST_PROXY give the last hop as request.ip and the public URL', async () => {
      const lines: string[] = []
      const { fetch, seen } = await start({
        trustProxy: true,
        log: createServerLog({ out: (line) => lines.push(line), clientIp: true }),
      })
      const response = await fetch('/contact-us/', {
        method: 'POST',
        headers: proxied,
        body: 'name=x',
      })
      expect(response.status).toBe(200)
      expect(seen[0]).toMatchObject({
        ip: '203.0.113.40',
        url: 'https://clinic.example/contact-us/',
      })
      expect(response.headers.get('strict-transport-security')).toContain('max-age=')
      expect(JSON.parse(lines[0]!)).toMatchObject({ ip: '203.0.113.40', path: '/contact-us/' })
    })
    it('a client-sent X-Forwarded-For never replaces the peer address without TRUST_PROXY', async () => {
      const lines: string[] = []
      const { fetch } = await start({
        log: createServerLog({ out: (line) => lines.push(line), clientIp: true }),
      })
      await fetch('/about/', { headers: { 'x-forwarded-for': '203.0.113.99' } })
      expect(JSON.parse(lines[0]!)).toMatchObject({ ip: '192.0.2.1', status: 200 })
    })
  })

  describe('built files', () => {
    it('sends the precompressed variant the build wrote, chosen by Accept-Encoding', async () => {
      const { fetch } = await start()
      const br = await fetch('/about/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(br.headers.get('content-encoding')).toBe('br')
      expect(Buffer.from(await br.arrayBuffer())).toEqual(pageBr)
      expect(br.headers.get('vary')).toBe('Accept-Encoding')
      expect(br.headers.get('cache-control')).toBe('no-cache')
      expect(br.headers.get('content-security-policy')).toContain("script-src 'self'")

      const gzip = await fetch('/about/', { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(Buffer.from(await gzip.arrayBuffer())).toEqual(pageGzip)

      const plain = await fetch('/about/', { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe(page)
    })
    it('revalidates with the ETag: 304 without a body', async () => {
      const { fetch } = await start()
      const first = await fetch('/about/', { headers: { 'accept-encoding': 'br' } })
      const etag = first.headers.get('etag')!
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await fetch('/about/', { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      const changed = await fetch('/about/', { headers: { 'if-none-match': '"other"' } })
      expect(changed.status).toBe(200)
    })
    it('caches hashed assets for a year, immutable', async () => {
      const { fetch } = await start()
      const response = await fetch('/assets/app-Ab12Cd34.js')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    })
    it('answers a missing file with a plain 404 and an unknown page with the 404 screen', async () => {
      const { fetch } = await start()
      const file = await fetch('/assets/app-0ld.js')
      expect(file.status).toBe(404)
      expect(await file.text()).toBe('Not Found')
      const screen = await fetch('/no-such-page/')
      expect(screen.status).toBe(404)
      expect(await screen.text()).toContain('Not found')
    })
    it('writes the address into the 404 screen rendered at start-up, HTML-escaped', async () => {
      const { fetch } = await start()
      const screen = await fetch(`/a%3Cscript%3Ealert(1)%3C/script%3E%22q'/`)
      expect(screen.status).toBe(404)
      expect(await screen.text()).toBe(
        '<!doctype html><p>Not found</p><p class="error-page__path">Page not found: ' +
          '<bdi class="error-page__address">/a&lt;script&gt;alert(1)&lt;/script&gt;&quot;q&#39;/</bdi></p>',
      )
      const cn = await fetch('/cn/%E4%B8%AD%E6%96%87/', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(cn.headers.get('content-encoding')).toBe('gzip')
      const sent = Buffer.from(await cn.arrayBuffer())
      expect(Number(cn.headers.get('content-length'))).toBe(sent.byteLength)
      expect(gunzipSync(sent).toString()).toBe(
        '<!doctype html><p>Not found</p><p class="error-page__path">Page not found: ' +
          '<bdi class="error-page__address">/cn/中文/</bdi></p>',
      )
      const refused = await fetch('/cn/x/', { headers: { 'accept-encoding': 'gzip;q=0' } })
      expect(refused.headers.get('content-encoding')).toBeNull()
      expect(await refused.text()).toContain('/cn/x/</bdi>')
    })
    it('compresses the 404 screen once at start-up: a request adds only its address', async () => {
      const { fetch } = await start()
      const gzip = { headers: { 'accept-encoding': 'gzip' } }
      const [a, b] = await Promise.all(
        ['/one-unknown-page/', '/another-unknown-page/'].map(async (path) =>
          Buffer.from(await (await fetch(path, gzip)).arrayBuffer()),
        ),
      )
      // The fixed start is the same bytes in both answers, not compressed again with each path.
      const fixedStart = deflateRawSync(
        '<!doctype html><p>Not found</p><p class="error-page__path">Page not found: <bdi class="error-page__address">',
        { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH },
      )
      expect(a!.subarray(10, 10 + fixedStart.byteLength)).toEqual(fixedStart)
      expect(b!.subarray(10, 10 + fixedStart.byteLength)).toEqual(fixedStart)
      expect(gunzipSync(b!).toString()).toContain('>/another-unknown-page/</bdi>')
    })
  })

  it('serves sitemap.xml and robots.txt as Start answered them once at start-up', async () => {
    const { fetch, routed } = await start()
    for (let i = 0; i < 2; i++) {
      const sitemap = await fetch('/sitemap.xml')
      expect(sitemap.status).toBe(200)
      expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      expect(sitemap.headers.get('cache-control')).toBe('x')
      expect(sitemap.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await sitemap.text()).toBe('<urlset/>')
      expect(await (await fetch('/robots.txt')).text()).toBe('User-agent: *')
    }
    const head = await fetch('/robots.txt', { method: 'HEAD' })
    expect([head.status, await head.text()]).toEqual([200, ''])
    expect(routed).toEqual(['/sitemap.xml', '/robots.txt'])
  })

  it('refuses to start when a server route does not answer', async () => {
    await expect(
      createApp({
        clientDir: join(root, 'client'),
        startFetch: () => new Response('gone', { status: 404 }),
        servePrerendered: false,
        log: createServerLog({ out: () => {}, err: () => {} }),
      }),
    ).rejects.toThrow('The server route /sitemap.xml answered 404, not 200')
  })

  it('answers 500 with the security headers when a render throws, and logs it', async () => {
    const { fetch, lines } = await start({ servePrerendered: false })
    const response = await fetch('/broken/')
    expect(response.status).toBe(500)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(lines.some((line) => line.includes('render failed'))).toBe(true)
  })
})

describe('the 404 screen rendered at start-up', () => {
  it('is refused when it names its address anywhere but its path line (the address would leak into code)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'clinic-404-'))
    try {
      await mkdir(join(root, 'client'), { recursive: true })
      await writeFile(join(root, 'csp-hashes.json'), '{}')
      const app = createApp({
        clientDir: join(root, 'client'),
        startFetch: (request) => {
          const path = new URL(request.url).pathname
          return new Response(
            `<p class="error-page__path"><bdi class="error-page__address">${path}</bdi></p><script>var path="${path}"</script>`,
            { status: 404 },
          )
        },
        log: createServerLog({ out: () => {}, err: () => {} }),
      })
      await expect(app).rejects.toThrow(/must name its address once, in its path line/)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
