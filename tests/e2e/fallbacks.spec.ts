// The fallbacks of docs/decisions/0012-supported-browsers.md, before hydration and after errors.
import { devices, type Page } from '@playwright/test'
import { legacyBrowser } from './engines/legacy-init.ts'
import { expect, test } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { enquiryForm } from './support/enquiry.ts'
import { mainNav, menuButton, panelOf } from './support/shell.ts'

// Inside a describe the device's browser type must be the project's.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']

async function holdScripts(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

// The header's script fails as the page hydrates; with `snapshotToo`, so does the look-up the
// error boundary keeps the header's HTML with.
function breakHeader(snapshotToo: boolean) {
  const open = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'open')!
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    ...open,
    get() {
      throw new Error('broken dialog.open')
    },
  })
  if (!snapshotToo) return
  const methods = Document.prototype as unknown as Record<string, (selectors: string) => unknown>
  const querySelector = methods['querySelector']!
  methods['querySelector'] = function (this: Document, selectors: string) {
    if (String(selectors).includes('data-part=')) throw new Error('broken snapshot')
    return querySelector.call(this, selectors)
  }
}

const hydrated = (page: Page) =>
  page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

test.describe('before the page has hydrated, in a browser without popovers or invoker commands', () => {
  test.use({ waitForHydration: false })

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(legacyBrowser)
  })

  test('a click opens a menu under its button at once, and it stays open once the page runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const button = menuButton(page, 'en', 'About us')
    const panel = await panelOf(page, button)
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(panel).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    const [b, p] = [(await button.boundingBox())!, (await panel.boundingBox())!]
    expect(p.y - (b.y + b.height)).toBeGreaterThanOrEqual(0)
    expect(p.y - (b.y + b.height)).toBeLessThanOrEqual(12)
    expect(p.x).toBeCloseTo(b.x, 0)

    release()
    await hydrated(page)
    await expect(panel).toBeVisible()
    await page.mouse.click(5, 600)
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test.describe(() => {
    test.use(pixel7)

    test('a tap on Menu opens the sidebar at once, and it stays open once the page runs', async ({
      page,
    }) => {
      const release = await holdScripts(page)
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const sidebar = page.getByRole('dialog', { name: tr('en', 'Menu') })
      const menu = page.getByRole('banner').getByRole('button', { name: tr('en', 'Menu') })
      await menu.click()
      await expect(sidebar).toBeVisible()
      expect(await sidebar.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
      // The backdrop closes it before hydration too (no `closedby` in this browser).
      const viewport = page.viewportSize()!
      await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0)
      await page.mouse.click(viewport.width - 8, viewport.height / 2)
      await expect(sidebar).toBeHidden()
      await menu.click()
      await expect(sidebar).toBeVisible()

      release()
      await hydrated(page)
      await expect(sidebar).toBeVisible()
      await sidebar.getByRole('link', { name: 'Contact us', exact: true }).click()
      await expect(page).toHaveURL('/contact-us/')
      await expect(sidebar).toBeHidden()
    })
  })
})

test.describe('native popovers without anchor positioning (Safari 17 and 18, Firefox 125 to 146)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(legacyBrowser, { popover: true, builtins: true })
  })

  test('a panel is never seen before it is under its button', async ({ page }) => {
    await page.goto('/')
    // The click, the popover showing and the look happen in one task, before any queued event.
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('button[popovertarget]')]
        .filter((button) => button.getBoundingClientRect().width > 0)
        .map((button) => {
          const panel = document.getElementById(button.getAttribute('popovertarget')!)!
          button.click()
          const b = button.getBoundingClientRect()
          const p = panel.getBoundingClientRect()
          const shown = p.width > 0 && getComputedStyle(panel).visibility !== 'hidden'
          panel.hidePopover()
          return { panel: panel.id, shown, gap: Math.round(p.top - b.bottom) }
        }),
    )
    expect(seen).toHaveLength(5)
    for (const { panel, shown, gap } of seen)
      if (shown) expect(gap, `${panel} shown away from its button`).toBeLessThanOrEqual(12)
  })
})

test.describe('a script error in the header', () => {
  test.use({ allowConsoleErrors: /broken dialog\.open/ })

  test('leaves the page working: the header keeps its HTML and its menus, pages load anew', async ({
    page,
  }) => {
    await page.addInitScript(breakHeader, false)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-degraded', 'true')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    const about = menuButton(page, 'en', 'About us')
    await expect(about).toBeVisible()
    // The kept header's menus still open (the browser's own popovers).
    await about.click()
    await expect(await panelOf(page, about)).toBeVisible()
    await page.keyboard.press('Escape')
    // A link loads the next page as a new document, whose header is up to date.
    await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true))
    const contact = mainNav(page, 'en').getByRole('link', {
      name: tr('en', 'Contact us'),
      exact: true,
    })
    await expect(contact).toHaveAttribute('href', '/contact-us/')
    await contact.click()
    await expect(page).toHaveURL('/contact-us/')
    await expect(enquiryForm(page, 'en').name).toBeVisible()
    expect(await page.evaluate(() => 'mark' in window)).toBe(false)
    await expect(contact).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('an error that no part of the page catches', () => {
  test.use({ allowConsoleErrors: true, waitForHydration: false })

  test('gives back the page as the server sent it, not a blank one', async ({ page }) => {
    // The header fails, and so does keeping its HTML: the error reaches the root.
    await page.addInitScript(breakHeader, true)
    await page.goto('/cn/')
    await expect(page.locator('html')).toHaveAttribute('data-degraded', 'true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-SG')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    const contact = mainNav(page, 'cn').getByRole('link', {
      name: tr('cn', 'Contact us'),
      exact: true,
    })
    await expect(contact).toHaveAttribute('href', '/cn/contact-us/')
    await contact.click()
    await expect(page).toHaveURL('/cn/contact-us/')
  })
})
