// The desktop header: its layout at every large width, the main navigation from the page matrix
// (support/expectations.ts), the menus by pointer and keyboard, the current section and page,
// and its accessibility. Labels come from the PO catalogs, as the site shows them.
import { expect, scaleTimeout, test } from './support/test.ts'
import { locales, localizePath, splitLocalePath } from '../../app/i18n/locales.ts'
import { allLocalizedPaths, pageHref } from '../../app/site/pages.ts'
import { serviceIds, pathsIn, specNav } from './support/expectations.ts'
import { clinic } from '../../app/site/clinic.ts'
import { tr, doctorNameIn } from './support/catalog.ts'
import { accessibleExpanded } from './support/accessibility.ts'
import { axeFindings, smallTargets } from './support/a11y.ts'
import { axePages } from './support/axe-pages.ts'
import {
  header,
  hasBrandBar,
  languages,
  localizedShape,
  mainNav,
  menuButton,
  panelOf,
  renderedNav,
} from './support/shell.ts'

test('the Chinese Services menu ends with an "All services" link to /cn/services/', async ({
  page,
}) => {
  await page.goto('/cn/')
  const services = menuButton(page, 'cn', 'Services')
  await services.click()
  const links = (await panelOf(page, services)).getByRole('link')
  await expect(links).toHaveCount(pathsIn('cn', serviceIds).length + 1)
  await expect(links.last()).toHaveText(tr('cn', 'All services'))
  await expect(links.last()).toHaveAttribute('href', '/cn/services/')
  expect(tr('cn', 'All services')).not.toBe('All services')
})

test('every page of every language has the header and footer in its server-rendered HTML', async ({
  request,
}) => {
  scaleTimeout(allLocalizedPaths().length, 500)
  for (const { href } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    // Both header variants are in the HTML; CSS picks one (no layout shift, no hydration difference).
    expect(html, href).toContain('<header class="site-header"')
    expect(html, href).toMatch(/<nav class="desktop-nav"/)
    expect(html, href).toMatch(/<button[^>]*aria-controls="site-sidebar"/)
    expect(html, href).toMatch(/<dialog[^>]*id="site-sidebar"/)
    expect(html, href).toMatch(/<footer class="site-footer"/)
  }
})

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('the header is fixed at the top and shows the large-screen layout', async ({
      page,
      consoleMessages,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(mainNav(page, locale)).toBeVisible()
      await expect(
        header(page).getByRole('button', { name: tr(locale, 'Call or WhatsApp') }),
      ).toBeVisible()
      await expect(languages(page, locale)).toBeVisible()
      const enquire = header(page).getByRole('link', { name: tr(locale, 'Enquire'), exact: true })
      await expect(enquire).toBeVisible()
      await expect(enquire).toHaveAttribute('href', pageHref('contact', locale)!)
      await expect(header(page).getByRole('link', { name: clinic.clinicName })).toHaveAttribute(
        'href',
        pageHref('home', locale)!,
      )
      await expect(
        header(page).getByRole('button', {
          name: tr(locale, 'Menu'),
          exact: true,
          includeHidden: true,
        }),
      ).toBeHidden()

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const box = await page.getByRole('banner').boundingBox()
      expect(box?.y).toBe(0)
      const headerHeight = box?.height ?? 0
      await page.evaluate(() => window.scrollTo(0, 0))
      const h1 = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox()
      expect(h1!.y).toBeGreaterThanOrEqual(headerHeight)
      // Errors fail any test (the fixture); this page must not warn either.
      expect(
        consoleMessages.filter((m) => ['error', 'warning', 'pageerror'].includes(m.type)),
      ).toEqual([])
    })

    test('the main navigation follows the page matrix', async ({ page }) => {
      await page.goto(pageHref('home', locale)!)
      expect(await renderedNav(page, locale)).toEqual(localizedShape(locale))
      const buttons = mainNav(page, locale).getByRole('button')
      for (const button of await buttons.all()) {
        await expect.poll(() => accessibleExpanded(button)).toBe(false)
        await expect(await panelOf(page, button)).toBeHidden()
      }
      // The doctor's card everywhere, the team where it exists.
      await menuButton(page, locale, 'About us').click()
      const about = await panelOf(page, menuButton(page, locale, 'About us'))
      await expect(about.getByRole('link', { name: doctorNameIn(locale) })).toHaveAttribute(
        'href',
        pageHref('doctor', locale)!,
      )
      await expect(about.getByRole('link')).toHaveCount(pathsIn(locale, ['doctor', 'team']).length)
    })

    test('only one menu is open at a time; outside click, link click and Escape close it, the pointer leaving does not', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const about = menuButton(page, locale, 'About us')
      const aboutPanel = await panelOf(page, about)

      await about.click()
      await expect.poll(() => accessibleExpanded(about)).toBe(true)
      await expect(aboutPanel).toBeVisible()
      await about.click()
      await expect.poll(() => accessibleExpanded(about)).toBe(false)
      await expect(aboutPanel).toBeHidden()
      if (locale === 'en' || locale === 'cn') {
        await about.click()
        const services = menuButton(page, locale, 'Services')
        await services.click()
        await expect.poll(() => accessibleExpanded(services)).toBe(true)
        await expect(await panelOf(page, services)).toBeVisible()
        await expect.poll(() => accessibleExpanded(about)).toBe(false)
        await expect(aboutPanel).toBeHidden()
        await expect(mainNav(page, locale).locator(':popover-open')).toHaveCount(1)
        await services.click()
        await expect.poll(() => accessibleExpanded(services)).toBe(false)
      }

      await about.click()
      await expect(aboutPanel).toBeVisible()
      await page.mouse.click(5, 600)
      await expect(aboutPanel).toBeHidden()
      await expect.poll(() => accessibleExpanded(about)).toBe(false)

      await about.click()
      await expect(aboutPanel).toBeVisible()
      await aboutPanel.getByRole('link').first().hover()
      await expect(aboutPanel).toBeVisible()
      // A hand with a tremor overshoots: leaving the panel does not close it.
      await page.mouse.move(5, 500)
      await expect(aboutPanel).toBeVisible()
      await page.mouse.click(5, 500)
      await expect(aboutPanel).toBeHidden()

      await about.click()
      await aboutPanel.getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect(aboutPanel).toBeHidden()
      await expect(about).toBeFocused()

      await about.click()
      await aboutPanel.getByRole('link', { name: doctorNameIn(locale) }).click()
      await expect(page).toHaveURL(pageHref('doctor', locale)!)
      await expect(aboutPanel).toBeHidden()
      await expect.poll(() => accessibleExpanded(about)).toBe(false)
    })

    test('the current section is highlighted by path prefix', async ({ page }) => {
      const nav = mainNav(page, locale)
      const sections: [string, string][] = [
        ['/about-us/', 'About us'],
        ['/services/', 'Services'],
        ['/conditions/', 'Conditions'],
        ['/media-and-events/', 'Media and events'],
      ]
      const linkedIn = (prefix: string) =>
        specNav(locale)
          .flatMap((item) => ('link' in item ? [item.link] : item.links))
          .filter((path) => path.startsWith(prefix))
      // About twenty page loads in English, and three more.
      scaleTimeout(sections.flatMap(([prefix]) => linkedIn(prefix)).length + 3, 5_000)
      for (const [prefix, label] of sections) {
        for (const path of linkedIn(prefix)) {
          const href = localizePath(path, locale)
          await page.goto(href)
          const marked = nav.locator('[data-active]')
          await expect(marked).toHaveCount(1)
          await expect(marked).toContainText(tr(locale, label))
          // Marked for the eye too: the brand colour and a bar under the label.
          expect(await hasBrandBar(marked)).toBe(true)
          // The exact page's link is the current page, even inside a closed panel.
          const current = nav.locator('[aria-current="page"]')
          await expect(current).toHaveCount(1)
          await expect(current).toHaveAttribute('href', href)
        }
      }
      // The Chinese services index: its "All services" link is the current page.
      if (locale === 'cn') {
        await page.goto('/cn/services/')
        await expect(nav.locator('[data-active]')).toHaveText(tr(locale, 'Services'))
        const current = nav.locator('[aria-current="page"]')
        await expect(current).toHaveCount(1)
        await expect(current).toHaveText(tr(locale, 'All services'))
        await expect(current).toHaveAttribute('href', '/cn/services/')
      }
      // Outside the sections nothing is highlighted but the current plain link.
      await page.goto(pageHref('contact', locale)!)
      await expect(nav.locator('button[data-active]')).toHaveCount(0)
      expect(await hasBrandBar(nav.getByRole('button').first())).toBe(false)
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        pageHref('contact', locale)!,
      )
      await page.goto(pageHref('home', locale)!)
      await expect(nav.locator('[data-active]')).toHaveCount(0)
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        pageHref('home', locale)!,
      )
    })

    test('keyboard only: Tab reaches the menus, Enter and Space open them, Escape closes them', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const about = menuButton(page, locale, 'About us')
      const panel = await panelOf(page, about)
      let reached = false
      for (let i = 0; i < 30 && !reached; i++) {
        await page.keyboard.press('Tab')
        reached = await about.evaluate((el) => el === document.activeElement)
      }
      expect(reached).toBe(true)
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link').first()).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(about).toBeFocused()
      await page.keyboard.press('Space')
      await expect(panel).toBeVisible()
      await page.keyboard.press('Space')
      await expect(panel).toBeHidden()
      // Tabbing away past the menu closes an open panel.
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      const links = await panel.getByRole('link').count()
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab')
      await expect(panel).toBeHidden()

      const chat = header(page).getByRole('button', { name: tr(locale, 'Call or WhatsApp') })
      await chat.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => accessibleExpanded(chat)).toBe(true)
      await page.keyboard.press('Tab')
      // 995 is the first contact action (patient safety), so the first stop in the panel.
      await expect(
        (await panelOf(page, chat)).getByRole('link', { name: /995/ }).first(),
      ).toBeFocused()
      await page.keyboard.press('Escape')
      await expect.poll(() => accessibleExpanded(chat)).toBe(false)
      await expect(chat).toBeFocused()
    })

    // One axe run per test, so a busy machine never runs several against one time budget; a menu
    // is open, as its panel must be accessible when shown.
    // Axe's AA rules, AAA text contrast (7:1) and 44 px targets (the goals for older patients).
    for (const [name, path] of axePages(locale)) {
      test(`no accessibility violations (axe, 7:1 contrast, 44 px targets): ${name}`, async ({
        page,
      }) => {
        test.slow()
        await page.goto(path)
        await menuButton(page, locale, 'About us').click()
        const { aa, under7 } = await axeFindings(page, path)
        expect(aa).toEqual([])
        expect(under7).toEqual([])
        expect(await smallTargets(page, path)).toEqual([])
      })
    }
  })
}

test.describe('responsive large screens', () => {
  for (const width of [1024, 1280, 1536]) {
    test(`at ${width}px the header fits without overflow in every language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const locale of locales) {
        await page.goto(pageHref('home', locale)!)
        await expect(mainNav(page, locale)).toBeVisible()
        const enquire = header(page).getByRole('link', { name: tr(locale, 'Enquire'), exact: true })
        const box = await enquire.boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(width)
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
        ).toBeLessThanOrEqual(width)
        // Logo, chat menu, languages and Enquire side by side in the top bar; the navigation in
        // one line in its own row below, inside the window; nothing overlaps.
        const logo = (await header(page)
          .getByRole('link', { name: clinic.clinicName })
          .boundingBox())!
        const chat = (await header(page)
          .getByRole('button', { name: tr(locale, 'Call or WhatsApp') })
          .boundingBox())!
        const nav = (await mainNav(page, locale).boundingBox())!
        expect(logo.x + logo.width).toBeLessThanOrEqual(chat.x)
        expect(chat.x + chat.width).toBeLessThanOrEqual(box!.x)
        expect(nav.y).toBeGreaterThanOrEqual(Math.max(logo.y + logo.height, box!.y + box!.height))
        expect(nav.x + nav.width).toBeLessThanOrEqual(width)
        expect(nav.height).toBeLessThanOrEqual(48)
        for (const item of await mainNav(page, locale).locator(':scope > ul > li').all()) {
          const itemBox = (await item.boundingBox())!
          expect(itemBox.x + itemBox.width, await item.innerText()).toBeLessThanOrEqual(width)
          expect(itemBox.y).toBe(nav.y)
        }
        // Each language name in its 44 px target: "Bahasa Indonesia" on two lines at most, never
        // broken inside a word (the current language is bold, so wider).
        for (const item of await header(page).locator('.lang-switcher__item').all())
          expect((await item.boundingBox())!.height, await item.innerText()).toBeLessThanOrEqual(44)
      }
    })
  }
})

test('the English home page shows the English labels', async ({ page }) => {
  // Guards the catalog lookup above: the English source text really is what is shown.
  await page.goto('/')
  const nav = mainNav(page, 'en')
  for (const label of ['About us', 'Services', 'Conditions', 'Media and events']) {
    await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Contact us', exact: true })).toBeVisible()
  expect(splitLocalePath(new URL(page.url()).pathname).locale).toBe('en')
})

// The browser gives these buttons their expanded state (HTML-AAM): aria-expanded would repeat it,
// is invalid on an invoker command and is stale while a panel opened before hydration waits.
test('no button with an invoker command or a popover target carries aria-expanded, on any page', async ({
  request,
}) => {
  const invoker = /\s(command|popovertarget)=/i
  scaleTimeout(allLocalizedPaths().length, 500)
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

test('a link is marked as the current page only on that page: never the breadcrumb’s Home or section links', async ({
  request,
}) => {
  // The server's HTML of every page in every language: no browser needed.
  scaleTimeout(allLocalizedPaths().length, 500)
  for (const { href } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    const current = [...html.matchAll(/<a\b[^>]*\baria-current="page"[^>]*>/g)].map(
      ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1],
    )
    expect(current.length, href).toBeGreaterThan(0)
    expect(new Set(current), href).toEqual(new Set([href]))
  }
})
