// A chunk or a catalog that fails to load, at page load or on a client navigation: one guarded
// reload, English standing in, the server-rendered text kept, a translated connection problem.
import { expect, test } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { blockedChunk, blockedRequest, failedLocaleLoading, uncompiled } from './support/client.ts'

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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Connection problem',
    )
    expect(documentLoads).toBe(2)
    expect(
      await page.evaluate(() => sessionStorage.getItem('chunk-reload:/services/angioplasty/')),
    ).toMatch(/^\d+$/)
  })
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('cn', 'Connection problem'),
    )
    await expect(page.getByRole('link', { name: tr('cn', 'Try again') })).toHaveAttribute(
      'href',
      '/cn/services/angioplasty/',
    )
    await expect(page.getByText(tr('cn', 'Oh, oh, server error'))).toHaveCount(0)
    expect(documentLoads).toBe(2)
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('cn', 'Angina (chest pain from the heart)'),
    )
    await expect(
      page
        .getByRole('navigation', { name: tr('cn', 'Main') })
        .getByRole('link', { name: tr('cn', 'Home'), exact: true }),
    ).toBeVisible()
    expect(uncompiled(warnings)).toEqual([])
  })
})
