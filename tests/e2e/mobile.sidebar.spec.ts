import AxeBuilder from '@axe-core/playwright'
import { axeFindings, smallTargets } from './support/a11y.ts'
import { axePages } from './support/axe-pages.ts'
import { tr } from './support/catalog.ts'
import { expectSafeContactLines } from './support/contact-lines.ts'
import { precedes } from './support/accessibility.ts'
import { type Locator, type Page } from '@playwright/test'
import { expect, scaleTimeout, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import { localeRecord, locales, localizePath, type Locale } from '../../app/i18n/locales.ts'
import { pageExistsIn, pageHref } from '../../app/site/pages.ts'
import { specNav } from './support/expectations.ts'

test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')

type Group = { link: string } | { group: string; links: string[] }
/** SPEC "Mobile sidebar": the header's menus as groups, by the same rules (support/expectations.ts). */
const specSidebar = (locale: Locale): Group[] =>
  specNav(locale).map((item) =>
    'link' in item ? { link: item.link } : { group: item.menu, links: item.links },
  )

const menuButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: tr(locale, 'Menu'), exact: true })
const sidebar = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: tr(locale, 'Menu'), exact: true })
/** A group of the sidebar navigation (a disclosure), by its summary's text. */
const group = (nav: Locator, page: Page, locale: Locale, name: string) =>
  nav.getByRole('group').filter({ has: page.getByText(tr(locale, name), { exact: true }) })

async function openSidebar(page: Page, locale: Locale) {
  // The button opens the dialog by itself (an invoker command); where a browser lacks those, it
  // opens from script once the page has hydrated: retry until it is open.
  await expect(async () => {
    if (!(await sidebar(page, locale).isVisible())) await menuButton(page, locale).click()
    await expect(sidebar(page, locale)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the header shows the logo, the 995 call link and the Menu button only', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('link', { name: clinic.clinicName })).toHaveAttribute(
        'href',
        pageHref('home', locale)!,
      )
      await expect(menuButton(page, locale)).toBeVisible()
      // An invoker command gives the button its expanded state: aria-expanded is invalid there.
      await expect(menuButton(page, locale)).not.toHaveAttribute('aria-expanded')
      await expect(page.locator('button[command][aria-expanded]')).toHaveCount(0)
      await expect(banner.getByRole('navigation')).toHaveCount(0)
      await expect(banner.getByRole('button')).toHaveCount(1)
      await expect(banner.getByRole('link')).toHaveCount(2)
      await expect(
        banner.getByRole('link', { name: tr(locale, 'Emergency: call 995') }),
      ).toHaveAttribute('href', 'tel:995')
      // It stays at the top of the window while the page scrolls under it.
      await page.evaluate(() => window.scrollTo(0, 800))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0)
    })

    test('the sidebar puts 995 first; the clinic line is an after-hours line, not for emergencies', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      await expectSafeContactLines(sidebar(page, locale), locale)
    })

    test('the sidebar offers the languages right after the 995 block, before the navigation', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      const dialog = sidebar(page, locale)
      const emergency = dialog.getByRole('link', {
        name: new RegExp(
          tr(locale, 'Chest pain or collapse: call 995').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        ),
      })
      const languages = dialog.getByRole('navigation', { name: tr(locale, 'Language') })
      const nav = dialog.getByRole('navigation', { name: tr(locale, 'Main') })
      expect(await precedes(emergency, languages)).toBe(true)
      expect(await precedes(languages, nav)).toBe(true)
      // Nothing between the contact lines (995 first) and the switcher.
      await expect(dialog.locator('.contact-lines + .lang-switcher')).toHaveCount(1)
      await expect(languages.getByRole('link').first()).toBeInViewport()
    })

    test('the sidebar is a modal dialog sliding in from the left; focus moves in and back', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const button = menuButton(page, locale)
      await openSidebar(page, locale)
      const dialog = sidebar(page, locale)
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true)
      await expect(dialog).toHaveAccessibleName(tr(locale, 'Menu'))
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0)
      const box = (await dialog.boundingBox())!
      expect(box.width).toBeLessThan(page.viewportSize()!.width)
      const backdrop = await dialog.evaluate(
        (el) => getComputedStyle(el, '::backdrop').backgroundColor,
      )
      expect(backdrop).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/)

      await dialog.getByRole('button', { name: tr(locale, 'Close menu') }).click()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()

      await openSidebar(page, locale)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()

      // A press on the backdrop (right of the panel).
      await openSidebar(page, locale)
      await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0)
      const viewport = page.viewportSize()!
      await page.mouse.click(viewport.width - 8, viewport.height / 2)
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()

      await openSidebar(page, locale)
      // A press inside the panel, beside its title: not the backdrop.
      await dialog.click({ position: { x: 5, y: 5 } })
      await expect(dialog).toBeVisible()

      // A link navigates and closes it; focus goes to the new page's heading, as after any
      // client navigation.
      await dialog.getByRole('link', { name: tr(locale, 'Contact us'), exact: true }).click()
      await expect(page).toHaveURL(pageHref('contact', locale)!)
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
    })

    test('the sidebar navigation follows the page matrix', async ({ page }) => {
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      const nav = sidebar(page, locale).getByRole('navigation', { name: tr(locale, 'Main') })
      const rendered = await nav.locator(':scope > ul > li').evaluateAll((items) =>
        items.map((li) => {
          const details = li.querySelector(':scope > details')
          if (details) {
            return {
              group: details.querySelector('summary')?.textContent?.trim() ?? '',
              links: [...details.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
            }
          }
          return { link: li.querySelector('a')?.getAttribute('href') ?? '' }
        }),
      )
      const expected = specSidebar(locale).map((item) =>
        'link' in item
          ? { link: localizePath(item.link, locale) }
          : {
              group: tr(locale, item.group),
              links: item.links.map((p) => localizePath(p, locale)),
            },
      )
      expect(rendered).toEqual(expected)
      const about = group(nav, page, locale, 'About us')
      await about.getByText(tr(locale, 'About us'), { exact: true }).click()
      await expect(about.getByRole('link', { name: tr(locale, 'Our specialist') })).toHaveAttribute(
        'href',
        pageHref('doctor', locale)!,
      )
      await expect(about.getByRole('link', { name: tr(locale, 'Our clinic') })).toHaveCount(
        pageExistsIn('team', locale) ? 1 : 0,
      )

      const groupNames = specSidebar(locale).flatMap((item) =>
        'group' in item ? [item.group] : [],
      )
      await expect(nav.getByRole('group')).toHaveCount(groupNames.length)
      if (groupNames.length > 1) {
        const second = group(nav, page, locale, groupNames[1]!)
        await second.getByText(tr(locale, groupNames[1]!), { exact: true }).click()
        await expect(second).toHaveAttribute('open', '')
        await expect(about).not.toHaveAttribute('open', '')
      }
    })

    test('the current section is open and marked in the sidebar', async ({ page }) => {
      await page.goto(pageHref('doctor', locale)!)
      await openSidebar(page, locale)
      const nav = sidebar(page, locale).getByRole('navigation', { name: tr(locale, 'Main') })
      // Open: its links are shown (a closed group's links are hidden).
      const open = nav.getByRole('group').filter({ has: page.getByRole('link') })
      await expect(open).toHaveCount(1)
      await expect(open).toHaveAttribute('open', '')
      await expect(open.getByText(tr(locale, 'About us'), { exact: true })).toBeVisible()
      const current = open.getByRole('link', { name: tr(locale, 'Our specialist') })
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect(current).toHaveAttribute('href', pageHref('doctor', locale)!)
    })

    test('choosing a language in the sidebar navigates, closes it and sets the cookie', async ({
      page,
      context,
    }) => {
      const to = locales[(locales.indexOf(locale) + 1) % locales.length]!
      await page.goto(pageHref('contact', locale)!)
      await openSidebar(page, locale)
      await sidebar(page, locale)
        .getByRole('navigation', { name: tr(locale, 'Language') })
        .getByRole('link', { name: localeRecord[to].name, exact: true })
        .click()
      await expect(page).toHaveURL(pageHref('contact', to)!)
      await expect(page.locator('html')).toHaveAttribute('lang', localeRecord[to].tag)
      await expect(sidebar(page, locale)).toBeHidden()
      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
      expect(cookie?.value).toBe(to)
      expect(cookie?.path).toBe('/')
    })

    test('touch targets in the header, the sidebar and the footer are at least 44px', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      const nav = sidebar(page, locale).getByRole('navigation', { name: tr(locale, 'Main') })
      for (const item of specSidebar(locale)) {
        if (!('group' in item)) continue
        const details = group(nav, page, locale, item.group)
        if ((await details.getAttribute('open')) === null)
          await details.getByText(tr(locale, item.group), { exact: true }).click()
        const sizes = await measure(sidebar(page, locale))
        expect(sizes.filter((s) => s.height < 44 || s.width < 44)).toEqual([])
      }
      await page.keyboard.press('Escape')
      for (const scope of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
        const sizes = await measure(scope)
        expect(sizes.length).toBeGreaterThan(0)
        expect(sizes.filter((s) => s.height < 44 || s.width < 44)).toEqual([])
      }
    })

    // One axe run per test, so a busy machine never runs several against one time budget. The
    // sidebar is scanned open on its own: while the modal is open the page behind it is inert.
    for (const [name, path] of axePages(locale)) {
      test(`no accessibility violations (axe, 7:1 contrast, 44 px targets): ${name}`, async ({
        page,
      }) => {
        test.slow()
        await page.goto(path)
        const { aa, under7 } = await axeFindings(page, path)
        expect(aa).toEqual([])
        expect(under7).toEqual([])
        expect(await smallTargets(page, path)).toEqual([])
      })
    }

    test('no serious or critical accessibility violations (axe): the open sidebar', async ({
      page,
    }) => {
      test.slow()
      await page.goto(pageHref('home', locale)!)
      await openSidebar(page, locale)
      await expectNoSeriousViolations(page, 'sidebar')
    })
  })
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Visible links, buttons and summaries in a scope, except links inside running text. */
function measure(scope: Locator) {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, summary')]
      .filter((el) => el.checkVisibility() && !el.closest('p'))
      .map((el) => {
        const { width, height } = el.getBoundingClientRect()
        return {
          what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`,
          width: Math.round(width),
          height: Math.round(height),
        }
      }),
  )
}

test.describe('at 320px', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  for (const locale of locales) {
    test(`${locale}: no horizontal scroll, closed or with the sidebar and menus open`, async ({
      page,
    }) => {
      const ids = ['home', 'contact', 'doctor', 'angioplasty', 'servicesIndex'] as const
      const here = ids.filter((candidate) => pageExistsIn(candidate, locale))
      // Its pages, the 404 screen and the open sidebar.
      scaleTimeout(here.length + 2, 5_000)
      for (const id of here) {
        await page.goto(pageHref(id, locale)!)
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
          pageHref(id, locale),
        ).toBeLessThanOrEqual(320)
      }
      await page.goto(localizePath('/no-such-page/', locale))
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
      await openSidebar(page, locale)
      const box = (await sidebar(page, locale).boundingBox())!
      expect(box.width).toBeLessThanOrEqual(320)
      const overflow = await sidebar(page, locale).evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('before the page has hydrated (JavaScript off)', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')
  test.use({ javaScriptEnabled: false })

  test('the Menu button opens the sidebar, and the close button, Escape and the backdrop close it, with no script', async ({
    page,
  }) => {
    await page.goto(pageHref('home', 'cn')!)
    const button = menuButton(page, 'cn')
    const dialog = sidebar(page, 'cn')
    await button.click()
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true)
    await expect(
      dialog.getByRole('link', { name: tr('cn', 'Contact us'), exact: true }),
    ).toBeVisible()

    await dialog.getByRole('button', { name: tr('cn', 'Close menu') }).click()
    await expect(dialog).toBeHidden()

    await button.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await button.click()
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0)
    const viewport = page.viewportSize()!
    await page.mouse.click(viewport.width - 8, viewport.height / 2)
    await expect(dialog).toBeHidden()

    await button.click()
    await dialog.getByRole('link', { name: tr('cn', 'Contact us'), exact: true }).click()
    await expect(page).toHaveURL(pageHref('contact', 'cn')!)
  })
})

test.describe('opened before hydration', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')
  // The test holds the scripts back: it waits for hydration itself, once it let them through.
  test.use({ waitForHydration: false })

  test('a sidebar opened before the scripts ran stays open, and a link in it then navigates and closes it', async ({
    page,
  }) => {
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto(pageHref('home', 'en')!, { waitUntil: 'domcontentloaded' })
    await menuButton(page, 'en').click()
    await expect(sidebar(page, 'en')).toBeVisible()
    release()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(sidebar(page, 'en')).toBeVisible()

    await sidebar(page, 'en').getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL(pageHref('contact', 'en')!)
    await expect(sidebar(page, 'en')).toBeHidden()
  })
})
