import { randomBytes } from 'node:crypto'
import { type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import type { Locale } from '../../app/i18n/locales.ts'
import { formatPhone } from '../../app/site/phone.ts'
import { singaporeToday } from '../../app/enquiry/schema.ts'
import { tr } from './support/catalog.ts'
import { fillValid, fromOwnAddress, storedEnquiry } from './support/enquiry.ts'

const prefixOf = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)
const submit = (page: Page) => page.locator('form#enquiry-form button[type=submit]')
const uniqueName = (label: string) => `E2E ${label} ${randomBytes(4).toString('hex')}`
const accent = 'rgb(179, 38, 30)' // --color-accent

async function open(page: Page, locale: Locale) {
  await fromOwnAddress(page)
  await page.goto(`${prefixOf(locale)}/contact-us/`)
}

/** The first date at least `from` days ahead (Singapore calendar) for which `wanted` holds. */
function dateAhead(from: number, wanted: (weekday: string) => boolean): string {
  const codes = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']
  const start = Date.parse(`${singaporeToday()}T00:00:00Z`)
  for (let day = from; ; day++) {
    const date = new Date(start + day * 86_400_000)
    if (wanted(codes[date.getUTCDay()]!)) return date.toISOString().slice(0, 10)
  }
}
const isOpen = (weekday: string) =>
  clinic.openingHours.some((slot) => slot.days.some((d) => d === weekday))

for (const locale of ['en', 'jp'] as const) {
  test(`${locale}: every invalid field shows a red border with a thick left bar, and its message a warning sign`, async ({
    page,
  }) => {
    await open(page, locale)
    await page.locator('input[name=preferredContact][value=email]').check()
    await submit(page).click()
    await expect(page.getByRole('alert')).toHaveText(
      tr(locale, 'Please correct the highlighted fields.'),
    )
    for (const selector of [
      'input[name=name]',
      'input[name=phone]',
      'input[name=email]',
      'textarea[name=message]',
    ]) {
      const field = page.locator(selector)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveCSS('border-top-color', accent)
      await expect(field).toHaveCSS('border-left-color', accent)
      // Not colour alone: a 6 px bar on the left where valid fields have a 1 px line.
      await expect(field).toHaveCSS('border-left-width', '6px')
    }
    const consent = page.locator('input[name=pdpaConsent]')
    await expect(consent).toHaveCSS('outline-color', accent)
    await expect(consent).toHaveCSS('outline-style', 'solid')
    const firstError = page.locator('.field__error').first()
    expect(await firstError.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(
      '⚠',
    )
    await page.locator('input[name=name]').fill('Tan Mei Ling')
    await submit(page).click()
    await expect(page.locator('input[name=name]')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('input[name=name]')).toHaveCSS('border-left-width', '1px')
  })
}

for (const locale of ['en', 'bh'] as const) {
  test(`${locale}: an enquiry without e-mail is accepted when the patient chooses WhatsApp`, async ({
    page,
  }) => {
    await open(page, locale)
    const name = uniqueName(`no-email ${locale}`)
    await fillValid(page, name)
    await page.locator('input[name=email]').fill('')
    await page.locator('input[name=preferredContact][value=whatsapp]').check()
    await submit(page).click()
    await expect(page).toHaveURL(`${prefixOf(locale)}/thank-you/`)
    expect(storedEnquiry(name).enquiry).toMatchObject({
      email: '',
      preferred_contact: 'whatsapp',
      phone: '+6591234567',
    })
  })

  test(`${locale}: e-mail is required once Email is chosen, and all errors show in one round`, async ({
    page,
  }) => {
    await open(page, locale)
    await expect(page.locator('input[name=email]')).toHaveAttribute('aria-required', 'false')
    await page.locator('input[name=preferredContact][value=email]').check()
    await expect(page.locator('input[name=email]')).toHaveAttribute('aria-required', 'true')
    await submit(page).click()
    await expect(
      page.getByText(
        tr(locale, 'Please enter your email address, or choose another way for us to contact you.'),
      ),
    ).toBeVisible()
    await expect(page.getByText(tr(locale, 'Please enter your name.'))).toBeVisible()

    // WhatsApp with a landline is reported together with the other missing fields, not after them.
    await page.locator('input[name=preferredContact][value=whatsapp]').check()
    await page.locator('input[name=phone]').fill('6123 4567')
    await submit(page).click()
    await expect(
      page.getByText(
        tr(
          locale,
          'WhatsApp needs a mobile number. Please enter a mobile number or choose another way to contact you.',
        ),
      ),
    ).toBeVisible()
    await expect(page.getByText(tr(locale, 'Please enter your name.'))).toBeVisible()
    await expect(
      page.getByText(tr(locale, 'Please tell us briefly how we can help.')),
    ).toBeVisible()
    await expect(page.locator('input[name=email]')).not.toHaveAttribute('aria-invalid', 'true')
  })
}

const phoneExamples = {
  en: '+60 12 345 6789',
  bh: '+62 812 3456 7890',
  jp: '+81 90 1234 5678',
} as const
for (const [locale, local, withTrunkZero, stored] of [
  ['bh', '0812 3456 7890', '+62 0812 3456 7890', '+6281234567890'],
  ['jp', '090-1234-5678', '+81 090-1234-5678', '+819012345678'],
  ['en', '012-345 6789', '+60 012-345 6789', '+60123456789'],
] as const) {
  test(`${locale}: the phone hint shows ${phoneExamples[locale]}, a local ${local} is explained, and a trunk 0 after the country code is dropped`, async ({
    page,
  }) => {
    await open(page, locale)
    await expect(page.locator('.field__hint', { hasText: phoneExamples[locale] })).toBeVisible()
    const name = uniqueName(`phone ${locale}`)
    await fillValid(page, name)
    await page.locator('input[name=phone]').fill(local)
    await submit(page).click()
    const message = tr(
      locale,
      'This is not a Singapore number. For a number from another country, please start with + and the country code, for example {example}.',
    )
    await expect(page.locator('.field__error')).toHaveText(
      message.replace('{example}', phoneExamples[locale]),
    )
    await expect(page.locator('input[name=phone]')).toBeFocused()

    await page.locator('input[name=phone]').fill(withTrunkZero)
    await submit(page).click()
    await expect(page).toHaveURL(`${prefixOf(locale)}/thank-you/`)
    expect(storedEnquiry(name).enquiry?.['phone']).toBe(stored)
  })
}

for (const [locale, closedWord] of [
  ['en', /Sunday/],
  ['cn', /星期日/],
  ['jp', /日曜日/],
] as const) {
  test(`${locale}: the chosen date is echoed in words, a closed day is warned about but accepted, with a time-of-day preference`, async ({
    page,
  }) => {
    await open(page, locale)
    const closed = dateAhead(7, (day) => day === 'Su' && !isOpen(day))
    const name = uniqueName(`date ${locale}`)
    await fillValid(page, name)
    const date = page.locator('input[name=preferredDate]')
    const openDay = dateAhead(7, (day) => isOpen(day))
    await date.fill(openDay)
    await expect(page.getByTestId('enquiry-date-words')).toContainText(openDay.slice(0, 4))
    await expect(page.getByTestId('enquiry-date-closed')).toHaveCount(0)
    await date.fill(closed)
    await expect(page.getByTestId('enquiry-date-words')).toHaveText(closedWord)
    await expect(page.getByTestId('enquiry-date-closed')).toHaveText(
      tr(
        locale,
        'The clinic is closed on that date. You can still send your enquiry; we will suggest another day.',
      ),
    )
    await page.locator('input[name=preferredTime][value=afternoon]').check()
    await submit(page).click()
    await expect(page).toHaveURL(`${prefixOf(locale)}/thank-you/`)
    expect(storedEnquiry(name).enquiry).toMatchObject({
      preferred_date: closed,
      preferred_time: 'afternoon',
    })
  })
}

for (const locale of ['en', 'bh'] as const) {
  test(`${locale}: a past date is refused with a translated message`, async ({ page }) => {
    await open(page, locale)
    const name = uniqueName(`past ${locale}`)
    await fillValid(page, name)
    await page.locator('input[name=preferredDate]').fill('2020-01-06')
    await submit(page).click()
    await expect(page.getByText(tr(locale, 'Please choose today or a later date.'))).toBeVisible()
    await expect(page.locator('input[name=preferredDate]')).toHaveAttribute('aria-invalid', 'true')
    expect(storedEnquiry(name).enquiry).toBeUndefined()
  })
}

test.describe(() => {
  // Offline, whatever the page fetches meanwhile (the form token, a preload, the build's
  // metadata) fails, and the browser reports each as a failed resource.
  test.use({ allowConsoleErrors: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ })

  for (const locale of ['en', 'jp'] as const) {
    test(`${locale}: offline, the form says the message is kept and keeps it`, async ({
      page,
      context,
    }) => {
      await open(page, locale)
      await fillValid(page, uniqueName(`offline ${locale}`))
      await context.setOffline(true)
      await submit(page).click()
      await expect(page.getByRole('alert')).toContainText(
        tr(
          locale,
          'You appear to be offline; your message is kept. Please send it again when you are connected.',
        ),
      )
      await expect(page.locator('textarea[name=message]')).toHaveValue(
        'I would like to book a heart screening.',
      )
      await context.setOffline(false)
    })
  }
})

for (const locale of ['en', 'cn'] as const) {
  test(`${locale}: a request that hangs is given up after 20 s, with the call and WhatsApp lines`, async ({
    page,
  }) => {
    await page.clock.install()
    await open(page, locale)
    // The form token is fetched on first focus; let that finish before the network hangs.
    const token = page.waitForResponse((r) => r.url().includes('/_serverFn/'))
    await page.locator('input[name=name]').focus()
    await token
    await fillValid(page, uniqueName(`hang ${locale}`))
    await page.route('**/_serverFn/**', () => {}) // never answered
    await submit(page).click()
    // Still waiting (the page clock runs on, so only the far side of the limit is exact).
    await expect(submit(page)).toHaveText(tr(locale, 'Sending…'))
    await expect(page.locator('.enquiry-form__summary')).toBeEmpty()
    await page.clock.runFor(20_000)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(
      tr(
        locale,
        'Sending is taking too long, so we stopped trying; your message is kept. Please try again, or call or WhatsApp us.',
      ),
    )
    const ways = page.getByTestId('enquiry-other-ways')
    await expect(ways.locator(`a[href="tel:${clinic.phones.call}"]`)).toHaveText(
      formatPhone(clinic.phones.call),
    )
    await expect(
      ways.locator(`a[href^="https://wa.me/${clinic.phones.whatsapp.slice(1)}"]`),
    ).toHaveText(formatPhone(clinic.phones.whatsapp))
    await expect(submit(page)).toBeEnabled()
    await expect(page.locator('textarea[name=message]')).toHaveValue(
      'I would like to book a heart screening.',
    )
  })
}

for (const locale of ['en', 'bh'] as const) {
  test(`${locale}: before the script has loaded, the button already sends the form`, async ({
    browser,
  }) => {
    const page = await browser.newPage()
    // Scripts never arrive: the prerendered page is all the visitor has.
    await page.route(/\.js(\?.*)?$/, () => {})
    await page.goto(`${prefixOf(locale)}/contact-us/`, { waitUntil: 'domcontentloaded' })
    await expect(submit(page)).toBeEnabled()
    await expect(submit(page)).toHaveText(tr(locale, 'Send enquiry'))
    await page.close()
  })

  test(`${locale}: without JavaScript a <noscript> line gives the phone and WhatsApp numbers`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${prefixOf(locale)}/contact-us/`)
    const line = page.locator('.enquiry-form__noscript')
    await expect(line).toBeVisible()
    await expect(line.locator(`a[href="tel:${clinic.phones.call}"]`)).toHaveText(
      formatPhone(clinic.phones.call),
    )
    await expect(line.locator('a[href^="https://wa.me/"]')).toHaveText(
      formatPhone(clinic.phones.whatsapp),
    )
    await context.close()
  })
}

test.describe(() => {
  // The refused post answers 400, which the browser reports as a failed resource.
  test.use({
    allowConsoleErrors: /^Failed to load resource: the server responded with a status of 400/,
  })

  for (const locale of ['en', 'cn'] as const) {
    test(`${locale}: the form token is fetched on first focus, and a post with a re-dated token is refused`, async ({
      page,
    }) => {
      const calls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/_serverFn/')) calls.push(request.url())
      })
      await open(page, locale)
      expect(calls).toEqual([]) // prerendered page: nothing asked for until the visitor starts
      const token = page.waitForResponse((r) => r.url().includes('/_serverFn/'))
      await page.locator('input[name=name]').focus()
      expect((await token).status()).toBe(200)
      const name = uniqueName(`token ${locale}`)
      await fillValid(page, name)
      // An attacker's old start time: the signed time is moved back a minute, the signature kept.
      let forgedPosts = 0
      await page.route('**/_serverFn/**', async (route) => {
        const body = route.request().postData() ?? ''
        const forged = body.replace(
          /(\d{13})\.([A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})/u,
          (_, time: string, signed: string) => `${Number(time) - 60_000}.${signed}`,
        )
        // Only the enquiry post carries a token (a token request has an empty body).
        if (forged !== body) forgedPosts++
        await route.continue({ postData: forged })
      })
      const answer = page.waitForResponse(
        (r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST',
      )
      await submit(page).click()
      expect((await answer).status()).toBe(400)
      expect(forgedPosts).toBe(1)
      await expect(page.getByRole('alert')).toHaveText(
        tr(
          locale,
          'This form has been open for a long time. Please check your details and send it again.',
        ),
      )
      expect(storedEnquiry(name).enquiry).toBeUndefined()

      // Without tampering, the next attempt fetches a fresh token and goes through.
      await page.unroute('**/_serverFn/**')
      await submit(page).click()
      await expect(page).toHaveURL(`${prefixOf(locale)}/thank-you/`)
      expect(storedEnquiry(name).enquiry).toBeDefined()
    })
  }
})

for (const locale of ['en', 'jp'] as const) {
  test(`${locale}: radio buttons and checkboxes are at least 24 px, and the enquiry section has one heading and one privacy sentence`, async ({
    page,
  }) => {
    await open(page, locale)
    const controls = page.locator(
      'form#enquiry-form input[type=radio], form#enquiry-form input[type=checkbox]',
    )
    expect(await controls.count()).toBeGreaterThanOrEqual(8)
    for (const control of await controls.all()) {
      const box = await control.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(24)
      expect(box?.height).toBeGreaterThanOrEqual(24)
    }
    const section = page.locator('section#enquiry')
    await expect(section.getByRole('heading')).toHaveCount(1)
    await expect(section.getByRole('heading')).toHaveText(tr(locale, 'Send us an enquiry'))
    const sentence = tr(
      locale,
      'Tell us briefly how we can help and how to reach you. Please do not include detailed medical information in the form; we will ask for what we need when we contact you.',
    )
    await expect(section.getByText(sentence)).toHaveCount(1)
    // The form's own intro does not repeat it; its two sentences are joined as the language
    // joins them (Japanese: no space after 。).
    await expect(section.locator('.enquiry-form__intro')).toHaveText(
      tr(locale, '{first} {next}')
        .replace('{first}', tr(locale, 'Fields marked * are required.'))
        .replace(
          '{next}',
          tr(
            locale,
            'For your privacy, nothing you type is saved in this browser: it is sent only when you press Send, and is gone if you close or reload the page.',
          ),
        ),
    )
  })
}

// The Email choice has its own message: in Japanese メール, not the field's メールアドレス.
for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
  test(`${locale}: a privacy notice above the consent box, linked to the privacy policy; the marketing opt-in names its channels`, async ({
    page,
  }) => {
    await open(page, locale)
    const form = page.locator('form#enquiry-form')
    const notice = form.locator('#privacy-notice')
    await expect(notice).toBeVisible()
    // Both copies (database and inbox) are gone by the later of their two deadlines.
    await expect(notice).toContainText(
      String(Math.max(clinic.enquiryRetentionDays, clinic.privacy.inboxRetentionDays)),
    )
    // Overseas patients have no NRIC: the notice names the passport number too.
    await expect(notice).toContainText(
      { en: 'NRIC or passport number', cn: '护照号码', bh: 'nomor paspor', jp: 'パスポート番号' }[
        locale
      ],
    )
    const policy = `${prefixOf(locale)}/privacy-policy/`
    await expect(notice.locator('a')).toHaveAttribute('href', policy)
    const consent = form.locator('input[name="pdpaConsent"]')
    const above = await notice.evaluate(
      (el, box) => Boolean(el.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING),
      await consent.elementHandle(),
    )
    expect(above).toBe(true)
    await expect(
      form.locator('label[for]', { has: page.locator(`a[href="${policy}"]`) }),
    ).toHaveCount(1)
    await expect(form.locator('details')).toHaveCount(0)
    const marketing = form.locator('label', {
      hasText: tr(
        locale,
        'Optional: I would like to receive occasional heart health information and clinic news by e-mail and WhatsApp. I can unsubscribe at any time.',
      ),
    })
    await expect(marketing).toHaveCount(1)
    const option = form.locator('label', {
      has: page.locator('input[name="preferredContact"][value="email"]'),
    })
    await expect(option).toHaveText(tr(locale, 'Email', 'preferred contact option'))
    if (locale === 'jp') await expect(option).toHaveText('メール')
  })
}
