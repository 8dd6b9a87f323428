// How to reach the clinic from every page: 995 before any clinic line, the contact page, the
// header's chat menu, and the footer's details, hours, site map and languages.
import { expect, test } from './support/test.ts'
import { localeRecord, locales } from '../../app/i18n/locales.ts'
import { allLocalizedPaths, pageHref } from '../../app/site/pages.ts'
import { clinic } from '../../app/site/clinic.ts'
import { tr } from './support/catalog.ts'
import { accessibleExpanded } from './support/accessibility.ts'
import { expectSafeContactLines } from './support/contact-lines.ts'
import { header, panelOf } from './support/shell.ts'

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('contact page: 995 comes before the after-hours line, which is not for emergencies', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const main = page.getByRole('main')
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
        footer
          .getByRole('navigation', { name: tr(locale, 'Languages of this website') })
          .getByRole('link'),
      ).toHaveCount(locales.length)

      const credit = footer.locator('.site-footer__credit')
      await expect(credit).toContainText(String(new Date().getFullYear()))
      // The agency's credit is plain text: its site is third-party content (HCSA reg 16).
      await expect(credit).toContainText(clinic.agency.name)
      await expect(credit.getByRole('link')).toHaveCount(0)
      expect((await credit.innerText()).trim().endsWith(tr(locale, 'All Rights Reserved'))).toBe(
        true,
      )
    })
  })
}
