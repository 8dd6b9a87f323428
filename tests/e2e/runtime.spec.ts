import type { Response } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { pathsIn, serviceIds } from './support/expectations.ts'

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

/** The browser's and the router's reports of a request a test aborted on purpose. */
const blockedChunk =
  /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module/

test.describe(() => {
  test.use({ allowConsoleErrors: blockedChunk })

  test('a chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
    let documentLoads = 0
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads++
    })
    await page.goto('/')
    await page.route(/\/assets\/services\.angioplasty-[^/]+\.js$/, (route) => route.abort('failed'))
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('button', { name: 'Services' })
      .click()
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Angioplasty (balloon and stent)', exact: true })
      .click()
    await expect.poll(() => documentLoads).toBe(2)
    // The reloaded page fails the same way: the 10-second guard refuses a second reload, and the
    // page says so (the screen the guard shows instead of reloading) rather than loading again.
    await expect(page.locator('main h1')).toHaveText('Connection problem')
    expect(documentLoads).toBe(2)
    expect(
      await page.evaluate(() => sessionStorage.getItem('chunk-reload:/services/angioplasty/')),
    ).toMatch(/^\d+$/)
  })
})

test('at most four route preloads are pending at once', async ({ page }) => {
  // The router preloads a link on hover after a short delay: the page's clock runs it.
  await page.clock.install()
  await page.goto('/')
  let inFlight = 0
  let peak = 0
  let started = 0
  // Every preload is held until the test has seen how many were under way at once.
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route(/\/assets\/services\.[a-z-]+-[^/]+\.js$/, async (route) => {
    inFlight++
    started++
    peak = Math.max(peak, inFlight)
    await gate
    inFlight--
    await route.continue()
  })
  const nav = page.getByRole('navigation', { name: /main/i })
  await nav.getByRole('button', { name: 'Services' }).click()
  const links = nav.locator('a[href^="/services/"]')
  const services = pathsIn('en', serviceIds).length
  await expect(links).toHaveCount(services)
  for (const link of await links.all()) {
    await link.hover()
    await page.clock.runFor(200)
  }
  await expect.poll(() => started).toBe(4)
  // A request the page makes now is reported after any the preloads had started.
  await page.evaluate(() => fetch('/robots.txt').then(() => undefined))
  expect(started).toBe(4)
  open()
  await expect.poll(() => started, { timeout: 15_000 }).toBe(services)
  expect(peak).toBe(4)
})

test.describe('scrolling', () => {
  test('a new page starts at the top', async ({ page }) => {
    await page.goto('/services/angioplasty/')
    // Retried: the router's own scroll handling after hydration may still reset a first scroll.
    await expect
      .poll(() =>
        page.evaluate(
          () => (
            window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
            window.scrollY
          ),
        ),
      )
      .toBeGreaterThan(100)
    await page.locator('main a[href="/contact-us/"]').last().click()
    await expect(page).toHaveURL('/contact-us/')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an address with a hash scrolls to its target, smoothly for in-page links', async ({
    page,
  }) => {
    await page.goto('/contact-us/#enquiry-form')
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Math.abs(document.getElementById('enquiry-form')!.getBoundingClientRect().top) < 200,
        ),
      )
      .toBe(true)
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth')
  })
})

test.describe(() => {
  test.use({ allowConsoleErrors: blockedChunk })

  test('a catalog that fails to load is logged and the page stays usable', async ({
    page,
    consoleMessages,
  }) => {
    await page.goto('/contact-us/')
    await page.route(/\/assets\/catalog-[^/]+\.js$/, (route) => route.abort('failed'))
    await page.locator('header').getByRole('link', { name: '日本語' }).first().click()
    await expect(page).toHaveURL('/jp/contact-us/')
    await expect
      .poll(() =>
        consoleMessages.some(
          (m) => m.type === 'warning' && m.text.includes('Failed locale loading'),
        ),
      )
      .toBe(true)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page.locator('form#enquiry-form')).toBeVisible()
  })
})

test('without a tag-manager container there is no tracking code at all', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  // page.goto waits for the load event (a tag-manager script inserted while the document is
  // parsed has been requested by then) and for hydration.
  await page.goto('/')
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
  expect(await page.content()).not.toContain('googletagmanager')
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([])
})

test('the server-function client comes with the contact page, not with the first script', async ({
  page,
}) => {
  async function scriptsOf(path: string) {
    const scripts: Promise<string>[] = []
    const listener = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text())
    }
    page.on('response', listener)
    await page.goto(path)
    page.off('response', listener)
    return Promise.all(scripts)
  }
  const marker = 'application/x-tss-framed'
  const home = await scriptsOf('/')
  expect(home.length).toBeGreaterThan(0)
  expect(home.filter((text) => text.includes(marker))).toEqual([])
  const contact = await scriptsOf('/contact-us/')
  expect(contact.filter((text) => text.includes(marker))).toHaveLength(1)
})
