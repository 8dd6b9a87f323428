import { expect, test } from './support/test.ts'
import { gtmPort, gtmTestId } from '../../playwright.config.ts'
import { expectNoCspViolation, pageTypes } from './support/csp.ts'

// Runs against a second production build made with GTM_ID set (see playwright.config.ts).
const base = `http://127.0.0.1:${gtmPort}`

test.describe('with a tag-manager container', () => {
  test.beforeEach(async ({ page }) => {
    // No outside network here: answer the tag manager's script with an empty one.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
  })

  test('the GTM script loads and the CSP allows it', async ({ page, request }) => {
    const scriptRequest = page.waitForRequest((r) =>
      r.url().startsWith(`https://www.googletagmanager.com/gtm.js?id=${gtmTestId}`),
    )
    await page.goto(`${base}/cn/`)
    await scriptRequest
    const csp = (await request.get(`${base}/cn/`)).headers()['content-security-policy']
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
  })

  test('every route change pushes a page view with path, language and title', async ({ page }) => {
    await page.goto(`${base}/contact-us/`)
    await expect(page.locator('form#enquiry-form button[type=submit]')).toBeEnabled()
    const views = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((e) => e['event'] === 'page_view'))
    await expect.poll(views).toEqual([
      {
        event: 'page_view',
        page_path: '/contact-us/',
        page_language: 'en-SG',
        page_title: await page.title(),
      },
    ])
    await page.locator('header').getByRole('link', { name: '中文' }).first().click()
    await expect(page).toHaveURL(`${base}/cn/contact-us/`)
    await expect.poll(async () => (await views()).length).toBe(2)
    const [, second] = await views()
    expect(second).toMatchObject({ page_path: '/cn/contact-us/', page_language: 'zh-SG' })
    expect(second?.['page_title']).toBe(await page.title())
  })

  test('the container loads once per page load; each route change is one page view', async ({
    page,
  }) => {
    let containerRequests = 0
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.googletagmanager.com/gtm.js')) containerRequests++
    })
    await page.goto(`${base}/contact-us/`)
    await expect(page.locator('form#enquiry-form button[type=submit]')).toBeEnabled()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const targets = ['Home', 'Contact us', 'Home', 'Contact us', 'Home', 'Contact us', 'Home']
    for (const name of targets) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
    const events = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((e) => String(e['event'])))
    await expect
      .poll(async () => (await events()).filter((e) => e === 'page_view').length)
      .toBe(targets.length + 1)
    expect((await events()).filter((e) => e === 'gtm.js')).toHaveLength(1)
    await expect(
      page.locator('script[src^="https://www.googletagmanager.com/gtm.js"]'),
    ).toHaveCount(1)
    expect(containerRequests).toBe(1)
  })

  for (const [kind, path] of pageTypes) {
    test(`no Content-Security-Policy violation: ${kind}`, async ({ page }) => {
      const scriptRequest = page.waitForRequest((r) =>
        r.url().startsWith(`https://www.googletagmanager.com/gtm.js?id=${gtmTestId}`),
      )
      await expectNoCspViolation(page, `${base}${path}`)
      // The bootstrap ran (its inline script was allowed) and loaded the container.
      await scriptRequest
    })
  }
})
