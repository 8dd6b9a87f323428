import { expect, test } from './support/test.ts'
import { clinic, doctorSlug } from '../../app/site/clinic.ts'
import { gtmPort, opsPort, stagingSiteUrl } from '../../playwright.config.ts'

// The second build has a staging SITE_URL: nothing it serves may name the production origin.
const staging = `http://127.0.0.1:${gtmPort}`

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
