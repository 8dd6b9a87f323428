// Every address the site answers, and how: pages, their redirects and language detection, the
// 404 screen, hostile paths, the sitemap and robots.txt, indexing, and the links the shell offers.
import { expect, scaleTimeout, test } from './support/test.ts'
import {
  localeRecord,
  locales,
  localizePath,
  splitLocalePath,
  type Locale,
} from '../../app/i18n/locales.ts'
import {
  allLocalizedPaths,
  isIndexable,
  pageHref,
  pageMatrix,
  type PageId,
} from '../../app/site/pages.ts'
import { conditionIds, missingIn, serviceIds } from './support/expectations.ts'
import { clinic } from '../../app/site/clinic.ts'

const site = clinic.siteUrl

test.describe('pages that do not exist answer 404 with the error screen', () => {
  // A page the matrix does not list in each language (a condition, a service, the blog where it can).
  const notIn = (locale: Locale, first: readonly PageId[]) =>
    localizePath(pageMatrix[missingIn(locale, first)].path, locale)
  const missing = [
    notIn('en', ['servicesIndex']),
    notIn('bh', conditionIds),
    notIn('jp', serviceIds),
    notIn('cn', ['blog']),
    '/en/',
    '/en/contact-us/',
    '/xx/',
    '/no-such-page/',
    '/cn/no-such-page/',
  ]
  for (const path of missing) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const { locale } = splitLocalePath(path)
      await expect(page.locator('html')).toHaveAttribute('lang', localeRecord[locale].tag)
      await expect(page.locator('.error-page__path')).toContainText(path)
      await expect(page.locator('.error-page a.button')).toHaveAttribute(
        'href',
        localizePath('/', locale),
      )
      if (locale === 'en') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Oh, no page does not exist!',
        )
        await expect(page.getByText("We don't have the page you're looking for.")).toBeVisible()
        await expect(page.getByRole('link', { name: 'GO TO HOMEPAGE' })).toBeVisible()
        await expect(page.getByText('All Rights Reserved')).toBeVisible()
      }
    })
  }
})

test.describe('trailing slash', () => {
  test('a prerendered page without its slash redirects permanently, keeping the query', async ({
    request,
  }) => {
    const response = await request.get('/cn/services?utm_source=x&b=2', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers()['location']).toBe('/cn/services/?utm_source=x&b=2')
  })

  test('a server-rendered path without its slash redirects too', async ({ request }) => {
    const response = await request.get('/no-such-page?q=1', { maxRedirects: 0 })
    expect([301, 308]).toContain(response.status())
    expect(response.headers()['location']).toBe('/no-such-page/?q=1')
  })

  for (const hostile of [
    '//evil.example',
    '//evil.example/path',
    '/%2F%2Fevil.example',
    '/\\evil.example/path',
    '/%5Cevil.example/x',
  ]) {
    test(`no open redirect from ${hostile}`, async ({ request }) => {
      const response = await request.get(
        `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}${hostile}`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBeLessThan(500)
      const location = response.headers()['location']
      if (location) {
        expect(location).toMatch(/^\/(?![/\\])/)
        expect(new URL(location, 'http://127.0.0.1').host).toBe('127.0.0.1')
      }
    })
  }
})

test.describe('language detection on /', () => {
  const cases: [string, Record<string, string>, string | null][] = [
    ['no hints', {}, null],
    ['cookie', { cookie: 'i18n_redirected=jp' }, '/jp/'],
    [
      'cookie wins over Accept-Language',
      { cookie: 'i18n_redirected=bh', 'accept-language': 'zh-SG' },
      '/bh/',
    ],
    [
      'English cookie wins over Accept-Language',
      { cookie: 'i18n_redirected=en', 'accept-language': 'ja' },
      null,
    ],
    ['full tag', { 'accept-language': 'zh-SG,en;q=0.5' }, '/cn/'],
    ['base language', { 'accept-language': 'id-ID' }, '/bh/'],
    ['header order', { 'accept-language': 'fr-FR, ja;q=0.9, zh;q=0.8' }, '/jp/'],
    ['unsupported languages', { 'accept-language': 'fr-FR, de' }, null],
  ]
  for (const [name, headers, target] of cases) {
    test(name, async ({ request }) => {
      const response = await request.get('/?ref=ad', { headers, maxRedirects: 0 })
      expect(response.headers()['vary']).toMatch(/Cookie/)
      expect(response.headers()['vary']).toMatch(/Accept-Language/)
      if (target) {
        expect(response.status()).toBe(302)
        expect(response.headers()['location']).toBe(`${target}?ref=ad`)
      } else {
        expect(response.status()).toBe(200)
        expect(await response.text()).toContain('lang="en-SG"')
      }
    })
  }

  test('prefixed pages are never redirected by the cookie', async ({ request }) => {
    const response = await request.get('/contact-us/', {
      headers: { cookie: 'i18n_redirected=jp' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
  })
})

test.describe('unknown addresses', () => {
  for (const path of ['/assets/index-0ld4ss3t.js', '/.env', '/wp-login.php', '/cn/favicon.ico']) {
    test(`a missing file (${path}) gets a plain 404 at once, no page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe('Not Found')
    })
  }

  test('the 404 screen is one copy per language, rendered once and sent compressed for every unknown address, naming it', async ({
    request,
  }) => {
    // Gzip even where brotli is accepted: its fixed parts are compressed once (server/not-found.ts).
    const get = (path: string) => request.get(path, { headers: { 'accept-encoding': 'gzip, br' } })
    const paths = ['/cn/no-such-page/', '/cn/a/b/c/', '/cn/%E4%B8%AD%E6%96%87/']
    const shown = ['/cn/no-such-page/', '/cn/a/b/c/', '/cn/中文/']
    const cn = await Promise.all(paths.map(get))
    const bodies: string[] = []
    for (const [index, response] of cn.entries()) {
      expect(response.status()).toBe(404)
      expect(response.headers()['content-encoding']).toBe('gzip')
      // Its inline code is allowed by hash (as for prerendered pages), not by a render's nonce.
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      const address = `<bdi class="error-page__address">${shown[index]!}</bdi>`
      const html = await response.text()
      expect(html).toContain(address)
      bodies.push(html.replace(address, ''))
    }
    expect(new Set(bodies).size).toBe(1)
    const en = await (await get('/no-such-page/')).text()
    expect(en.replace('<bdi class="error-page__address">/no-such-page/</bdi>', '')).not.toBe(
      bodies[0],
    )
  })
})

test.describe('hostile paths never answer 5xx nor reflect markup', () => {
  const hostile = [
    '/%00/',
    '/cn/%00/',
    '/%E0%A4%A/',
    '/%/',
    `/${'a'.repeat(5000)}/`,
    `/cn/${'%41'.repeat(3000)}/`,
    '/<script>alert(1)</script>/',
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
    '/a/%2e%2e/%2e%2e/etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd/',
    '/%C0%AE%C0%AE/',
    '/assets/..%2f..%2fpackage.json',
    '/cn/%FF%FE/',
  ]
  for (const path of hostile) {
    test(`${path.slice(0, 60)}`, async ({ request }) => {
      const port = new URL(test.info().project.use.baseURL!).port
      const response = await request.get(`http://127.0.0.1:${port}${path}`, { maxRedirects: 0 })
      expect(response.status()).toBeLessThan(500)
      const body = await response.text()
      expect(body).not.toContain('<script>alert(1)</script>')
      expect(body).not.toContain('"dependencies"')
    })
  }
})

test('sitemap.xml and robots.txt derive from the page matrix', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap.match(/<url>/g)).toHaveLength(
    allLocalizedPaths().filter(({ id }) => isIndexable(id)).length,
  )
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/services/angioplasty/"/>`,
  )
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
})

test('thank-you pages are noindex, nofollow and not in the sitemap; other pages are indexable', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('thank-you')
  scaleTimeout(allLocalizedPaths().length, 500)
  for (const { href, id } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    const robots = html.match(/<meta name="robots" content="[^"]*"\s*\/?>/g) ?? []
    if (id === 'thankYou')
      expect(robots, href).toEqual(['<meta name="robots" content="noindex, nofollow"/>'])
    else {
      expect(robots, href).toEqual([])
      expect(sitemap, href).toContain(`${href}</loc>`)
    }
  }
})

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('every link in the header, sidebar and footer answers 200', async ({ page, request }) => {
      // Two page loads (in the default 30 s), then a request per link: the budget grows with the
      // links found.
      let requests = 0
      for (const path of [pageHref('home', locale)!, localizePath('/no-such-page/', locale)]) {
        await page.goto(path)
        const hrefs = await page
          .locator('header.site-header a[href], #site-sidebar a[href], footer.site-footer a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
        expect(internal.length).toBeGreaterThan(5)
        requests += internal.length
        scaleTimeout(requests, 500)
        for (const href of internal) {
          const response = await request.get(href, { maxRedirects: 0 })
          expect(response.status(), href).toBe(200)
        }
        // Everything else is a phone, e-mail or WhatsApp.
        for (const href of hrefs.filter((h) => !h.startsWith('/'))) {
          expect(href).toMatch(/^(tel:\+?\d+|mailto:|https:\/\/wa\.me\/\d+\?text=)/)
        }
      }
    })
  })
}
