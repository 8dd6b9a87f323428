import { DatabaseSync } from 'node:sqlite'
import { test, type Page } from '@playwright/test'
import { localeFromTag, type Locale } from '../../../app/i18n/locales.ts'
import { enquiryDbPath } from '../../../playwright.config.ts'
import { tr } from './catalog.ts'

// Its own address per test, so the per-address rate limit never mixes tests.
let addressCounter = 0
export async function fromOwnAddress(page: Page) {
  const info = test.info()
  const ip = `10.${info.workerIndex % 250}.${info.retry}.${++addressCounter}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

export function storedEnquiry(name: string) {
  const db = new DatabaseSync(enquiryDbPath, { readOnly: true })
  try {
    const enquiry = db.prepare('SELECT * FROM enquiries WHERE name = ?').get(name) as
      Record<string, unknown> | undefined
    const outbox = enquiry
      ? (db
          .prepare('SELECT status FROM outbox WHERE enquiry_id = ?')
          .all(enquiry['id'] as number) as { status: string }[])
      : []
    return { enquiry, outbox }
  } finally {
    db.close()
  }
}

/** A message's text with its markup placeholders (<0>…</0>) gone, as the page reads it. */
export const plain = (text: string) => text.replace(/<\/?\d+>/g, '')

/** The enquiry form's controls as a patient finds them: by their visible labels in `locale`. */
export function enquiryForm(page: Page, locale: Locale) {
  const choice = (group: string, option: string, context?: string) =>
    page
      .getByRole('group', { name: tr(locale, group) })
      .getByRole('radio', { name: tr(locale, option, context), exact: true })
  const send = tr(locale, 'Send enquiry')
  const sending = tr(locale, 'Sending…')
  return {
    region: page.getByRole('region', { name: tr(locale, 'Send us an enquiry') }),
    name: page.getByRole('textbox', { name: tr(locale, 'Full name') }),
    phone: page.getByRole('textbox', { name: tr(locale, 'Phone (mobile or home)') }),
    email: page.getByRole('textbox', { name: tr(locale, 'Email') }),
    date: page.getByLabel(tr(locale, 'Preferred appointment date (optional)')),
    message: page.getByRole('textbox', { name: tr(locale, 'How can we help?') }),
    consent: page.getByRole('checkbox', {
      name: plain(
        tr(
          locale,
          'I agree that the clinic may collect and use the details in this form to respond to my enquiry and arrange care, as described in the <0>privacy policy</0>. *',
        ),
      ),
    }),
    marketing: page.getByRole('checkbox', {
      name: tr(
        locale,
        'Optional: I would like to receive occasional heart health information and clinic news by e-mail and WhatsApp. I can unsubscribe at any time.',
      ),
    }),
    contactBy: (option: 'Phone call' | 'WhatsApp' | 'Email') =>
      option === 'Email'
        ? choice('How should we contact you?', option, 'preferred contact option')
        : choice('How should we contact you?', option),
    timeOfDay: (option: 'No preference' | 'Morning' | 'Afternoon') =>
      choice('Preferred time of day', option),
    /** The send button, whichever of its two names it has (it reads Sending… while it sends). */
    submit: page.getByRole('button', {
      name: new RegExp(`^(${escape(send)}|${escape(sending)})$`),
    }),
    /** The summary above the fields, announced as an alert. */
    summary: page.getByRole('alert'),
  }
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Fills the form validly in the page's own language (its <html lang>). */
export async function fillValid(page: Page, name: string) {
  const locale = localeFromTag((await page.locator('html').getAttribute('lang')) ?? '')
  const form = enquiryForm(page, locale)
  await form.name.fill(name)
  await form.phone.fill('9123 4567')
  await form.email.fill('patient@example.com')
  await form.message.fill('I would like to book a heart screening.')
  await form.consent.check()
}

/** A field's error message as shown under the field (the summary above the form repeats it as a
 * link to the field). */
export const fieldMessage = (page: Page, text: string, options?: { exact?: boolean }) =>
  page.getByText(text, options).and(page.getByRole('paragraph'))
