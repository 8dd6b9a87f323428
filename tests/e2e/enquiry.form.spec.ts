import { randomBytes } from 'node:crypto'
import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import type { Locale } from '../../app/i18n/locales.ts'
import { formatPhone } from '../../app/site/phone.ts'
import { singaporeToday } from '../../app/enquiry/schema.ts'
import { tr } from './support/catalog.ts'
import {
  enquiryForm,
  escape,
  fieldMessage,
  fillValid,
  fromOwnAddress,
  plain,
  storedEnquiry,
} from './support/enquiry.ts'
import { countPixels, isInk, isRed, renderedPixels, runLength } from './support/pixels.ts'
import { precedes } from './support/accessibility.ts'

const prefixOf = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)
const uniqueName = (label: string) => `E2E ${label} ${randomBytes(4).toString('hex')}`
/** The fields marked invalid (aria-invalid, the state a screen reader announces). */
const invalidFields = (page: Page) => page.locator('[aria-invalid="true"]')

async function open(page: Page, locale: Locale) {
  await fromOwnAddress(page)
  await page.goto(`${prefixOf(locale)}/contact-us/`)
  return enquiryForm(page, locale)
}

/** The rendered left edge of a text field at mid-height: how wide its border is, and if red. */
async function leftEdge(field: Locator) {
  const margin = 2
  const pixels = await renderedPixels(field, margin)
  const middle = pixels.height / 2
  return {
    width: runLength(pixels, middle, margin, isInk),
    red: isRed(pixels.at(margin, middle)),
    topRed: isRed(pixels.at(pixels.width / 2, margin)),
  }
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
  test(`${locale}: every invalid field is marked invalid and described by its message, and shows it without colour alone`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    const valid = await leftEdge(form.name)
    // The ring is drawn outside the box's focus ring (2 to 5 px out): 5 to 8 px from the box.
    const consentMargin = 10
    const consentBefore = await renderedPixels(form.consent, consentMargin)
    await form.contactBy('Email').check()
    await form.submit.click()
    await expect(form.summary).toContainText(tr(locale, 'Please correct the following:'))
    for (const [field, message] of [
      [form.name, 'Please enter your name.'],
      [form.phone, 'Please enter a phone number so we can reach you.'],
      [form.email, 'Please enter your email address, or choose another way for us to contact you.'],
      [form.message, 'Please tell us briefly how we can help.'],
      [form.consent, 'Please confirm that we may use your details to respond to your enquiry.'],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      // Listed first in the form, each error a link to its field (WCAG 3.3.1, as GOV.UK does).
      await expect(form.summary.getByRole('link', { name: tr(locale, message) })).toHaveAttribute(
        'href',
        `#${await field.getAttribute('id')}`,
      )
      // Read with the field (after its hint, if it has one), and only the message: the warning
      // sign before it is not read out.
      await expect(field).toHaveAccessibleDescription(
        new RegExp(`^[^⚠]*${escape(tr(locale, message))}$`),
      )
    }
    await expect(invalidFields(page)).toHaveCount(5)
    // Not colour alone: a thick red bar on the left of each invalid text field, where a valid one
    // has a thin grey line; and a red ring around the consent box, which had none.
    expect(valid).toMatchObject({ red: false, topRed: false })
    expect(valid.width).toBeLessThanOrEqual(2)
    for (const field of [form.name, form.phone, form.email, form.message]) {
      const edge = await leftEdge(field)
      expect(edge).toMatchObject({ red: true, topRed: true })
      expect(edge.width).toBeGreaterThanOrEqual(5)
    }
    expect(countPixels(consentBefore, isRed)).toBe(0)
    // A 3 px ring around a 24 px box: well over a hundred red pixels.
    expect(countPixels(await renderedPixels(form.consent, consentMargin), isRed)).toBeGreaterThan(
      100,
    )
    // A warning sign before each message, for those who do not tell red from grey.
    const firstError = fieldMessage(page, tr(locale, 'Please enter your name.'), { exact: true })
    expect(await firstError.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(
      '⚠',
    )
    await form.name.fill('Tan Mei Ling')
    await form.submit.click()
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.name).toHaveAccessibleDescription('')
    await expect(invalidFields(page)).toHaveCount(4)
    expect(await leftEdge(form.name)).toEqual(valid)
  })
}

for (const locale of ['en', 'bh'] as const) {
  test(`${locale}: an enquiry without e-mail is accepted when the patient chooses WhatsApp`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    const name = uniqueName(`no-email ${locale}`)
    await fillValid(page, name)
    await form.email.fill('')
    await form.contactBy('WhatsApp').check()
    await form.submit.click()
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/thank-you/\\?ref=`))
    expect(storedEnquiry(name).enquiry).toMatchObject({
      email: '',
      preferred_contact: 'whatsapp',
      phone: '+6591234567',
    })
  })

  test(`${locale}: e-mail is required once Email is chosen, and all errors show in one round`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    await expect(form.email).toHaveAttribute('aria-required', 'false')
    await form.contactBy('Email').check()
    await expect(form.email).toHaveAttribute('aria-required', 'true')
    await form.submit.click()
    await expect(
      fieldMessage(
        page,
        tr(locale, 'Please enter your email address, or choose another way for us to contact you.'),
      ),
    ).toBeVisible()
    await expect(fieldMessage(page, tr(locale, 'Please enter your name.'))).toBeVisible()

    // WhatsApp with a landline is reported together with the other missing fields, not after them.
    await form.contactBy('WhatsApp').check()
    await form.phone.fill('6123 4567')
    await form.submit.click()
    await expect(
      fieldMessage(
        page,
        tr(
          locale,
          'WhatsApp needs a mobile number. Please enter a mobile number or choose another way to contact you.',
        ),
      ),
    ).toBeVisible()
    await expect(fieldMessage(page, tr(locale, 'Please enter your name.'))).toBeVisible()
    await expect(
      fieldMessage(page, tr(locale, 'Please tell us briefly how we can help.')),
    ).toBeVisible()
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
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
    const form = await open(page, locale)
    // The hint is read with the field.
    await expect(form.phone).toHaveAccessibleDescription(new RegExp(escape(phoneExamples[locale])))
    const name = uniqueName(`phone ${locale}`)
    await fillValid(page, name)
    await form.phone.fill(local)
    await form.submit.click()
    const message = tr(
      locale,
      'This is not a Singapore number. For a number from another country, please start with + and the country code, for example {example}.',
    )
    // The one error, read with the phone field after its hint.
    await expect(invalidFields(page)).toHaveCount(1)
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true')
    await expect(form.phone).toHaveAccessibleDescription(
      new RegExp(`\\s${escape(message.replace('{example}', phoneExamples[locale]))}$`),
    )
    await expect(form.phone).toBeFocused()

    await form.phone.fill(withTrunkZero)
    await form.submit.click()
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/thank-you/\\?ref=`))
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
    const form = await open(page, locale)
    const closed = dateAhead(7, (day) => day === 'Su' && !isOpen(day))
    const name = uniqueName(`date ${locale}`)
    await fillValid(page, name)
    const date = form.date
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
    await form.timeOfDay('Afternoon').check()
    await form.submit.click()
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/thank-you/\\?ref=`))
    expect(storedEnquiry(name).enquiry).toMatchObject({
      preferred_date: closed,
      preferred_time: 'afternoon',
    })
  })
}

/** The line under the date field for today or tomorrow: call the clinic, and the scale's "today". */
const sameDayLine = (locale: Locale) =>
  tr(locale, '{first} {next}')
    .replace(
      '{first}',
      plain(
        tr(
          locale,
          'For an appointment today or tomorrow, please call the clinic on <0>{phone}</0>.',
        ),
      ).replace('{phone}', formatPhone(clinic.phones.call)),
    )
    .replace(
      '{next}',
      tr(
        locale,
        'If you have new chest discomfort, or discomfort that comes on with less effort than before, see your GP, a polyclinic or A&E today, even if it settles. Do not wait for an appointment or for a reply to an enquiry.',
      ),
    )

for (const locale of ['en', 'cn', 'jp'] as const) {
  test(`${locale}: a preferred date of today or tomorrow says at once to call the clinic, and to see a doctor today for new chest discomfort`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    const line = form.region.getByRole('status').filter({ hasText: sameDayLine(locale) })
    const later = dateAhead(3, () => true)
    await form.date.fill(later)
    await expect(page.getByTestId('enquiry-date-words')).toBeVisible()
    await expect(line).toHaveCount(0)
    for (const soon of [dateAhead(0, () => true), dateAhead(1, () => true)]) {
      await form.date.fill(soon)
      await expect(line).toHaveText(sameDayLine(locale))
      await expect(form.date).toHaveAccessibleDescription(
        new RegExp(`${escape(sameDayLine(locale))}$`),
      )
      await expect(
        line.getByRole('link', { name: formatPhone(clinic.phones.call), exact: true }),
      ).toHaveAttribute('href', `tel:${clinic.phones.call}`)
    }
    await form.date.fill(later)
    await expect(line).toHaveCount(0)
  })
}

test('without JavaScript the same-day line stands under the date field as a hint', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact-us/')
  const form = enquiryForm(page, 'en')
  const hint = page.getByRole('paragraph').filter({ hasText: sameDayLine('en') })
  await expect(hint).toHaveText(sameDayLine('en'))
  await expect(hint).toBeVisible()
  expect(await precedes(form.date, hint)).toBe(true)
  await expect(form.date).toHaveAccessibleDescription(sameDayLine('en'))
  await context.close()
})

for (const locale of ['en', 'bh'] as const) {
  test(`${locale}: a past date is refused with a translated message`, async ({ page }) => {
    const form = await open(page, locale)
    const name = uniqueName(`past ${locale}`)
    await fillValid(page, name)
    await form.date.fill('2020-01-06')
    await form.submit.click()
    await expect(
      fieldMessage(page, tr(locale, 'Please choose today or a later date.')),
    ).toBeVisible()
    await expect(form.date).toHaveAttribute('aria-invalid', 'true')
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
      const form = await open(page, locale)
      await fillValid(page, uniqueName(`offline ${locale}`))
      await context.setOffline(true)
      await form.submit.click()
      await expect(page.getByRole('alert')).toContainText(
        tr(
          locale,
          'You appear to be offline; your message is kept. Please send it again when you are connected.',
        ),
      )
      await expect(form.message).toHaveValue('I would like to book a heart screening.')
      await context.setOffline(false)
    })
  }
})

for (const locale of ['en', 'cn'] as const) {
  test(`${locale}: a request that hangs is given up after 20 s, with the call and WhatsApp lines`, async ({
    page,
  }) => {
    await page.clock.install()
    const form = await open(page, locale)
    await fillValid(page, uniqueName(`hang ${locale}`))
    // The form's action never answers.
    await page.route(
      (url) => url.pathname.endsWith('/contact-us/'),
      (route) => (route.request().method() === 'POST' ? undefined : route.fallback()),
    )
    await form.submit.click()
    // Still waiting (the page clock runs on, so only the far side of the limit is exact).
    await expect(form.submit).toHaveText(tr(locale, 'Sending…'))
    // Nothing said yet (an empty summary is not shown, so its role is looked for among hidden ones).
    await expect(page.getByRole('alert', { includeHidden: true })).toBeEmpty()
    await page.clock.runFor(20_000)
    await expect(form.summary).toContainText(
      tr(
        locale,
        'Sending is taking too long, so we stopped trying; your message is kept. Please try again, or call or WhatsApp us.',
      ),
    )
    const ways = page.getByTestId('enquiry-other-ways')
    await expect(
      ways.getByRole('link', { name: formatPhone(clinic.phones.call), exact: true }),
    ).toHaveAttribute('href', `tel:${clinic.phones.call}`)
    await expect(
      ways.getByRole('link', { name: formatPhone(clinic.phones.whatsapp), exact: true }),
    ).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${clinic.phones.whatsapp.slice(1)}`))
    await expect(form.submit).toBeEnabled()
    await expect(form.message).toHaveValue('I would like to book a heart screening.')
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
    const form = enquiryForm(page, locale)
    await expect(form.submit).toBeEnabled()
    await expect(form.submit).toHaveText(tr(locale, 'Send enquiry'))
    await page.close()
  })

  test(`${locale}: without JavaScript a <noscript> line gives the phone and WhatsApp numbers`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${prefixOf(locale)}/contact-us/`)
    const opening = plain(
      tr(
        locale,
        'JavaScript is turned off in your browser: you can still send this form. You can also call us on <0>{call}</0> or message us on WhatsApp at <1>{whatsapp}</1>.',
      ),
    ).split('{call}')[0]!
    const line = page.getByRole('paragraph').filter({ hasText: opening })
    await expect(line).toBeVisible()
    await expect(
      line.getByRole('link', { name: formatPhone(clinic.phones.call), exact: true }),
    ).toHaveAttribute('href', `tel:${clinic.phones.call}`)
    await expect(
      line.getByRole('link', { name: formatPhone(clinic.phones.whatsapp), exact: true }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await context.close()
  })
}

for (const locale of ['en', 'cn'] as const) {
  test(`${locale}: the page asks the server for nothing before Send, and Send posts once to the form's own address`, async ({
    page,
  }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname)
    })
    const form = await open(page, locale)
    await form.name.focus()
    const name = uniqueName(`one action ${locale}`)
    await fillValid(page, name)
    expect(posts).toEqual([])
    await form.submit.click()
    await expect(page).toHaveURL(new RegExp(`${prefixOf(locale)}/thank-you/\\?ref=`))
    expect(posts).toEqual([`${prefixOf(locale)}/contact-us/`])
    expect(storedEnquiry(name).enquiry).toBeDefined()
  })
}

for (const locale of ['en', 'jp'] as const) {
  test(`${locale}: radio buttons and checkboxes are at least 24 px, and the enquiry section has one heading and one privacy sentence`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    const controls = form.region.getByRole('radio').or(form.region.getByRole('checkbox'))
    expect(await controls.count()).toBeGreaterThanOrEqual(8)
    for (const control of await controls.all()) {
      const box = await control.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(24)
      expect(box?.height).toBeGreaterThanOrEqual(24)
    }
    const section = form.region
    await expect(section.getByRole('heading')).toHaveCount(1)
    await expect(section.getByRole('heading')).toHaveText(tr(locale, 'Send us an enquiry'))
    const sentence = tr(
      locale,
      'Tell us briefly how we can help and how to reach you. Please do not include detailed medical information in the form; we will ask for what we need when we contact you.',
    )
    await expect(section.getByText(sentence)).toHaveCount(1)
    // The form's own intro does not repeat it; its two sentences are joined as the language
    // joins them (Japanese: no space after 。).
    const intro = tr(locale, '{first} {next}')
      .replace('{first}', tr(locale, 'Fields marked * are required.'))
      .replace(
        '{next}',
        tr(
          locale,
          'For your privacy, nothing you type is saved in this browser: it is sent only when you press Send, and is gone if you close or reload the page.',
        ),
      )
    await expect(section.getByText(intro, { exact: true })).toBeVisible()
  })
}

// The Email choice has its own message: in Japanese メール, not the field's メールアドレス.
for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
  test(`${locale}: a privacy notice above the consent box, linked to the privacy policy; the marketing opt-in names its channels`, async ({
    page,
  }) => {
    const form = await open(page, locale)
    const notice = form.region.getByRole('paragraph').filter({
      hasText: tr(
        locale,
        "We use your details only to reply to your enquiry and arrange your care. Your enquiry is stored in the clinic's database and also e-mailed to the clinic's inbox; both copies are deleted within {retentionDays} days. Please do not include your NRIC or passport number. Read our <0>privacy policy</0>.",
      ).split('{retentionDays}')[0]!,
    })
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
    await expect(notice.getByRole('link')).toHaveAttribute('href', policy)
    const above = await notice.evaluate(
      (el, box) => Boolean(el.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING),
      await form.consent.elementHandle(),
    )
    expect(above).toBe(true)
    // The box's label, link included, is its name: the policy is one tap away from the consent.
    await expect(form.consent).toHaveCount(1)
    const policyLinks = form.region.getByRole('link', {
      name: /<0>(.*)<\/0>/.exec(
        tr(
          locale,
          'I agree that the clinic may collect and use the details in this form to respond to my enquiry and arrange care, as described in the <0>privacy policy</0>. *',
        ),
      )![1]!,
      exact: true,
    })
    await expect(policyLinks).toHaveCount(2) // the notice's and the consent's
    for (const link of await policyLinks.all()) await expect(link).toHaveAttribute('href', policy)
    await expect(form.region.locator('details')).toHaveCount(0)
    await expect(form.marketing).toHaveCount(1)
    const option = form.contactBy('Email')
    await expect(option).toHaveCount(1)
    await expect(option).toHaveAccessibleName(tr(locale, 'Email', 'preferred contact option'))
    if (locale === 'jp') await expect(option).toHaveAccessibleName('メール')
  })
}
