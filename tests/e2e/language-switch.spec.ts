// Changing language: the switcher's links, the 404 screen's languages, a client-side switch
// with its catalog and cookie, and what the old page does while the new one loads.
import { expect, scaleTimeout, test } from './support/test.ts'
import { localeRecord, locales, localizePath } from '../../app/i18n/locales.ts'
import { pageHref, pageMatrix, type PageId, pageExistsIn } from '../../app/site/pages.ts'
import { missingIn } from './support/expectations.ts'
import { tr } from './support/catalog.ts'
import {
  blockedRequest,
  failedLocaleLoading,
  hold,
  languageLink,
  uncompiled,
} from './support/client.ts'
import { languages, localizedShape, renderedNav } from './support/shell.ts'

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the language switcher links to the equivalent page or disables the language', async ({
      page,
    }) => {
      const ids: PageId[] = [
        'home',
        'contact',
        'team',
        'angioplasty',
        'servicesIndex',
        'arrhythmia',
        'doctor',
      ]
      const here = ids.filter((candidate) => pageExistsIn(candidate, locale))
      scaleTimeout(here.length, 5_000)
      for (const id of here) {
        await page.goto(pageHref(id, locale)!)
        const nav = languages(page, locale)
        await expect(nav.getByRole('listitem')).toHaveCount(4)
        for (const other of locales) {
          const { name, tag } = localeRecord[other]
          const item = nav.locator(`li > [lang="${tag}"]`)
          await expect(item).toContainText(name)
          if (pageExistsIn(id, other)) {
            await expect(item).toHaveJSProperty('tagName', 'A')
            await expect(item).toHaveAttribute('href', pageHref(id, other)!)
            await expect(item).toHaveAttribute('hreflang', tag)
          } else {
            await expect(item).not.toHaveJSProperty('tagName', 'A')
            await expect(item).not.toHaveAttribute('href')
            await expect(item).toHaveAttribute('aria-disabled', 'true')
          }
        }
        await expect(nav.locator('[aria-current="page"]')).toHaveAttribute(
          'lang',
          localeRecord[locale].tag,
        )
      }
    })

    test('on the 404 screen every language links to its home page', async ({ page }) => {
      // An unknown path, and a page that exists only in other languages.
      const missing = [
        localizePath('/no-such-page/', locale),
        locale === 'en' ? '/en/' : localizePath(pageMatrix[missingIn(locale)].path, locale),
      ]
      for (const path of missing) {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        const nav = languages(page, locale)
        for (const other of locales) {
          await expect(nav.locator(`a[lang="${localeRecord[other].tag}"]`)).toHaveAttribute(
            'href',
            pageHref('home', other)!,
          )
        }
        await expect(nav.locator('[aria-disabled]')).toHaveCount(0)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
    })

    test(`choosing ${localeRecord[locale].name} navigates client-side, activates its catalog and sets the cookie`, async ({
      page,
      context,
    }) => {
      const from = locales[(locales.indexOf(locale) + 1) % locales.length]!
      await page.goto(pageHref('contact', from)!)
      await page.evaluate(
        () => ((window as unknown as { shellMarker: string }).shellMarker = 'same document'),
      )
      const before = Date.now()
      await languages(page, from).getByRole('link', { name: localeRecord[locale].name }).click()

      await expect(page).toHaveURL(pageHref('contact', locale)!)
      await expect(page.locator('html')).toHaveAttribute('lang', localeRecord[locale].tag)
      // No page load happened: the router navigated and the root route activated the catalog.
      expect(
        await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker),
      ).toBe('same document')
      // The active catalog's language drives Intl formatting in the footer: Monday in this language.
      const monday = await page.evaluate(
        (tag) =>
          new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(
            Date.UTC(2024, 0, 1),
          ),
        localeRecord[locale].tag,
      )
      await expect(page.locator('.site-footer__hours dt').first()).toContainText(monday)
      await expect.poll(() => renderedNav(page, locale)).toEqual(localizedShape(locale))

      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie?.value).toBe(locale)
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      const days = ((cookie?.expires ?? 0) * 1000 - before) / 86_400_000
      expect(days).toBeGreaterThan(364.9)
      expect(days).toBeLessThan(365.1)
    })

    test('hovering another language (which preloads it) does not change the current page language', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const tag = localeRecord[locale].tag
      const monday = await page.evaluate(
        (t) =>
          new Intl.DateTimeFormat(t, { weekday: 'short', timeZone: 'UTC' }).format(
            Date.UTC(2024, 0, 1),
          ),
        tag,
      )
      const firstDay = page.locator('.site-footer__hours dt').first()
      await expect(firstDay).toContainText(monday)
      for (const other of locales.filter((l) => l !== locale)) {
        const otherTag = localeRecord[other].tag
        // The preload fetches that language's catalogs (shared and the page's): once they have
        // run in the page, whatever the preload does with them has been done.
        const catalogs = ['shared', 'contact'].map((part) =>
          page.waitForResponse(new RegExp(`/assets/catalog-${otherTag}-${part}-[^/]+\\.js$`)),
        )
        await languages(page, locale).locator(`a[lang="${otherTag}"]`).hover()
        const urls = (await Promise.all(catalogs)).map((response) => response.url())
        await page.evaluate((list) => Promise.all(list.map((url) => import(url))), urls)
      }
      await page.mouse.move(5, 600)
      // Two frames: a re-render the catalogs caused has been committed.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      await expect(firstDay).toContainText(monday)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
    })
  })
}

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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('en', 'Angina (chest pain from the heart)'),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG')
    await expect(
      page
        .getByRole('navigation', { name: tr('en', 'Main') })
        .getByRole('link', { name: tr('en', 'Home'), exact: true }),
    ).toBeVisible()
    expect(uncompiled(warnings)).toEqual([])
    pageText.release()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('cn', 'Angina (chest pain from the heart)'),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-SG')
    await expect(
      page
        .getByRole('navigation', { name: tr('cn', 'Main') })
        .getByRole('link', { name: tr('cn', 'Home'), exact: true }),
    ).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('en', 'Angina (chest pain from the heart)'),
    )
    await page.goForward()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      tr('cn', 'Angina (chest pain from the heart)'),
    )
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
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        tr('en', 'Angina (chest pain from the heart)'),
      )
      await expect(
        page.getByRole('link', { name: tr('en', 'Home'), exact: true }).first(),
      ).toBeVisible()
      expect(uncompiled(warnings)).toEqual([])
    })
  })
})
