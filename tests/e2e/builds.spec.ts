// The build the browser runs against the one the server has: the update notice and the build
// metadata the router reads.
import { expect, test } from './support/test.ts'
import { allLocalizedPaths } from '../../app/site/pages.ts'
import { type Page } from '@playwright/test'

test.describe('build update notice', () => {
  test('appears after the hourly check finds a new build, and can be dismissed', async ({
    page,
  }) => {
    await page.clock.install()
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'a-newer-build' }, headers: { 'cache-control': 'no-cache' } }),
    )
    await page.goto('/cn/contact-us/')
    await expect(page.locator('form#enquiry-form button[type=submit]')).toBeEnabled()
    const notice = page.locator('.update-notice')
    await expect(notice).toHaveCount(0)
    await page.clock.runFor('59:00')
    await expect(notice).toHaveCount(0)
    await page.clock.runFor('01:05')
    await expect(notice).toBeVisible()
    await notice.locator('button').nth(1).click()
    await expect(notice).toHaveCount(0)
  })

  test('stays hidden while the running build is the latest', async ({ page }) => {
    await page.clock.install()
    let checks = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/builds/latest.json')) checks++
    })
    await page.goto('/contact-us/')
    // The form's button is enabled by an effect: once it is, the page has hydrated and the
    // hourly check is scheduled.
    await expect(page.locator('form#enquiry-form button[type=submit]')).toBeEnabled()
    await page.clock.runFor('02:00:30')
    await expect.poll(() => checks).toBe(2)
    await expect(page.locator('.update-notice')).toHaveCount(0)
  })

  test('/builds/latest.json is never cached', async ({ request }) => {
    const response = await request.get('/builds/latest.json')
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect((await response.json()).id).toMatch(/\S/)
  })
})

test.describe('build metadata (SPEC sections 7 and 9)', () => {
  const metaRequests = (page: Page) => {
    const urls: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/builds/meta/')) urls.push(r.url())
    })
    return urls
  }

  test('is written at build time: the pages and the redirect rules', async ({ request }) => {
    const { id } = (await (await request.get('/builds/latest.json')).json()) as { id: string }
    const response = await request.get(`/builds/meta/${id}.json`)
    expect(response.status()).toBe(200)
    const meta = (await response.json()) as {
      id: string
      paths: string[]
      redirects: Record<string, unknown>
    }
    expect(meta.id).toBe(id)
    expect(meta.paths.sort()).toEqual(
      allLocalizedPaths()
        .map(({ href }) => href)
        .sort(),
    )
    expect(meta.redirects).toMatchObject({
      trailingSlash: 'always',
      languagePrefixes: { en: '/', cn: '/cn/', bh: '/bh/', jp: '/jp/' },
    })
  })

  test('is fetched once, first 1 second after load, and a path the build lacks loads as a new document', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') })
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01Z'))
    const requests = metaRequests(page)
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname)
    })
    await page.goto('/contact-us/')
    await page.clock.runFor(900)
    expect(requests).toEqual([])
    await page.clock.runFor(200)
    await expect.poll(() => requests.length).toBe(1)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL('/')
    await nav.getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL('/contact-us/')
    await page.clock.runFor('10:00')
    expect(requests).toHaveLength(1)
    // Used for something real: a path this build has no page for is a full page load, so the
    // server (perhaps already a newer deployment) answers it.
    await page.evaluate(() => {
      void (
        window as unknown as { __TSR_ROUTER__: { navigate: (o: unknown) => Promise<void> } }
      ).__TSR_ROUTER__.navigate({ to: '/no-such-page/' })
    })
    await expect.poll(() => documents.at(-1)).toBe('/no-such-page/')
  })

  for (const [name, connection] of [
    ['a 2G connection', { effectiveType: '2g', saveData: false }],
    ['a slow-2G connection', { effectiveType: 'slow-2g', saveData: false }],
    ['Save-Data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`is not fetched on ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => value,
        })
      }, connection)
      await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-11-23T10:00:01Z'))
      const requests = metaRequests(page)
      await page.goto('/contact-us/')
      await page.clock.runFor('01:00')
      // A request the page makes after the timers ran is reported after any they made.
      await page.evaluate(() => fetch('/robots.txt').then(() => undefined))
      expect(requests).toEqual([])
    })
  }
})
