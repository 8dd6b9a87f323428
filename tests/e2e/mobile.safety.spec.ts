// On a phone; the large screens' checks are safety.spec.ts.
import { type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { precedes } from './support/accessibility.ts'
import { expectReadablePages } from './support/readability.ts'
import { locales, type Locale } from '../../app/i18n/locales.ts'
import { pageHref } from '../../app/site/pages.ts'

test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')

const sidebar = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: tr(locale, 'Menu'), exact: true })

async function openSidebar(page: Page, locale: Locale) {
  const button = page.getByRole('banner').getByRole('button', { name: tr(locale, 'Menu') })
  await expect(async () => {
    if (!(await sidebar(page, locale).isVisible())) await button.click()
    await expect(sidebar(page, locale)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

for (const locale of ['en', 'cn'] as const) {
  test(`${locale}: no text below 16px on a phone`, async ({ page }) => {
    test.slow()
    await expectReadablePages(page, locale, 16)
  })
}

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the header bar itself dials 995: one tap, no menu', async ({ page }) => {
      await page.goto(pageHref('contact', locale)!)
      const banner = page.getByRole('banner')
      const call = banner.getByRole('link', { name: tr(locale, 'Emergency: call 995') })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', 'tel:995')
      await expect(call).toContainText('995')
      const box = (await call.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(box.width).toBeGreaterThanOrEqual(44)
      // In the bar, beside the Menu button, with the sidebar closed.
      await expect(sidebar(page, locale)).toBeHidden()
      const bar = (await banner.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height)
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    })

    test('the sidebar opens with the contact lines, 995 first, above the navigation', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      const first = sidebar(page, locale).getByRole('link').first()
      await expect(first).toHaveAttribute('href', 'tel:995')
      await expect(first).toBeInViewport()
      await expect(first).toHaveAccessibleName(
        new RegExp(
          tr(locale, 'Chest pain or collapse: call 995').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      )
      const nav = sidebar(page, locale).getByRole('navigation', { name: tr(locale, 'Main') })
      expect(await precedes(first, nav)).toBe(true)
      await expect(
        nav.getByRole('link', { name: tr(locale, 'Fees and insurance'), exact: true }),
      ).toHaveAttribute('href', pageHref('feesAndInsurance', locale)!)
    })

    test("home page: the 995 line is in the first screen, before the clinic's own actions", async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const line = page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, 'Chest pain or collapse: call 995'), exact: true })
      await expect(line).toBeInViewport({ ratio: 1 })
      await expect(line).toHaveAttribute('href', 'tel:995')
      const enquiry = page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, 'Make an enquiry') })
        .first()
      expect(await precedes(line, enquiry)).toBe(true)
      expect((await line.boundingBox())!.y).toBeLessThan((await enquiry.boundingBox())!.y)
    })
  })
}
