// The first view is the server's HTML, inline CSS and hero image alone: the page's scripts start
// after `load` (ADR 0019), and without them the page already shows right.
import type { Request } from '@playwright/test'
import { locales } from '../../app/i18n/locales.ts'
import { chunkListAttribute, entryImportsList } from '../../app/runtime/page-chunks.ts'
import { pageHref } from '../../app/site/pages.ts'
import { expect, test } from './support/test.ts'

const pages = [
  pageHref('home', 'en'),
  pageHref('home', 'cn'),
  pageHref('angioplasty', 'en'),
  pageHref('angina', 'en'),
  pageHref('contact', 'jp'),
].flatMap((href) => href ?? [])

test.describe('script after the first view', () => {
  test.use({ waitForHydration: false })

  for (const href of pages) {
    test(`${href}: no script is fetched before the page has loaded, and it still hydrates`, async ({
      page,
    }) => {
      const scripts: Request[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request)
      })
      const response = await page.goto(href, { waitUntil: 'load' })
      const html = (await response?.text()) ?? ''
      // Nothing in the HTML asks for a module before `load`: no hints, no running module script.
      expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/)
      expect(html).not.toMatch(/<script\b[^>]*type="module"/)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      // Both clocks are the browser's wall clock, in ms since 1970.
      const loadStart = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation')
        return performance.timeOrigin + (navigation as PerformanceNavigationTiming).loadEventStart
      })
      const early = scripts
        .filter((request) => request.timing().startTime < loadStart)
        .map((request) => request.url())
      expect(early, 'scripts requested before load').toEqual([])
      expect(scripts.length).toBeGreaterThan(0)
    })
  }

  test('the scripts start in a task after the load event, not inside it', async ({ page }) => {
    // `load` often fires in the parser's last task, which lays the page out again afterwards:
    // the module requests go in a later task (ADR 0023). A timer set at `load` before the page's
    // own listener runs first; a module hint added while it has not run was added during `load`.
    await page.addInitScript(() => {
      let inLoadTask = false
      window.addEventListener('load', () => {
        inLoadTask = true
        setTimeout(() => (inLoadTask = false), 0)
      })
      new MutationObserver((records, observer) => {
        const hint = records.some((record) =>
          [...record.addedNodes].some(
            (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
          ),
        )
        if (!hint) return
        observer.disconnect()
        document.documentElement.dataset['hintsAdded'] = inLoadTask ? 'during load' : 'after load'
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(pageHref('home', 'en') ?? '/')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.locator('html')).toHaveAttribute('data-hints-added', 'after load')
  })

  test("the entry's own imports are listed after the chunks they import, so each is evaluated in a task of its own", async ({
    page,
    request,
  }) => {
    // The starter imports them in the list's order (ADR 0023): a chunk listed before one it
    // imports would be evaluated with it, in one task. Pins the order Start lists them in.
    await page.goto(pageHref('home', 'en') ?? '/')
    const list = page.locator(`script[${chunkListAttribute}="${entryImportsList}"]`)
    const hrefs = JSON.parse((await list.textContent()) ?? '[]') as string[]
    expect(hrefs.length).toBeGreaterThan(1)
    for (const [index, href] of hrefs.entries()) {
      const code = await (await request.get(href)).text()
      const imported = [...code.matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g)].map(
        (match) => `/assets/${match[1]}`,
      )
      for (const dependency of imported.filter((file) => hrefs.includes(file)))
        expect(hrefs.indexOf(dependency), `${href} imports ${dependency}`).toBeLessThan(index)
    }
  })

  test('each part of the shell hydrates on its own, and the page says so once all have', async ({
    page,
  }) => {
    // At the moment the flag is set, record which parts React has reached (its node keys).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset['hydrated']) return
        observer.disconnect()
        const parts = Array.from(document.querySelectorAll<HTMLElement>('.isolated[data-part]'))
        const reached = (element: Element | null) =>
          element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
        // The runtime part renders nothing until it has something to say.
        document.documentElement.dataset['partsAtFlag'] = parts
          .filter((part) => part.firstElementChild)
          .map((part) => `${part.dataset['part']}:${reached(part.querySelector('a, button'))}`)
          .join(' ')
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    const response = await page.goto(pageHref('home', 'en') ?? '/')
    const html = (await response?.text()) ?? ''
    // A Suspense boundary per part: React hydrates and commits each in tasks of its own.
    const opening = [...html.matchAll(/<div class="isolated" data-part="(\w+)">(.{0,8})/g)]
    expect(opening.map(([, part, start]) => `${part} ${start}`)).toEqual(
      ['header', 'footer', 'runtime'].map((part) => `${part} <!--$-->`),
    )
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.locator('html')).toHaveAttribute(
      'data-parts-at-flag',
      'header:true footer:true',
    )
  })

  test('a client navigation fetches no stylesheet: the CSS is in the page', async ({ page }) => {
    const stylesheets: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
    })
    await page.goto('/')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.locator('footer').getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact-us\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(stylesheets).toEqual([])
  })
})

test.describe('the header without script', () => {
  test.use({ javaScriptEnabled: false })

  // Common phone widths at the default text size, where the bar's logo, 995 and Menu wrap.
  for (const width of [360, 390, 412, 430]) {
    test(`at ${width} px it covers nothing of the page in any language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const locale of locales) {
        await page.goto(pageHref('home', locale) ?? '/')
        const header = await page.locator('header.site-header').boundingBox()
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
        expect(header && heading, locale).toBeTruthy()
        expect(heading!.y, `${locale}: the heading starts under the header`).toBeGreaterThanOrEqual(
          header!.y + header!.height,
        )
      }
    })
  }
})
