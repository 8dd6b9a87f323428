import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, scaleTimeout, test } from './support/test.ts'
import { gtmPort, gtmTestId } from '../../playwright.config.ts'
import { consentCookie } from '../../app/runtime/tracking.ts'
import { localeRecord, locales, type Locale } from '../../app/i18n/locales.ts'
import { clinic } from '../../app/site/clinic.ts'
import { enquiryForm, escape } from './support/enquiry.ts'
import { pageHref } from '../../app/site/pages.ts'
import { tr } from './support/catalog.ts'
import { expectNoCspViolation, pageTypes } from './support/csp.ts'
import { setBrowserTextSize } from './support/a11y.ts'

// A second production build, made with GTM_ID (playwright.config.ts).
const base = `http://127.0.0.1:${gtmPort}`
const container = `https://www.googletagmanager.com/gtm.js?id=${gtmTestId}`
const title = 'Measuring visits to this website'
const summary = 'We count page views with Google Tag Manager only if you accept.'
const withdrawn =
  'Your choice is saved. The measurement already running on this page stops when you reload the page.'

/** The tag manager is answered here with an empty script: nothing goes out. */
async function outsideRequests(context: BrowserContext): Promise<string[]> {
  const requests: string[] = []
  context.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:'))
      requests.push(request.url())
  })
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  return requests
}

async function remember(context: BrowserContext, choice: 'granted' | 'denied') {
  await context.addCookies([{ name: consentCookie.name, value: choice, url: base }])
}

// Once the lazily loaded banner marks <html data-tracking>, a page that should load the container
// has inserted it, and one that should not never will.
async function open(page: Page, path: string, choice: 'unset' | 'granted' | 'denied') {
  await page.goto(`${base}${path}`)
  await expect(page.locator('html')).toHaveAttribute('data-tracking', choice, { timeout: 15_000 })
}

const banner = (page: Page, locale: Locale = 'en') =>
  page.getByRole('region', { name: tr(locale, title) })
/** The choice in any language, shown or not: whether the page holds it at all. */
const anyBanner = (page: Page) =>
  page.getByRole('region', {
    name: new RegExp(`^(${locales.map((l) => escape(tr(l, title))).join('|')})$`),
    includeHidden: true,
  })
const containerScripts = (page: Page) =>
  page.locator('script[src^="https://www.googletagmanager.com/"]')
const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => e['event'] === 'page_view'))

async function navigate(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name, exact: true }).click()
  await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
}

test.describe('with a tag-manager container: consent first', () => {
  test('before a choice: offered on every page, and nothing is requested from Google', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    for (const path of ['/', '/conditions/angina/', '/contact-us/']) {
      await open(page, path, 'unset')
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toContainText('including pages about heart conditions')
    }
    await navigate(page, 'Home')
    await expect(banner(page)).toBeVisible()
    await expect(containerScripts(page)).toHaveCount(0)
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    expect(outside).toEqual([])
    const cookies = await context.cookies(base)
    expect(cookies.map((c) => c.name)).not.toContain(consentCookie.name)
  })

  test('accept and decline have the same weight, and the page stays usable', async ({
    page,
    context,
  }) => {
    await outsideRequests(context)
    await open(page, '/', 'unset')
    const buttons = [
      banner(page).getByRole('button', { name: 'Accept' }),
      banner(page).getByRole('button', { name: 'Decline' }),
    ]
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          ...Object.fromEntries(
            [
              'font-size',
              'font-weight',
              'color',
              'background-color',
              'border-top-width',
              'border-top-color',
              'padding-top',
              'padding-left',
            ].map((name) => [name, style.getPropertyValue(name)]),
          ),
        }
      })
    expect(await look(buttons[0]!)).toEqual(await look(buttons[1]!))
    // Not modal: the page behind it still takes clicks, and the choice is still open after.
    await navigate(page, 'Contact us')
    await expect(banner(page)).toBeVisible()
    const results = await new AxeBuilder({ page }).include('section.consent').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('declining: nothing is requested from Google on any page, after reloading too', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    // Five page loads and three client navigations.
    scaleTimeout(8, 5_000)
    // A Google Analytics cookie left from an earlier consent goes with the refusal.
    await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: base }])
    await open(page, '/', 'unset')
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'denied')

    const cookies = await context.cookies(base)
    expect(cookies.map((c) => c.name)).not.toContain('_ga')
    const cookie = cookies.find((c) => c.name === consentCookie.name)
    expect(cookie).toMatchObject({ value: 'denied', path: '/', sameSite: 'Lax', httpOnly: false })
    expect(cookie?.secure).toBe(false) // plain http here; Secure on https (unit test)
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(consentCookie.maxAgeDays - 1)
    expect(days).toBeLessThanOrEqual(consentCookie.maxAgeDays)

    for (const name of ['Contact us', 'Home', 'Contact us']) await navigate(page, name)
    for (const path of ['/conditions/heart-attack/', '/cn/', pageHref('doctor', 'jp')!]) {
      await open(page, path, 'denied')
      await expect(banner(page, path === '/cn/' ? 'cn' : 'en')).toHaveCount(0)
    }
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'denied')
    await expect(anyBanner(page)).toHaveCount(0)
    await expect(containerScripts(page)).toHaveCount(0)
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined()
    expect(outside).toEqual([])
  })

  test('a new visitor’s first load has no consent code but the choice: it comes a second after load', async ({
    page,
    context,
  }) => {
    // ADR 0001: the cookie's code and valibot's chunk load with the build metadata, off the
    // first load, when no choice is stored; the page's clock is paused to see the moment.
    const outside = await outsideRequests(context)
    await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') })
    await page.clock.pauseAt(new Date('2026-11-24T10:00:01Z'))
    const consentChunks: string[] = []
    page.on('request', (request) => {
      if (/^\/assets\/consent-[^/]+\.js$/.test(new URL(request.url()).pathname))
        consentChunks.push(request.url())
    })
    await open(page, '/', 'unset')
    await expect(banner(page)).toBeVisible()
    await page.clock.runFor(900)
    expect(consentChunks).toEqual([])
    await page.clock.runFor(200)
    await expect.poll(() => consentChunks.length).toBe(1)
    const loaded = page.waitForRequest(container)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await loaded
    await expect(banner(page)).toBeHidden()
    expect(consentChunks).toHaveLength(1)
    expect(outside).toEqual([container])
  })

  test('a choice made before its code has arrived is saved and applied when it arrives', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/consent-[^/]+\.js$/, async (route) => {
      await arrived
      await route.continue()
    })
    await open(page, '/conditions/angina/', 'unset')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    // Held back: nothing is saved or loaded yet, and the choice stays on screen.
    await expect(banner(page)).toBeVisible()
    expect((await context.cookies(base)).map((c) => c.name)).not.toContain(consentCookie.name)
    expect(outside).toEqual([])
    const loaded = page.waitForRequest(container)
    release()
    await loaded
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'granted')
    expect((await context.cookies(base)).find((c) => c.name === consentCookie.name)?.value).toBe(
      'granted',
    )
    expect(outside).toEqual([container])
  })

  test('accepting loads exactly one container; the choice persists across a reload', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    // Two page loads and four client navigations.
    scaleTimeout(6, 5_000)
    await open(page, '/contact-us/', 'unset')
    expect(outside).toEqual([])
    const loaded = page.waitForRequest(container)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await loaded
    await expect(banner(page)).toBeHidden()
    expect((await context.cookies(base)).find((c) => c.name === consentCookie.name)?.value).toBe(
      'granted',
    )

    const targets = ['Home', 'Contact us', 'Home', 'Contact us']
    // The page on screen when the visitor accepted, then one view per route change. Each is
    // awaited before the next click: a click during a navigation supersedes it, never shown.
    for (const [index, name] of targets.entries()) {
      await navigate(page, name)
      await expect.poll(async () => (await pageViews(page)).length).toBe(index + 2)
    }
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e['event']))
    expect(events.filter((e) => e === 'gtm.js')).toHaveLength(1)
    expect(events[0]).toBe('gtm.js')
    await expect(containerScripts(page)).toHaveCount(1)
    expect(outside).toEqual([container])

    // Remembered: the next document loads the container at once, without asking.
    const again = page.waitForRequest(container)
    await page.reload()
    await again
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'granted')
    await expect(banner(page)).toHaveCount(0)
    await expect(containerScripts(page)).toHaveCount(1)
    expect(outside).toEqual([container, container])
  })

  test('the footer changes the choice: a withdrawal says a reload stops it, and it does', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    await remember(context, 'granted')
    const loaded = page.waitForRequest(container)
    await open(page, '/conditions/angina/', 'granted')
    await loaded
    await expect(banner(page)).toHaveCount(0)

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    await settings.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    await expect(banner(page)).toContainText('Your current choice: accepted.')
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toContainText(withdrawn)
    await expect(
      page.getByRole('status').filter({ hasText: 'nothing is sent to Google' }),
    ).toHaveCount(1)
    const reload = page.waitForEvent('load')
    await banner(page).getByRole('button', { name: 'Reload page' }).click()
    await reload
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'denied')
    await expect(banner(page)).toHaveCount(0)
    await expect(containerScripts(page)).toHaveCount(0)
    expect(outside).toEqual([container])

    // And back: accepted from the footer, one container, the focus back on the button.
    await settings.click()
    await expect(banner(page)).toContainText('Your current choice: declined.')
    const reloaded = page.waitForRequest(container)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await reloaded
    await expect(banner(page)).toBeHidden()
    await expect(settings).toBeFocused()
    expect(outside).toEqual([container, container])
    await expect(containerScripts(page)).toHaveCount(1)
  })

  // The footer's button is far down the page and the choice opens at its top: closing it must not
  // leave the keyboard on a button out of sight.
  test('closed after the footer reopened it, by Escape or a choice: the focus is back on the footer button, in view', async ({
    page,
    context,
  }) => {
    await outsideRequests(context)
    await remember(context, 'granted')
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/', 'granted')
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    for (const how of ['Escape', 'Accept'] as const) {
      await settings.focus()
      await page.keyboard.press('Enter')
      await expect(banner(page)).toBeFocused()
      await expect(banner(page)).toBeInViewport()
      if (how === 'Escape') await page.keyboard.press('Escape')
      else {
        await banner(page).getByRole('button', { name: 'Accept' }).focus()
        await page.keyboard.press('Enter')
      }
      await expect(banner(page)).toBeHidden()
      await expect(settings, how).toBeFocused()
      await expect(settings, how).toBeInViewport()
    }
  })

  test('with 200 % text on a phone: the title, one sentence and the buttons, the rest one press away', async ({
    page,
    context,
  }) => {
    await outsideRequests(context)
    await page.setViewportSize({ width: 390, height: 844 })
    await setBrowserTextSize(page, 32)
    await open(page, '/', 'unset')
    const panel = banner(page)
    // The page's own heading still starts in the first screen.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    expect((await heading.boundingBox())!.y).toBeLessThan(844)
    const more = panel.getByRole('button', { name: 'More about this' })
    const detail = panel.getByText(/including pages about heart conditions/)
    await expect(panel.getByText(tr('en', summary))).toBeVisible()
    await expect(detail).toBeHidden()
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.press('Enter')
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(detail).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible()

    // At the default size the whole text shows, with no button for it.
    await setBrowserTextSize(page, 16)
    await open(page, '/', 'unset')
    await expect(detail).toBeVisible()
    await expect(more).toBeHidden()
    await expect(panel.getByText(tr('en', summary))).toBeHidden()
  })

  test('the privacy policy says so in every language, and opens the choice too', async ({
    page,
    context,
  }) => {
    await outsideRequests(context)
    await remember(context, 'denied')
    scaleTimeout(locales.length, 5_000)
    for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
      await open(page, pageHref('privacyPolicy', locale)!, 'denied')
      const cookies = page
        .getByRole('main')
        .getByRole('region', { name: tr(locale, 'Cookies'), exact: true })
      await expect(cookies).toContainText(
        tr(
          locale,
          'With your consent, we use Google Tag Manager to measure which pages of this website are viewed, including pages about heart conditions; Google receives this information and may set its own cookies. It runs only after you accept it in the notice on this website: before you choose, or if you decline, the website sends nothing to Google.',
        ),
      )
      await expect(cookies).toContainText(consentCookie.name)
      await cookies.getByRole('button', { name: tr(locale, 'Change your choice') }).click()
      await expect(banner(page, locale)).toBeFocused()
      await expect(banner(page, locale)).toContainText(tr(locale, 'Your current choice: declined.'))
      await expect(
        banner(page, locale).getByRole('link', { name: tr(locale, 'Privacy policy') }),
      ).toHaveAttribute('href', `${pageHref('privacyPolicy', locale)}#cookies`)
    }
  })

  test('translated, and the keyboard reaches it right after the header, where it shows', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    await open(page, '/jp/', 'unset')
    await expect(page.locator('html')).toHaveAttribute('lang', localeRecord.jp.tag)
    await expect(banner(page, 'jp')).toBeVisible()
    // The skip link, the header (its logo first, its last link last), then the choice (its link
    // to the policy, its buttons): the order the screen shows them in.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: tr('jp', 'Skip to main content') })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(
      page.getByRole('banner').getByRole('link', { name: clinic.clinicName }),
    ).toBeFocused()
    await page.getByRole('banner').locator('a[href], button').last().focus()
    await page.keyboard.press('Tab')
    await expect(
      banner(page, 'jp').getByRole('link', { name: tr('jp', 'Privacy policy') }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page, 'jp').getByRole('button', { name: tr('jp', 'Accept') })).toBeFocused()
    await page.keyboard.press('Tab')
    const decline = banner(page, 'jp').getByRole('button', { name: tr('jp', 'Decline') })
    await expect(decline).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page, 'jp')).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'denied')
    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: tr('jp', 'Cookie settings') })
    await settings.focus()
    await page.keyboard.press('Enter')
    await expect(banner(page, 'jp')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(banner(page, 'jp')).toBeHidden()
    await expect(settings).toBeFocused()
    expect(outside).toEqual([])
  })

  for (const [device, viewport] of [
    ['phone', { width: 412, height: 915 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`on a ${device}: it covers nothing, no 995 line above all, at the top or the end of a page`, async ({
      page,
      context,
    }) => {
      await outsideRequests(context)
      await page.setViewportSize(viewport)
      const paths = ['/', '/conditions/heart-attack/', '/cn/contact-us/', '/no-such-page/']
      scaleTimeout(paths.length, 5_000)
      for (const path of paths) {
        await open(page, path, 'unset')
        const panel = banner(page, path.startsWith('/cn/') ? 'cn' : 'en')
        await expect(panel).toBeVisible()
        // Every 995 link on screen is the topmost element at its own centre, and so is the
        // choice (nothing covers it either); the page's heading starts below it.
        const covered = () =>
          page.evaluate(() => {
            const onTop = (element: Element) => {
              const r = element.getBoundingClientRect()
              if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) return true
              const hit = document.elementFromPoint(
                r.left + r.width / 2,
                Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1),
              )
              return hit !== null && (element === hit || element.contains(hit))
            }
            const choice = document.querySelector('section.consent')!
            const problems = [...document.querySelectorAll('a[href^="tel:995"]')]
              .filter((link) => !onTop(link))
              .map((link) => `995 link covered at ${Math.round(link.getBoundingClientRect().top)}`)
            if (!onTop(choice.querySelector('h2')!)) problems.push('the choice is covered')
            return problems
          })
        expect(await covered(), path).toEqual([])
        const heading = await page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .boundingBox()
        const box = await panel.boundingBox()
        expect(heading!.y, path).toBeGreaterThanOrEqual(box!.y + box!.height)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect.poll(() => page.evaluate(() => Math.round(scrollY) > 0)).toBe(true)
        expect(await covered(), path).toEqual([])
      }
    })
  }
})

test.describe('with a tag-manager container, before any script has run', () => {
  // The page's scripts are held back (refused): what the prerendered HTML alone shows.
  test.use({ allowConsoleErrors: true })

  async function withoutScripts(page: Page) {
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
  }

  test('a new visitor sees the choice from the first paint; no script, no request', async ({
    page,
    context,
  }) => {
    const outside = await outsideRequests(context)
    await withoutScripts(page)
    await page.goto(`${base}/conditions/angina/`)
    await expect(banner(page)).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /./)
    expect(outside).toEqual([])
  })

  test('a visitor who has chosen does not see it at all, whatever the choice', async ({
    page,
    context,
  }) => {
    await outsideRequests(context)
    await withoutScripts(page)
    for (const choice of ['granted', 'denied'] as const) {
      await remember(context, choice)
      await page.goto(`${base}/cn/`)
      await expect(anyBanner(page)).toHaveCount(1)
      await expect(anyBanner(page)).toBeHidden()
    }
    // A value that is no choice is no choice: asked again.
    await context.addCookies([{ name: consentCookie.name, value: 'yes', url: base }])
    await page.goto(`${base}/cn/`)
    await expect(banner(page, 'cn')).toBeVisible()
  })

  test('with scripting off, no choice is offered that could not be acted on', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const outside = await outsideRequests(context)
    const page = await context.newPage()
    await page.goto(`${base}/`)
    await expect(anyBanner(page)).toHaveCount(1)
    await expect(anyBanner(page)).toBeHidden()
    // The footer's "Cookie settings" is no dead button: a link to what the policy says.
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Cookie settings' })).toHaveAttribute(
      'href',
      `${pageHref('privacyPolicy', 'en')}#cookies`,
    )
    expect(outside).toEqual([])
    await context.close()
  })
})

test.describe('with a tag-manager container, once accepted', () => {
  test.beforeEach(async ({ context }) => {
    await outsideRequests(context)
    await remember(context, 'granted')
  })

  test('the container loads by script and the CSP allows it as before, nothing more', async ({
    page,
    request,
  }) => {
    const scriptRequest = page.waitForRequest(container)
    await open(page, '/cn/', 'granted')
    await scriptRequest
    const response = await request.get(`${base}/cn/`)
    const csp = response.headers()['content-security-policy'] ?? ''
    const sources = (directive: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${directive} `))
        ?.split(' ')
        .slice(1)
        .filter((s) => !s.startsWith("'sha256-"))
    expect(sources('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(sources('img-src')).toEqual([
      "'self'",
      'data:',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ])
    // No inline bootstrap: the page names the tag manager nowhere.
    expect(await response.text()).not.toContain('googletagmanager')
  })

  test('every route change pushes a page view with path, language and title', async ({ page }) => {
    await open(page, '/contact-us/', 'granted')
    await expect(enquiryForm(page, 'en').submit).toBeEnabled()
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        {
          event: 'page_view',
          page_path: '/contact-us/',
          page_language: 'en-SG',
          page_title: await page.title(),
        },
      ])
    await page.getByRole('banner').getByRole('link', { name: '中文' }).first().click()
    await expect(page).toHaveURL(`${base}/cn/contact-us/`)
    await expect.poll(async () => (await pageViews(page)).length).toBe(2)
    const [, second] = await pageViews(page)
    expect(second).toMatchObject({ page_path: '/cn/contact-us/', page_language: 'zh-SG' })
    expect(second?.['page_title']).toBe(await page.title())
  })

  for (const [kind, path] of pageTypes) {
    test(`no Content-Security-Policy violation: ${kind}`, async ({ page }) => {
      const scriptRequest = page.waitForRequest(container)
      await expectNoCspViolation(page, `${base}${path}`)
      await scriptRequest
    })
  }
})

test('without a tag-manager container: no consent choice and no consent code', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  for (const path of ['/', '/privacy-policy/', '/cn/privacy-policy/']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(anyBanner(page)).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: /Cookie settings|Change your choice/ }),
    ).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-tracking', /./)
  }
  const code = await Promise.all(scripts)
  expect(code.length).toBeGreaterThan(5)
  for (const text of [consentCookie.name, 'googletagmanager', 'ConsentBanner', title])
    expect(
      code.filter((script) => script.includes(text)),
      text,
    ).toEqual([])
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
