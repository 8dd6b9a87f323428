// The production server itself: compression, caching, headers, the proxy in front of it, the
// requests it refuses, its log, its health and readiness, and its SITE_URL.
import { expect, test } from './support/test.ts'
import { clinic, doctorSlug } from '../../app/site/clinic.ts'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { connect } from 'node:net'
import { ENQUIRY_MAX_BODY_BYTES } from '../../app/enquiry/schema.ts'
import { responses } from './support/http.ts'
import { gtmPort, opsPort, stagingSiteUrl } from '../../playwright.config.ts'

// The second build has a staging SITE_URL: nothing it serves may name the production origin.
const staging = `http://127.0.0.1:${gtmPort}`

test.describe('production serving', () => {
  test('pages are precompressed (brotli, gzip) and revalidated with an ETag', async ({
    request,
  }) => {
    const br = await request.get('/cn/services/angioplasty/', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(br.headers()['cache-control']).toBe('no-cache')
    const etag = br.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    const gzip = await request.get('/cn/services/angioplasty/', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(gzip.headers()['etag']).toBe(etag)
    const notModified = await request.get('/cn/services/angioplasty/', {
      headers: { 'if-none-match': etag! },
    })
    expect(notModified.status()).toBe(304)
    expect(await notModified.body()).toHaveLength(0)
  })

  test('hashed assets are immutable, and smaller with brotli', async ({ request, page }) => {
    await page.goto('/')
    // The page's largest script (the entry): a tiny chunk gains little from any compression.
    const script = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .sort(
          (a, b) =>
            (b as PerformanceResourceTiming).decodedBodySize -
            (a as PerformanceResourceTiming).decodedBodySize,
        )
      return scripts[0] ? new URL(scripts[0].name).pathname : undefined
    })
    expect(script).toMatch(/^\/assets\/.+-[\w-]{6,}\.js$/)
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
    const br = await request.get(script!, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers()['content-length'])).toBeLessThan(
      Number(plain.headers()['content-length']) / 2,
    )
  })

  test('HEAD answers headers without a body', async ({ request }) => {
    const response = await request.head('/contact-us/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
  })

  test('the server stops gracefully on SIGTERM', async () => {
    // One port per run and worker (parallel runs on one machine each have their E2E_PORT).
    const port = 4600 + (Number(process.env.E2E_PORT ?? 4173) % 100) * 4 + test.info().workerIndex
    const server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ENQUIRY_DB_PATH: `data/e2e/sigterm-${port}.db`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const exited = once(server, 'exit')
    try {
      // Start-up renders the 404 screens and loads the build: slow on a busy machine (as below).
      await expect.poll(() => output, { timeout: 60_000 }).toContain('Serving the production build')
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
      server.kill('SIGTERM')
      const [code] = await exited
      expect(code).toBe(0)
      expect(output).toContain('SIGTERM')
    } finally {
      // A failed start must not leave a server holding the port for the next run.
      if (server.exitCode === null) server.kill('SIGKILL')
    }
  })
})

test.describe('security headers', () => {
  for (const path of ['/', '/cn/services/', '/no-such-page/', '/robots.txt', '/favicon.svg']) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy']).toContain("object-src 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security']).toBeUndefined()
    })
  }

  test('HSTS when served over HTTPS behind a proxy', async ({ request }) => {
    const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers()['strict-transport-security']).toContain('max-age=')
  })
})

test.describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  // The proxy speaks https to the browser and http to this server, and says so in these headers.
  const proxied = {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'clinic.example',
    'x-forwarded-for': '203.0.113.40',
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  // Past the same-origin check an empty form is a 400 with its field errors, refused by it a 403.
  const endpoint = '/contact-us/'
  const data = 'name='

  test('a same-origin post passes the origin check without Sec-Fetch-Site (Safari before 16.4)', async ({
    request,
  }) => {
    const response = await request.post(endpoint, {
      headers: { ...proxied, origin: 'https://clinic.example' },
      data,
    })
    expect(response.status()).toBe(400)
    expect(await response.json()).toMatchObject({ ok: false, errors: { name: 'name_required' } })
  })

  test('a same-origin post passes the origin check with Sec-Fetch-Site, or with only a Referer', async ({
    request,
  }) => {
    for (const headers of [
      { origin: 'https://clinic.example', 'sec-fetch-site': 'same-origin' },
      { referer: 'https://clinic.example/contact-us/' },
    ] as Record<string, string>[]) {
      const response = await request.post(endpoint, { headers: { ...proxied, ...headers }, data })
      expect(response.status()).toBe(400)
    }
  })

  test('a post from another origin, from `Origin: null` or with no sign of its origin is refused', async ({
    request,
  }) => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'http://clinic.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://clinic.example', 'sec-fetch-site': 'same-site' },
      {},
    ] as Record<string, string>[]) {
      const response = await request.post(endpoint, { headers: { ...proxied, ...headers }, data })
      expect(response.status(), JSON.stringify(headers)).toBe(403)
      expect(await response.json()).toEqual({ ok: false, problem: 'invalid_request', errors: {} })
    }
  })
})

test.describe('requests the framework cannot handle answer 4xx', () => {
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    test(`${method} on the contact page, or a POST anywhere else`, async ({ request }) => {
      const contact = await request.fetch('/cn/contact-us/', { method, maxRedirects: 0 })
      expect(contact.status()).toBe(405)
      expect(contact.headers()['allow']).toBe('GET, HEAD, POST')
      for (const path of [
        '/_serverFn/not-a-function',
        '/_serverFn/',
        '/services/',
        '/bh/contact-us/x/',
      ]) {
        const response = await request.fetch(path, { method: 'POST', maxRedirects: 0 })
        expect(response.status(), path).toBe(405)
        expect(response.headers()['allow']).toBe('GET, HEAD')
      }
    })
  }
})

test.describe('the enquiry action under a body too large', () => {
  test('after a 413 the kept-alive connection is usable, or closed cleanly with Connection: close', async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!)
    const socket = connect(Number(port), hostname)
    const reader = responses(socket)
    try {
      const oversized = `message=${'x'.repeat(ENQUIRY_MAX_BODY_BYTES * 3)}`
      socket.write(
        `POST /contact-us/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseURL}\r\n` +
          'Content-Type: application/x-www-form-urlencoded\r\nAccept: text/html\r\n' +
          `Content-Length: ${oversized.length}\r\n\r\n${oversized}`,
      )
      const first = await reader.next()
      expect(first.status).toBe(413)
      expect(first.body).toContain('href="tel:995"')
      if (/^connection: *close$/im.test(first.head)) {
        // Closed by the server with a FIN after the answer, not reset.
        await reader.closed()
        expect(reader.failure).toBeUndefined()
        expect(reader.ended).toBe(true)
      } else {
        // A pooling proxy sends the next (maybe another visitor's) request on it.
        socket.write(`GET /contact-us/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`)
        expect((await reader.next()).status).toBe(200)
      }
    } finally {
      socket.destroy()
    }
  })
})

test.describe('server log', () => {
  test('every line is one JSON object: one access line per request; a malformed body logs one escaped line, no stack, no body, rate-limited', async () => {
    const port = 5000 + (Number(process.env.E2E_PORT ?? 4173) % 100) * 4 + test.info().workerIndex
    const server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ENQUIRY_DB_PATH: `data/e2e/log-${port}.db`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    server.stdout.on('data', (chunk) => (stdout += chunk))
    server.stderr.on('data', (chunk) => (stderr += chunk))
    try {
      await expect.poll(() => stdout, { timeout: 60_000 }).toContain('Serving the production build')
      const base = `http://127.0.0.1:${port}`
      const secret = 'Tan Mei Ling +6591234567'
      // A form body that cannot be read, with raw terminal escape sequences (clear screen, title).
      const body = `--x\r\nContent-Disposition: form-data; name="${secret}\u001b[2J\u001b]0;pwned\u0007`
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${base}/contact-us/`, {
          method: 'POST',
          headers: {
            origin: base,
            'sec-fetch-site': 'same-origin',
            'content-type': 'multipart/form-data; boundary=x',
          },
          body,
        })
        expect(response.status).toBe(400)
      }
      // Not a form at all (a script that took the page for an API): a 415, not a stack.
      const notForm = await fetch(`${base}/jp/contact-us/`, {
        method: 'POST',
        headers: {
          origin: base,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: secret }),
      })
      expect(notForm.status).toBe(415)
      expect(
        (await fetch(`${base}/cn/services/?utm_source=${encodeURIComponent(secret)}`)).status,
      ).toBe(200)
      // Every line either stream carries is one JSON object: start-up notices included.
      const entries = (text: string) =>
        text
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => {
            expect(() => void JSON.parse(line), line).not.toThrow()
            return JSON.parse(line) as Record<string, unknown>
          })
      const access = () => entries(stdout).filter((line) => line['type'] === 'access')
      await expect.poll(() => access().length).toBe(5)
      expect(access().map(({ method, path, status }) => ({ method, path, status }))).toEqual([
        ...Array(3).fill({ method: 'POST', path: '/contact-us/', status: 400 }),
        { method: 'POST', path: '/jp/contact-us/', status: 415 },
        { method: 'GET', path: '/cn/services/', status: 200 },
      ])
      expect(
        access().every((line) => typeof line['ms'] === 'number' && line['ip'] === undefined),
      ).toBe(true)
      // No fault of the server's; each client error once (repeats are counted, not written).
      expect(entries(stderr).filter((line) => line['level'] === 'error')).toEqual([])
      const clientErrors = entries(stderr).filter((line) => line['type'] === 'client_error')
      expect(clientErrors).toMatchObject([
        { method: 'POST', path: '/contact-us/', status: 400 },
        { method: 'POST', path: '/jp/contact-us/', status: 415 },
      ])
      for (const entry of [...entries(stdout), ...entries(stderr)])
        expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String) })
      const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line !== '')
      // eslint-disable-next-line no-control-regex
      for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
      expect(stderr + stdout).not.toContain('Mei Ling')
      expect(stderr).not.toMatch(/\n\s+at /)
    } finally {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
  })
})

test.describe('SITE_URL overrides the public origin', () => {
  test('canonical, hreflang, og:url and JSON-LD of prerendered pages use it', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/cn/',
      `/jp/about-us/${doctorSlug}/`,
      '/blog/heart-attack-vs-heart-failure/',
    ]) {
      const html = await (await request.get(`${staging}${path}`)).text()
      expect(html, path).toContain(`<link rel="canonical" href="${stagingSiteUrl}${path}"/>`)
      expect(html, path).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="x-default" href="${stagingSiteUrl}/`),
      )
      expect(html, path).toContain(`<meta property="og:url" content="${stagingSiteUrl}${path}"/>`)
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((m) => m[1] ?? '')
      expect(jsonLd.length, path).toBeGreaterThan(0)
      for (const data of jsonLd) expect(data, path).toContain(stagingSiteUrl)
      expect(html, path).not.toContain(clinic.siteUrl)
    }
  })

  test('the sitemap and robots.txt use it', async ({ request }) => {
    const sitemap = await (await request.get(`${staging}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${stagingSiteUrl}/cn/</loc>`)
    expect(sitemap).toContain(`hreflang="x-default" href="${stagingSiteUrl}/"`)
    expect(sitemap).not.toContain(clinic.siteUrl)
    expect(await (await request.get(`${staging}/robots.txt`)).text()).toContain(
      `Sitemap: ${stagingSiteUrl}/sitemap.xml`,
    )
  })
})

test.describe('health and readiness', () => {
  test('GET /healthz answers 200 JSON, uncached', async ({ request }) => {
    const response = await request.get('/healthz', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('the public GET /readyz says ok or fail and nothing of the outbox or the mail', async ({
    request,
  }) => {
    const response = await request.get('/readyz', { maxRedirects: 0 })
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ status: response.status() === 200 ? 'ok' : 'fail' })
  })

  test("GET /readyz on the operators' listener (OPS_PORT) reports the database, the outbox and SMTP without visitor data", async ({
    request,
  }) => {
    const response = await request.get(`http://127.0.0.1:${opsPort}/readyz`, { maxRedirects: 0 })
    const body = await response.json()
    expect(body).toMatchObject({
      database: { writable: true },
      outbox: {
        backlog: expect.any(Number),
        failed: expect.any(Number),
        staleAfterSeconds: 900,
        stale: expect.any(Boolean),
      },
      smtp: { configured: expect.any(Boolean) },
    })
    // Ready unless a notification has waited too long; 503 exactly when not ready.
    expect(body.ready).toBe(!body.outbox.stale)
    expect(response.status()).toBe(body.ready ? 200 : 503)
    expect(JSON.stringify(body)).not.toMatch(/@|\+65|name|message/i)
  })

  test('they are not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toMatch(/healthz|readyz/)
  })
})
