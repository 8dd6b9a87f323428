// Moving between pages in the running app: what is fetched and preloaded, where the page
// scrolls to, where focus goes, which addresses the router refuses, and what stays in the head.
import { expect, test } from './support/test.ts'
import { serviceIds, pathsIn } from './support/expectations.ts'
import { type Response, type Page } from '@playwright/test'
import { hold } from './support/client.ts'

const angina = 'Angina (chest pain from the heart)'

/** From the contact page to Angina through the main menu; `held` are released once all were seen. */
async function toAnginaWhileHeld(page: Page, held: Awaited<ReturnType<typeof hold>>[]) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Conditions' }).click()
  await nav.getByRole('link', { name: angina, exact: true }).click()
  await expect.poll(() => held.every((request) => request.seen())).toBe(true)
  for (const request of held) request.release()
  return page.getByRole('main').getByRole('heading', { level: 1 })
}

test('page text and page script of a client navigation are fetched in parallel', async ({
  page,
}) => {
  await page.goto('/contact-us/')
  // Both requests are under way while neither has been answered: one round trip, not two.
  const heading = await toAnginaWhileHeld(page, [
    await hold(page, /\/assets\/catalog-en-SG-angina-[^/]+\.js$/),
    await hold(page, /\/assets\/conditions\.angina-[^/]+\.js$/),
  ])
  await expect(heading).toHaveText(angina)
})

test("a client navigation fetches the page's chunks together, not each after the one importing it", async ({
  page,
}) => {
  // The chunk lists come with the build's metadata, a second after load.
  const meta = page.waitForResponse(/\/builds\/meta\/[^/]+\.json$/)
  await page.goto('/contact-us/')
  await meta
  // UrgencyScale is imported by the medical page's renderer, which the page's own chunk imports.
  const heading = await toAnginaWhileHeld(page, [
    await hold(page, /\/assets\/conditions\.angina-[^/]+\.js$/),
    await hold(page, /\/assets\/UrgencyScale-[^/]+\.js$/),
  ])
  await expect(heading).toHaveText(angina)
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

test("no page loads Start's server-function client: the enquiry form posts to its own page", async ({
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
  expect(contact.length).toBeGreaterThan(0)
  expect(contact.filter((text) => text.includes(marker))).toEqual([])
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

test.describe('scrolling on a page change', () => {
  const sampleScroll = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { scrollSamples: number[] }
      w.scrollSamples = []
      const tick = () => {
        w.scrollSamples.push(Math.round(window.scrollY))
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
  const samples = (page: Page) =>
    page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples)
  /** Positions passed on the way: an animated scroll passes through many, a jump through none. */
  const between = (values: number[], a: number, b: number) =>
    new Set(values.filter((y) => y !== a && y !== b)).size

  test('a new page starts at the top at once, and Back restores the position at once', async ({
    page,
  }) => {
    await page.goto('/services/angioplasty/')
    // Far down the page, with the link to click in view (a click first scrolls its target into
    // view, which would change the position to restore): the call to action at the end of <main>.
    const link = page.locator('main a[href="/contact-us/"]').last()
    await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const bottom = await page.evaluate(() => Math.round(window.scrollY))
    expect(bottom).toBeGreaterThan(300)
    await sampleScroll(page)
    await link.click()
    await expect(page).toHaveURL('/contact-us/')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // At most one other position: the browser may clamp the old position to the new page's height.
    expect(between(await samples(page), bottom, 0)).toBeLessThanOrEqual(1)

    await sampleScroll(page)
    await page.goBack()
    await expect(page).toHaveURL('/services/angioplasty/')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom)
    expect(between(await samples(page), 0, bottom)).toBeLessThanOrEqual(1)
  })
})

test('after a client navigation, focus is on the new page’s main heading', async ({ page }) => {
  await page.goto('/')
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact us', exact: true })
  await link.click()
  await expect(page).toHaveURL('/contact-us/')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
  await expect(link).not.toBeFocused()
})

test.describe('navigation gate (SPEC sections 5 and 8)', () => {
  /** Calls the router as any script on the page would; returns the error it threw, if any. */
  const navigate = (page: Page, options: Record<string, unknown>) =>
    page.evaluate(async (opts) => {
      const router = (
        window as unknown as { __TSR_ROUTER__: { navigate: (o: unknown) => Promise<void> } }
      ).__TSR_ROUTER__
      try {
        await router.navigate(opts)
        return 'navigated'
      } catch (error) {
        return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      }
    }, options)

  test('refuses an external URL without permission and disallowed protocols, with an error', async ({
    page,
  }) => {
    await page.goto('/contact-us/')
    expect(await navigate(page, { href: 'https://evil.example/' })).toMatch(
      /^NavigationRefusedError: .*external/,
    )
    expect(await navigate(page, { href: '//evil.example/path/' })).toMatch(
      /^NavigationRefusedError: .*external/,
    )
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(await navigate(page, { href, external: true }), href).toMatch(
        /^NavigationRefusedError: .*disallowed protocol/,
      )
    }
    expect(await navigate(page, { to: 'javascript:alert(1)' })).toMatch(/^NavigationRefusedError/)
    await expect(page).toHaveURL('/contact-us/')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    expect(await navigate(page, { to: '/' })).toBe('navigated')
    await expect(page).toHaveURL('/')
  })

  test('follows an external URL given explicit permission', async ({ page }) => {
    await page.route('https://partner.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
    )
    await page.goto('/')
    void navigate(page, { href: 'https://partner.example/', external: true })
    await expect(page).toHaveURL('https://partner.example/')
  })
})

test('the favicon link is part of the document: never re-created by a client navigation', async ({
  page,
}) => {
  await page.goto('/')
  // A re-created <link> has no mark. (Chromium asks for the icon again on every same-document
  // navigation, from its cache: that request is the browser's.)
  await page.evaluate(() =>
    Object.assign(document.querySelector('link[rel="icon"]')!, { original: true }),
  )
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Contact us', 'Home', 'Contact us', 'Home']) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"]')].map((link) => 'original' in link),
      ),
    ).toEqual([true])
  }
})
