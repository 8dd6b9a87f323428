// 995 before the clinic wherever a frightened visitor lands (phones: mobile.safety.spec.ts).
import { type Page } from '@playwright/test'
import { expect, scaleTimeout, test } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { precedes } from './support/accessibility.ts'
import { enquiryForm, escape, plain } from './support/enquiry.ts'
import { expectReadablePages } from './support/readability.ts'
import { clinic } from '../../app/site/clinic.ts'
import { locales, localizePath, type Locale } from '../../app/i18n/locales.ts'
import { formatPhone } from '../../app/site/phone.ts'
import { allLocalizedPaths, pageHref } from '../../app/site/pages.ts'

const emergencyLine = 'Chest pain or collapse: call 995'
/** app/content/aftercare.ts, in English: the angioplasty article says the same, word for word. */
const aftercare = [
  'If the puncture site bleeds, lie down and press firmly on it for 10 minutes. Call 995 if the bleeding does not stop, or if your hand or leg becomes cold, pale or numb. See your doctor the same day for new swelling or pain there.',
  'If you get chest pain after the procedure, or chest pain like your angina after a stent, call 995. Do not wait to see whether it settles, and do not drive yourself to hospital.',
]

/** The usual wait for a first appointment, and the phone for a visit today (app/site/clinic.ts). */
const firstAppointment = (locale: Locale) =>
  plain(
    clinic.firstAppointmentWithinWorkingDays === 1
      ? tr(
          locale,
          'A first appointment is usually available within one working day. For an appointment today, please call the clinic on <0>{phone}</0>.',
        )
      : tr(
          locale,
          'A first appointment is usually available within {waitDays} working days. For an appointment today, please call the clinic on <0>{phone}</0>.',
        ),
  )
    .replace('{waitDays}', String(clinic.firstAppointmentWithinWorkingDays))
    .replace('{phone}', formatPhone(clinic.phones.call))

/** When the clinic replies (its one working day), and beside it the wait for a first appointment. */
const replyTime = (page: Page, locale: Locale) =>
  page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({
      hasText: new RegExp(
        `^${escape(
          tr(locale, '{first} {next}')
            .replace('{first}', tr(locale, 'We reply to every enquiry within one working day.'))
            .replace('{next}', firstAppointment(locale)),
        )}$`,
      ),
    })

test.describe('no text below 16px; body text 18px on large screens', () => {
  for (const locale of ['en', 'cn'] as const) {
    for (const width of [1024, 1280]) {
      test(`${locale} at ${width}px`, async ({ page }) => {
        test.slow()
        await page.setViewportSize({ width, height: 800 })
        await expectReadablePages(page, locale, 18)
      })
    }
  }
})

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test("home page: the 995 line is in the first screen, before the clinic's own actions", async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const line = page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, emergencyLine), exact: true })
      await expect(line).toBeVisible()
      await expect(line).toHaveAttribute('href', 'tel:995')
      await expect(line).toHaveAccessibleName(tr(locale, emergencyLine))
      const enquiry = page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, 'Make an enquiry') })
        .first()
      expect(await precedes(line, enquiry)).toBe(true)
      const box = (await line.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
      expect(box.y).toBeLessThan((await enquiry.boundingBox())!.y)
    })

    test('error screen: 995 first, then the clinic’s line, then GO TO HOMEPAGE', async ({
      page,
    }) => {
      const path = localizePath('/no-such-page/', locale)
      expect((await page.goto(path))?.status()).toBe(404)
      const screen = page.getByRole('region', {
        name: tr(locale, 'Oh, no page does not exist!'),
      })
      const emergency = screen.getByRole('link', { name: tr(locale, emergencyLine) })
      await expect(emergency).toBeVisible()
      await expect(emergency).toHaveAttribute('href', 'tel:995')
      const call = screen.getByRole('link', {
        name: formatPhone(clinic.phones.call),
        exact: true,
      })
      await expect(call).toBeVisible()
      await expect(call).toHaveAttribute('href', `tel:${clinic.phones.call}`)
      const callLine = screen.getByRole('paragraph').filter({
        has: page.getByRole('link', { name: formatPhone(clinic.phones.call), exact: true }),
      })
      await expect(callLine).toContainText(
        tr(locale, 'To reach the clinic, call <0>{phone}</0> during opening hours.').split(
          '<0>',
        )[0]!,
      )
      const home = screen.getByRole('link', { name: tr(locale, 'GO TO HOMEPAGE') })
      expect(await precedes(emergency, call)).toBe(true)
      expect(await precedes(call, home)).toBe(true)
      await expect(screen.getByText(path, { exact: true })).toBeVisible()
    })

    test('enquiry form: "not for emergencies, call 995" before the message field; the phone field takes mobile or home numbers', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const form = enquiryForm(page, locale)
      const text = tr(
        locale,
        'This form is not for emergencies. For chest pain or collapse, call <0>995</0>.',
      ).replace(/<\/?0>/g, '')
      const warning = form.region.getByRole('paragraph').filter({ hasText: text })
      await expect(warning).toBeVisible()
      const call = warning.getByRole('link', { name: '995', exact: true })
      await expect(call).toHaveAttribute('href', 'tel:995')
      await expect(call).toHaveText('995')
      const message = form.message
      expect(await precedes(warning, message)).toBe(true)
      // Read out with the message field too.
      await expect(warning).toHaveText(text)
      await expect(message).toHaveAccessibleDescription(text)
      await expect(form.phone).toHaveAccessibleName(`${tr(locale, 'Phone (mobile or home)')} *`)
    })

    test('contact page: when the clinic replies, above the form; WhatsApp is not for emergencies', async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const reply = replyTime(page, locale)
      await expect(reply).toHaveCount(1)
      expect(clinic.replyWithinWorkingDays).toBe(1)
      // Above the form: before its first field.
      expect(await precedes(reply, enquiryForm(page, locale).name)).toBe(true)
      const whatsappLink = page
        .getByRole('main')
        .getByRole('link', { name: formatPhone(clinic.phones.whatsapp) })
      await expect(whatsappLink.first()).toHaveAttribute('href', /^https:\/\/wa\.me\//)
      const whatsapp = page
        .getByRole('main')
        .getByRole('paragraph')
        .filter({
          has: page.getByRole('link', { name: formatPhone(clinic.phones.whatsapp) }),
          hasText: tr(locale, 'WhatsApp:'),
        })
      const call = whatsapp.getByRole('link', { name: '995', exact: true })
      await expect(call).toHaveAttribute('href', 'tel:995')
      await expect(call).toHaveText('995')
      await expect(whatsapp).toContainText(
        tr(locale, 'Not for emergencies: for chest pain or collapse, call <0>995</0>.').split(
          '<0>',
        )[0]!,
      )
    })

    test('thank-you page: says when the clinic replies', async ({ page }) => {
      await page.goto(pageHref('thankYou', locale)!)
      await expect(replyTime(page, locale)).toHaveCount(1)
    })

    test('contact and thank-you pages: the usual wait for a first appointment beside the reply time, and the phone for a visit today', async ({
      page,
    }) => {
      for (const id of ['contact', 'thankYou'] as const) {
        await page.goto(pageHref(id, locale)!)
        const reply = replyTime(page, locale)
        await expect(reply).toHaveCount(1)
        await expect(
          reply.getByRole('link', { name: formatPhone(clinic.phones.call), exact: true }),
        ).toHaveAttribute('href', `tel:${clinic.phones.call}`)
        if (locale === 'en')
          await expect(reply).toContainText(
            `A first appointment is usually available within ${clinic.firstAppointmentWithinWorkingDays} working days. For an appointment today, please call the clinic on`,
          )
      }
    })

    test("doctor page: fees and insurance beside the doctor's profile", async ({ page }) => {
      await page.goto(pageHref('doctor', locale)!)
      const fees = page
        .getByRole('region', { name: tr(locale, 'Credentials') })
        .getByRole('link', { name: tr(locale, 'Fees, insurance and payment') })
      await expect(fees).toBeVisible()
      await expect(fees).toHaveAttribute('href', pageHref('feesAndInsurance', locale)!)
    })

    test('header: fees and insurance in the main navigation; the chat menu says it holds calls and WhatsApp', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const nav = page.getByRole('banner').getByRole('navigation', { name: tr(locale, 'Main') })
      await expect(
        nav.getByRole('link', { name: tr(locale, 'Fees and insurance'), exact: true }),
      ).toHaveAttribute('href', pageHref('feesAndInsurance', locale)!)
      await expect(
        page.getByRole('banner').getByRole('button', { name: tr(locale, 'Call or WhatsApp') }),
      ).toBeVisible()
    })
  })
}

for (const { id, locale, href } of allLocalizedPaths().filter(
  ({ id }) => id === 'angioplasty' || id === 'coronaryAngiography',
)) {
  test(`${href}: what to do about bleeding at the puncture site and chest pain afterwards, word for word as the article says`, async ({
    page,
  }) => {
    await page.goto(href)
    const afterwards = page
      .getByRole('main')
      .getByRole('region', { name: tr(locale, 'Afterwards'), exact: true })
    for (const line of aftercare) {
      const advice = afterwards.getByRole('paragraph').filter({ hasText: tr(locale, line) })
      await expect(advice, id).toHaveText(tr(locale, line))
      // In bold, as the advice to call 995 is on every page.
      await expect(advice.locator('strong')).toHaveText(tr(locale, line))
      await expect(advice).toContainText('995')
    }
  })
}

test('the English chat menu is labelled "Call or WhatsApp"', async ({ page }) => {
  await page.goto('/')
  const button = page.getByRole('banner').getByRole('button', { name: 'Call or WhatsApp' })
  await expect(button).toBeVisible()
  await expect(button).toHaveAccessibleName('Call or WhatsApp')
})

test('footer: every page of every language, and the 404 screen, starts its footer with 995', async ({
  request,
}) => {
  const paths = [
    ...allLocalizedPaths().map(({ href }) => href),
    ...locales.map((locale) => localizePath('/no-such-page/', locale)),
  ]
  scaleTimeout(paths.length, 500)
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
    const firstLink = /<a\b[^>]*>/.exec(footer)?.[0] ?? ''
    expect(firstLink, path).toContain('href="tel:995"')
    expect(firstLink, path).toContain('class="emergency-line"')
  }
})

test('footer: the 995 line is visible and dials 995', async ({ page }) => {
  await page.goto(pageHref('angioplasty', 'cn')!)
  const line = page.getByRole('contentinfo').getByRole('link', { name: tr('cn', emergencyLine) })
  await line.scrollIntoViewIfNeeded()
  await expect(line).toBeVisible()
  await expect(line).toHaveAttribute('href', 'tel:995')
})

test.describe('the 404 screen names the address in its server HTML, escaped', () => {
  const hostile = `/a%3Cscript%3Ealert(1)%3C/script%3E%22q'/`
  const shown = `/a<script>alert(1)</script>"q'/`

  test('the server HTML holds the escaped address, the pre-rendered screen is kept', async ({
    request,
  }) => {
    const response = await request.get(hostile)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain(
      '<bdi class="error-page__address">/a&lt;script&gt;alert(1)&lt;/script&gt;&quot;q&#39;/</bdi>',
    )
    expect(html).not.toContain('<script>alert(1)')
    // The screen rendered once at start-up: its inline code allowed by hash, not a fresh nonce.
    const csp = response.headers()['content-security-policy']!
    expect(csp).toMatch(/script-src 'self' 'sha256-/)
    expect(csp).not.toContain('nonce-')
    const chinese = await (await request.get('/cn/%E4%B8%AD%E6%96%87/')).text()
    expect(chinese).toContain('<bdi class="error-page__address">/cn/中文/</bdi>')
  })

  test('in the browser the address is text, the same before and after the page hydrates', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a script ran: ${dialog.message()}`)
    })
    expect((await page.goto(hostile))?.status()).toBe(404)
    await expect(page.getByText(shown, { exact: true })).toBeVisible()
    await page.goto('/cn/%E4%B8%AD%E6%96%87/')
    await expect(page.getByText('/cn/中文/', { exact: true })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the address is there', async ({ page }) => {
      await page.goto(`/jp/no%20such%20page/`)
      await expect(page.getByText('/jp/no such page/', { exact: true })).toBeVisible()
      await page.goto(hostile)
      await expect(page.getByText(shown, { exact: true })).toBeVisible()
    })
  })
})
