// The navigation expected is the spec's rules applied to the page matrix (support/expectations.ts);
// labels come from the PO catalogs, as the site shows them.
import { accessibleExpanded } from './support/accessibility.ts'
import { axeFindings, smallTargets } from './support/a11y.ts'
import { axePages } from './support/axe-pages.ts'
import { doctorNameIn, tr } from './support/catalog.ts'
import { expectSafeContactLines } from './support/contact-lines.ts'
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import {
  localeRecord,
  locales,
  localizePath,
  splitLocalePath,
  type Locale,
} from '../../app/i18n/locales.ts'
import {
  allLocalizedPaths,
  pageExistsIn,
  pageHref,
  pageMatrix,
  type PageId,
} from '../../app/site/pages.ts'
import { missingIn, pathsIn, serviceIds, specNav, type NavItem } from './support/expectations.ts'

const header = (page: Page) => page.locator('header.site-header')
const mainNav = (page: Page, locale: Locale) =>
  header(page).getByRole('navigation', { name: tr(locale, 'Main') })
const menuButton = (page: Page, locale: Locale, label: string) =>
  mainNav(page, locale).getByRole('button', { name: tr(locale, label), exact: true })
const panelOf = async (page: Page, button: Locator) =>
  page.locator(`#${await button.getAttribute('aria-controls')}`)
const languages = (page: Page, locale: Locale) =>
  header(page).getByRole('navigation', { name: tr(locale, 'Language') })

async function renderedNav(page: Page, locale: Locale): Promise<NavItem[]> {
  return mainNav(page, locale)
    .locator(':scope > ul > li')
    .evaluateAll((items) =>
      items.map((li) => {
        const button = li.querySelector(':scope > button')
        if (button) {
          const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
          return {
            menu: button.textContent?.trim() ?? '',
            links: [...(panel?.querySelectorAll('a') ?? [])].map(
              (a) => a.getAttribute('href') ?? '',
            ),
          }
        }
        const a = li.querySelector('a')
        return { link: a?.getAttribute('href') ?? '', label: a?.textContent?.trim() ?? '' }
      }),
    )
}

function localizedShape(locale: Locale): NavItem[] {
  return specNav(locale).map((item) =>
    'link' in item
      ? { link: localizePath(item.link, locale), label: tr(locale, item.label) }
      : {
          menu: tr(locale, item.menu),
          links: item.links.map((path) => localizePath(path, locale)),
        },
  )
}

const brand = 'rgb(15, 76, 92)'

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
      await expect(page.locator('header button[aria-controls="site-sidebar"]')).toBeHidden()

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      const box = await page.getByRole('banner').boundingBox()
      expect(box?.y).toBe(0)
      const headerHeight = box?.height ?? 0
      await page.evaluate(() => window.scrollTo(0, 0))
      const h1 = await page.locator('main h1').boundingBox()
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
      // About twenty page loads in English: more than the default time on a busy machine.
      test.setTimeout(60_000)
      const nav = mainNav(page, locale)
      const sections: [string, string][] = [
        ['/about-us/', 'About us'],
        ['/services/', 'Services'],
        ['/conditions/', 'Conditions'],
        ['/media-and-events/', 'Media and events'],
      ]
      for (const [prefix, label] of sections) {
        const linked = specNav(locale)
          .flatMap((item) => ('link' in item ? [item.link] : item.links))
          .filter((path) => path.startsWith(prefix))
        for (const path of linked) {
          const href = localizePath(path, locale)
          await page.goto(href)
          const marked = nav.locator('[data-active]')
          await expect(marked).toHaveCount(1)
          await expect(marked).toContainText(tr(locale, label))
          await expect(marked).toHaveCSS('color', brand)
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
      await expect(nav.locator('button').first()).not.toHaveCSS('color', brand)
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

    test('every link in the header, sidebar and footer answers 200', async ({ page, request }) => {
      for (const path of [pageHref('home', locale)!, localizePath('/no-such-page/', locale)]) {
        await page.goto(path)
        const hrefs = await page
          .locator('header.site-header a[href], #site-sidebar a[href], footer.site-footer a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
        expect(internal.length).toBeGreaterThan(5)
        for (const href of internal) {
          const response = await request.get(href, { maxRedirects: 0 })
          expect(response.status(), href).toBe(200)
        }
        // Everything else is a phone, e-mail, WhatsApp or the agency's site.
        for (const href of hrefs.filter((h) => !h.startsWith('/'))) {
          expect(href).toMatch(/^(tel:\+?\d+|mailto:|https:\/\/wa\.me\/\d+\?text=|https:\/\/)/)
        }
      }
    })

    test('contact page: 995 comes before the after-hours line, which is not for emergencies', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const main = page.locator('main')
      const tel = await main
        .locator('a[href^="tel:"]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
      expect(tel.indexOf('tel:995')).toBeGreaterThanOrEqual(0)
      expect(tel.indexOf('tel:995')).toBeLessThan(tel.indexOf(`tel:${clinic.phones.afterHours}`))
      const line = main.locator('p', {
        has: page.locator(`a[href="tel:${clinic.phones.afterHours}"]`),
      })
      await expect(line).toContainText(
        tr(
          locale,
          'After-hours line for existing patients: <0>{afterHoursLine}</0>. It is not for emergencies: for chest pain or collapse, call <1>995</1>.',
        ).split('<0>')[0]!,
      )
      await expect(line.locator('a[href="tel:995"]')).toHaveText('995')
    })

    test('chat with us: 995 first, then call, WhatsApp with a prefilled enquiry and the after-hours line', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const button = header(page).getByRole('button', { name: tr(locale, 'Call or WhatsApp') })
      const panel = await panelOf(page, button)
      await expect.poll(() => accessibleExpanded(button)).toBe(false)
      await expect(panel).toBeHidden()
      await button.click()
      await expect.poll(() => accessibleExpanded(button)).toBe(true)
      await expect(panel).toBeVisible()

      await expect(
        panel.getByRole('link', { name: tr(locale, 'Call the clinic') }),
      ).toHaveAttribute('href', `tel:${clinic.phones.call}`)
      await expectSafeContactLines(panel, locale)
      const whatsapp = panel.getByRole('link', { name: tr(locale, 'Message us on WhatsApp') })
      const url = new URL((await whatsapp.getAttribute('href'))!)
      expect(`${url.origin}${url.pathname}`).toBe(
        `https://wa.me/${clinic.phones.whatsapp.slice(1)}`,
      )
      const expectedText = tr(
        locale,
        'Hello {clinicName}, I would like to make an enquiry about an appointment.',
      ).replace('{clinicName}', clinic.clinicName)
      expect(url.searchParams.get('text')).toBe(expectedText)

      await button.click()
      await expect(panel).toBeHidden()
      await button.click()
      await expect(panel).toBeVisible()
      await page.mouse.click(5, 600)
      await expect(panel).toBeHidden()
      await expect.poll(() => accessibleExpanded(button)).toBe(false)
      await button.click()
      await panel.getByRole('link').first().focus()
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(button).toBeFocused()
    })

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
      for (const id of ids.filter((candidate) => pageExistsIn(candidate, locale))) {
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
      await languages(page, from).locator(`a[lang="${localeRecord[locale].tag}"]`).click()

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

    test('the footer gives the clinic details, opening hours, a site map, the languages and the credit line', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(clinic.address.street)
      await expect(footer).toContainText(clinic.address.unit)
      await expect(footer).toContainText(clinic.address.postalCode)
      await expect(footer.locator(`a[href="tel:${clinic.phones.call}"]`)).toHaveText(
        '+65 6000 0000',
      )
      await expect(footer.locator(`a[href="mailto:${clinic.email}"]`)).toHaveText(clinic.email)

      // One line per opening-hours entry, plus the closed days (Sunday in the configuration).
      const tag = localeRecord[locale].tag
      const [weekdays, saturday, sunday] = await page.evaluate((t) => {
        const day = (i: number) =>
          new Intl.DateTimeFormat(t, { weekday: 'short', timeZone: 'UTC' }).format(
            Date.UTC(2024, 0, i),
          )
        return [day(1), day(6), day(7)]
      }, tag)
      const rows = footer.locator('.site-footer__hours > div')
      await expect(rows).toHaveCount(clinic.openingHours.length + 1)
      await expect(rows.nth(0).locator('dt')).toContainText(weekdays)
      await expect(rows.nth(1).locator('dt')).toContainText(saturday)
      await expect(rows.nth(2).locator('dt')).toContainText(sunday)
      await expect(rows.nth(2).locator('dd')).toHaveText(tr(locale, 'Closed'))
      if (locale === 'en')
        await expect(rows.nth(0).locator('dd')).toHaveText(/^9:00\sam\s–\s5:30\spm$/)

      // The site map: every page of the language once, but the articles (the blog lists them)
      // and the thank-you page.
      const links = await footer
        .getByRole('navigation', { name: tr(locale, 'Site map') })
        .getByRole('link')
        .evaluateAll((a) => a.map((l) => l.getAttribute('href')))
      const expected = allLocalizedPaths()
        .filter(
          (page) =>
            page.locale === locale &&
            page.id !== 'thankYou' &&
            !(page.href.includes('/blog/') && page.id !== 'blog'),
        )
        .map((page) => page.href)
      expect([...links].sort()).toEqual(expected.sort())
      // The home page is in every language.
      await expect(
        footer.getByRole('navigation', { name: tr(locale, 'Language') }).getByRole('link'),
      ).toHaveCount(locales.length)

      const credit = footer.locator('.site-footer__credit')
      await expect(credit).toContainText(String(new Date().getFullYear()))
      await expect(credit.getByRole('link', { name: clinic.agency.name })).toHaveAttribute(
        'href',
        clinic.agency.url,
      )
      expect((await credit.innerText()).trim().endsWith(tr(locale, 'All Rights Reserved'))).toBe(
        true,
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
      await expect(page.locator('#chat-menu-panel a[href="tel:995"]')).toBeFocused()
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
        const chat = (await header(page).locator('.chat-menu__button').boundingBox())!
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
