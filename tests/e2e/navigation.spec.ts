// Slow or failing chunks are simulated with page.route (held until released, or aborted), time
// with page.clock: no test waits on the machine's speed.
import { type Page, type Route } from '@playwright/test'
import { expect, test, type ConsoleEntry } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { allLocalizedPaths } from '../../app/site/pages.ts'

const warningsIn = (messages: ConsoleEntry[]) =>
  messages.filter((m) => m.type === 'warning' || m.type === 'error').map((m) => m.text)
// Without its catalog the page would show a message's id instead of text.
const uncompiled = (messages: ConsoleEntry[]) =>
  warningsIn(messages).filter((w) => w.includes('Uncompiled message'))
const failedLocaleLoading = (messages: ConsoleEntry[]) =>
  warningsIn(messages).some((w) => w.includes('Failed locale loading'))

/** Holds every request matching `pattern` until `release()`; `seen()` says whether one came. */
async function hold(page: Page, pattern: RegExp) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let count = 0
  await page.route(pattern, async (route: Route) => {
    count++
    await held
    await route.continue()
  })
  return { release, seen: () => count > 0 }
}

// The browser's report of a request a test aborted on purpose.
const blockedRequest = /^Failed to load resource: net::ERR_FAILED$/
const blockedChunk =
  /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module/

const languageLink = (page: Page, name: string) =>
  page.locator('header').getByRole('link', { name, exact: true }).first()

test.describe('language switch', () => {
  test('the old page stays, untouched, until the new page and all its text are loaded', async ({
    page,
    consoleMessages: warnings,
  }) => {
    await page.goto('/conditions/angina/')
    const pageText = await hold(page, /\/assets\/catalog-zh-SG-angina-[^/]+\.js$/)
    await languageLink(page, '中文').click()
    await expect.poll(pageText.seen).toBe(true)
    // While the Chinese page's text is on its way, the English page is shown as it was.
    await expect(page.locator('main h1')).toHaveText(tr('en', 'Angina (chest pain from the heart)'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG')
    await expect(
      page
        .getByRole('navigation', { name: tr('en', 'Main') })
        .getByRole('link', { name: tr('en', 'Home'), exact: true }),
    ).toBeVisible()
    expect(uncompiled(warnings)).toEqual([])
    pageText.release()
    await expect(page.locator('main h1')).toHaveText(tr('cn', 'Angina (chest pain from the heart)'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-SG')
    await expect(
      page
        .getByRole('navigation', { name: tr('cn', 'Main') })
        .getByRole('link', { name: tr('cn', 'Home'), exact: true }),
    ).toBeVisible()
    await page.goBack()
    await expect(page.locator('main h1')).toHaveText(tr('en', 'Angina (chest pain from the heart)'))
    await page.goForward()
    await expect(page.locator('main h1')).toHaveText(tr('cn', 'Angina (chest pain from the heart)'))
    expect(uncompiled(warnings)).toEqual([])
  })

  test.describe(() => {
    test.use({ allowConsoleErrors: blockedRequest })

    test('a catalog that fails on a client switch: English stands in, per message, and it is logged', async ({
      page,
      consoleMessages: warnings,
    }) => {
      await page.goto('/conditions/angina/')
      await page.route(/\/assets\/catalog-zh-SG-[^/]+\.js$/, (route) => route.abort('failed'))
      await languageLink(page, '中文').click()
      await expect(page).toHaveURL('/cn/conditions/angina/')
      await expect.poll(() => failedLocaleLoading(warnings)).toBe(true)
      await expect(page.locator('main h1')).toHaveText(
        tr('en', 'Angina (chest pain from the heart)'),
      )
      await expect(
        page.getByRole('link', { name: tr('en', 'Home'), exact: true }).first(),
      ).toBeVisible()
      expect(uncompiled(warnings)).toEqual([])
    })
  })
})

test.describe(() => {
  test.use({ allowConsoleErrors: blockedRequest })

  // The page must not hydrate (the test waits for the browser to be idle instead).
  test.use({ waitForHydration: false })

  test('a catalog that fails while the page loads: the server-rendered text stays', async ({
    page,
    consoleMessages: warnings,
  }) => {
    await page.route(/\/assets\/catalog-zh-SG-shared-[^/]+\.js$/, (route) => route.abort('failed'))
    // page.goto waits for the load event: the page's scripts and the catalogs it could get have
    // loaded by then.
    await page.goto('/cn/conditions/angina/')
    await expect.poll(() => failedLocaleLoading(warnings)).toBe(true)
    // The app decides not to hydrate right after the failure is logged; hydrating anyway (the
    // defect) would run as the page's next tasks. Once the main thread has been idle twice, any
    // such rendering would have replaced the text below.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
    )
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('main h1')).toHaveText(tr('cn', 'Angina (chest pain from the heart)'))
    await expect(
      page
        .getByRole('navigation', { name: tr('cn', 'Main') })
        .getByRole('link', { name: tr('cn', 'Home'), exact: true }),
    ).toBeVisible()
    expect(uncompiled(warnings)).toEqual([])
  })
})

test('page text and page script of a client navigation are fetched in parallel', async ({
  page,
}) => {
  await page.goto('/contact-us/')
  const text = await hold(page, /\/assets\/catalog-en-SG-angina-[^/]+\.js$/)
  const script = await hold(page, /\/assets\/conditions\.angina-[^/]+\.js$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Conditions' }).click()
  await nav.getByRole('link', { name: 'Angina (chest pain from the heart)', exact: true }).click()
  // Both requests are under way while neither has been answered: one round trip, not two.
  await expect.poll(() => text.seen() && script.seen()).toBe(true)
  text.release()
  script.release()
  await expect(page.locator('main h1')).toHaveText('Angina (chest pain from the heart)')
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
  await expect(page.locator('main h1')).toBeFocused()
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
    await expect(page.locator('main h1')).toBeVisible()
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

test.describe(() => {
  test.use({ allowConsoleErrors: blockedChunk })

  test('a chunk that fails again after the guarded reload shows a translated connection problem, not the 500 screen', async ({
    page,
  }) => {
    let documentLoads = 0
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads++
    })
    await page.goto('/cn/')
    await page.route(/\/assets\/services\.angioplasty-[^/]+\.js$/, (route) => route.abort('failed'))
    const nav = page.getByRole('navigation', { name: tr('cn', 'Main') })
    await nav.getByRole('button', { name: tr('cn', 'Services') }).click()
    await nav
      .getByRole('link', { name: tr('cn', 'Angioplasty (balloon and stent)'), exact: true })
      .click()
    await expect.poll(() => documentLoads).toBe(2)
    await expect(page.locator('main h1')).toHaveText(tr('cn', 'Connection problem'))
    await expect(page.getByRole('link', { name: tr('cn', 'Try again') })).toHaveAttribute(
      'href',
      '/cn/services/angioplasty/',
    )
    await expect(page.getByText(tr('cn', 'Oh, oh, server error'))).toHaveCount(0)
    expect(documentLoads).toBe(2)
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

// The browser gives these buttons their expanded state (HTML-AAM): aria-expanded would repeat it,
// is invalid on an invoker command and is stale while a panel opened before hydration waits.
test('no button with an invoker command or a popover target carries aria-expanded, on any page', async ({
  request,
}) => {
  const invoker = /\s(command|popovertarget)=/i
  for (const { href } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    const buttons = html.match(/<button\b[^>]*>/g) ?? []
    expect(
      buttons.filter((tag) => invoker.test(tag) && /\saria-expanded=/.test(tag)),
      href,
    ).toEqual([])
    // The mobile menu button (command) and the desktop menus and chat menu (popovertarget).
    expect(
      buttons.some((tag) => /\scommand=/.test(tag)),
      href,
    ).toBe(true)
    expect(buttons.filter((tag) => /\spopovertarget=/i.test(tag)).length, href).toBeGreaterThan(1)
  }
})

test('thank-you pages are noindex, nofollow and not in the sitemap; other pages are indexable', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('thank-you')
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

test('a link is marked as the current page only on that page: never the breadcrumb’s Home or section links', async ({
  request,
}) => {
  // The server's HTML of every page in every language: no browser needed.
  for (const { href } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    const current = [...html.matchAll(/<a\b[^>]*\baria-current="page"[^>]*>/g)].map(
      ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1],
    )
    expect(current.length, href).toBeGreaterThan(0)
    expect(new Set(current), href).toEqual(new Set([href]))
  }
})
