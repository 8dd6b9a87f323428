import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'

test.describe('production serving', () => {
  test('pages are precompressed (brotli, gzip) and revalidated with an ETag', async ({ request }) => {
    const br = await request.get('/cn/services/angioplasty/', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(br.headers()['cache-control']).toBe('no-cache')
    const etag = br.headers()['etag']
    expect(etag).toMatch(/^"[\w-]+"$/)
    const gzip = await request.get('/cn/services/angioplasty/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(gzip.headers()['etag']).toBe(etag)
    const notModified = await request.get('/cn/services/angioplasty/', { headers: { 'if-none-match': etag! } })
    expect(notModified.status()).toBe(304)
    expect(await notModified.body()).toHaveLength(0)
  })

  test('hashed assets are immutable, and smaller with brotli', async ({ request, page }) => {
    await page.goto('/')
    const script = await page.locator('script[type=module][src], link[rel=modulepreload]').first().evaluate((el) => el.getAttribute('src') ?? el.getAttribute('href'))
    expect(script).toMatch(/^\/assets\/.+-[\w-]{6,}\.js$/)
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
    const br = await request.get(script!, { headers: { 'accept-encoding': 'br' } })
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 2)
  })

  test('HEAD answers headers without a body', async ({ request }) => {
    const response = await request.head('/contact-us/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
  })

  test('the server stops gracefully on SIGTERM', async () => {
    const port = 4900 + test.info().workerIndex
    const server = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ENQUIRY_DB_PATH: `data/e2e/sigterm-${port}.db` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    await expect.poll(() => output, { timeout: 15_000 }).toContain('Serving the production build')
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    server.kill('SIGTERM')
    const [code] = await once(server, 'exit')
    expect(code).toBe(0)
    expect(output).toContain('SIGTERM')
  })
})
