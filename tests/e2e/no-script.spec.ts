// The enquiry form and the server's error answers where the page's scripts do not run
// (docs/enquiries.md, "Without JavaScript").
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { enquiryDbPath } from '../../playwright.config.ts'
import { REF_PATTERN } from '../../app/enquiry/reference.ts'
import type { Locale } from '../../app/i18n/locales.ts'
import { localeRecord } from '../../app/site/locales.ts'
import { clinic } from '../../app/site/clinic.ts'
import { tr } from './support/catalog.ts'
import { escape, fillValid, fromOwnAddress, plain, storedEnquiry } from './support/enquiry.ts'
import { expect, test } from './support/test.ts'

const prefixOf = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)
const uniqueName = (label: string) => `E2E ${label} ${randomBytes(4).toString('hex')}`
const sendButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: tr(locale, 'Send enquiry') })

function storedCount(name: string): number {
  const db = new DatabaseSync(enquiryDbPath, { readOnly: true })
  try {
    const row = db.prepare('SELECT count(*) AS n FROM enquiries WHERE name = ?').get(name)
    return Number(row?.['n'])
  } finally {
    db.close()
  }
}

/** One press of Send, as the browser sends the form without script. */
const sendWithoutScript = (page: Page, locale: Locale) => sendButton(page, locale).click()

test.describe('scripts off', () => {
  // A form with errors comes back with status 400, which the browser reports as a failed load.
  test.use({
    javaScriptEnabled: false,
    allowConsoleErrors: /^Failed to load resource: the server responded with a status of 400/,
  })

  for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
    test(`${locale}: one press sends the form, once, and the thank-you page shows its reference`, async ({
      page,
    }) => {
      await fromOwnAddress(page)
      await page.goto(`${prefixOf(locale)}/contact-us/`)
      await expect(sendButton(page, locale)).toBeEnabled()
      const name = uniqueName(`no script ${locale}`)
      await fillValid(page, name)
      const forWhom = locale === 'cn' ? 'other' : 'self'
      if (forWhom === 'other')
        await page
          .getByRole('radio', { name: tr(locale, 'Someone else, such as a family member') })
          .check()
      await sendWithoutScript(page, locale)

      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefixOf(locale)}/thank-you/\\?ref=`))
      const ref = new URL(page.url()).searchParams.get('ref')!
      expect(ref).toMatch(REF_PATTERN)
      await expect(page.getByTestId('enquiry-reference')).toHaveText(ref)
      const { enquiry, outbox } = storedEnquiry(name)
      expect(enquiry).toMatchObject({
        ref,
        locale,
        source_page: `${prefixOf(locale)}/contact-us/`,
        enquiry_for: forWhom,
      })
      expect(outbox).toHaveLength(1)

      // Post/Redirect/Get: reloading the answer sends nothing again.
      await page.reload()
      await expect(page.getByTestId('enquiry-reference')).toHaveText(ref)
      expect(storedCount(name)).toBe(1)
    })
  }

  test('an empty form comes back with each error tied to its field and the text kept', async ({
    page,
  }) => {
    await fromOwnAddress(page)
    await page.goto('/jp/contact-us/')
    const name = page.getByLabel(tr('jp', 'Full name'))
    await name.fill('E2E 山田')
    await page.getByLabel(tr('jp', 'How can we help?')).fill('胸の痛みについて相談したいです。')
    const response = page.waitForResponse((r) => r.request().method() === 'POST')
    await sendButton(page, 'jp').click()
    expect((await response).status()).toBe(400)

    // The title says so first; the address points at the summary, which links to each field.
    await expect(page).toHaveTitle(
      new RegExp(
        `^${escape(tr('jp', 'Error: {title}').replace('{title}', tr('jp', 'Contact us')))}`,
      ),
    )
    expect(new URL(page.url()).hash).toBe('#enquiry-summary')
    const summary = page.getByRole('alert')
    await expect(summary).toContainText(tr('jp', 'Please correct the following:'))
    const phoneError = tr('jp', 'Please enter a phone number so we can reach you.')
    await summary.getByRole('link', { name: phoneError }).click()
    await expect(page.getByLabel(tr('jp', 'Phone (mobile or home)'))).toBeInViewport()
    expect(new URL(page.url()).hash).toBe('#enquiry-phone')
    await expect(name).toHaveValue('E2E 山田')
    await expect(page.getByLabel(tr('jp', 'How can we help?'))).toHaveValue(
      '胸の痛みについて相談したいです。',
    )
    const phone = page.getByLabel(tr('jp', 'Phone (mobile or home)'))
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(
      new RegExp(escape(tr('jp', 'Please enter a phone number so we can reach you.'))),
    )
    await expect(page.getByRole('checkbox', { checked: false }).first()).toBeVisible()
    // Still the Japanese page, with 995 before the message field.
    await expect(page.locator('html')).toHaveAttribute('lang', localeRecord.jp.tag)
    await expect(
      page
        .getByRole('paragraph')
        .filter({
          hasText: plain(
            tr(
              'jp',
              'This form is not for emergencies. For chest pain or collapse, call <0>995</0>.',
            ),
          ),
        })
        .getByRole('link', { name: '995' }),
    ).toBeVisible()
  })

  test('the intro says nothing is kept in the browser, and the noscript note that the form works', async ({
    page,
  }) => {
    await page.goto('/contact-us/')
    // Inside <noscript>, whose content Playwright's text queries skip.
    await expect(page.locator('.enquiry-form__noscript')).toContainText(
      'you can still send this form',
    )
    await expect(page.getByText('nothing you type is saved')).toBeVisible()
  })
})

test.describe('a script that fails to load', () => {
  test.use({ waitForHydration: false, allowConsoleErrors: true })

  test('the form is still sent natively, with one press, when every script request fails', async ({
    page,
  }) => {
    await fromOwnAddress(page)
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/contact-us/')
    const name = uniqueName('failed entry chunk')
    await fillValid(page, name)
    await sendWithoutScript(page, 'en')
    await expect(page).toHaveURL(/\/thank-you\/\?ref=/)
    expect(storedCount(name)).toBe(1)
  })
})

test('scripts running: the form sends as before and nothing typed is kept in browser storage', async ({
  page,
}) => {
  await fromOwnAddress(page)
  await page.goto('/contact-us/')
  const name = uniqueName('with script')
  await fillValid(page, name)
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toContain(name)
  expect(stored).not.toContain('heart screening')
  await sendButton(page, 'en').click()
  // The same action as without script, answered as data: the thank-you page names the reference.
  await expect(page).toHaveURL(/\/thank-you\/\?ref=/)
  await expect(page.getByTestId('enquiry-reference')).toHaveText(REF_PATTERN)
  expect(storedCount(name)).toBe(1)
})

test.describe('error answers', () => {
  const html = { accept: 'text/html,application/xhtml+xml' }

  for (const [what, locale, send] of [
    [
      '405, a method no page takes',
      'cn',
      (page: Page) => page.request.put('/cn/contact-us/', { headers: html }),
    ],
    [
      '400, an address that is not valid',
      'en',
      (page: Page) => page.request.get('/%E0%A4%A/', { headers: html }),
    ],
    [
      '413, a form too large to read',
      'bh',
      (page: Page) =>
        page.request.post('/bh/contact-us/', {
          headers: {
            ...html,
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
          data: `message=${'a'.repeat(70 * 1024)}`,
        }),
    ],
  ] as const) {
    test(`${what}: the site's error screen in the visitor's language, with 995 and the clinic's phone`, async ({
      page,
    }) => {
      const response = await send(page)
      expect(response.status()).toBe(Number(what.slice(0, 3)))
      expect(response.headers()['content-type']).toContain('text/html')
      const body = await response.text()
      expect(body).toContain(`lang="${localeRecord[locale].tag}"`)
      expect(body).toContain('href="tel:995"')
      expect(body).toContain(`href="tel:${clinic.phones.call}"`)
      expect(body).toContain(tr(locale, 'We have an error!'))
      // Rendered without the app's scripts: nothing loads or hydrates it.
      expect(body).not.toMatch(/<script\b[^>]*\bsrc=|type="module"|modulepreload/)
    })
  }

  test('an old link to a file: the 404 screen with 995 for a browser, a short line for a script', async ({
    page,
  }) => {
    const forBrowser = await page.request.get('/jp/brochure.pdf', { headers: html })
    expect(forBrowser.status()).toBe(404)
    const body = await forBrowser.text()
    expect(body).toContain(`lang="${localeRecord.jp.tag}"`)
    expect(body).toContain('href="tel:995"')
    const forScript = await page.request.get('/assets/old-chunk.js', { headers: { accept: '*/*' } })
    expect(forScript.status()).toBe(404)
    expect(forScript.headers()['content-type']).toContain('text/plain')
  })

  test('a tool that does not ask for HTML still gets a short line', async ({ page }) => {
    const response = await page.request.put('/contact-us/', { headers: { accept: '*/*' } })
    expect(response.status()).toBe(405)
    expect(response.headers()['content-type']).toContain('text/plain')
  })

  test('a form posted from another site is refused with the error screen and stores nothing', async ({
    page,
  }) => {
    const name = uniqueName('cross-site')
    const response = await page.request.post('/contact-us/', {
      headers: { ...html, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      form: { name, phone: '9123 4567', message: 'Hello', pdpaConsent: 'true' },
    })
    expect(response.status()).toBe(403)
    expect(await response.text()).toContain('href="tel:995"')
    expect(storedCount(name)).toBe(0)
  })

  test('a form posted from a saved copy (`Origin: null`) or with no sign of its origin stores nothing', async ({
    page,
  }) => {
    const name = uniqueName('no origin')
    for (const headers of [{ origin: 'null' }, {}] as Record<string, string>[]) {
      const response = await page.request.post('/cn/contact-us/', {
        headers: { ...html, ...headers },
        form: {
          name,
          phone: '9123 4567',
          message: 'Hello',
          pdpaConsent: 'on',
          preferredContact: 'phone',
        },
      })
      expect(response.status()).toBe(403)
      const body = await response.text()
      expect(body).toContain(`lang="${localeRecord.cn.tag}"`)
      expect(body).toContain(`href="tel:${clinic.phones.call}"`)
    }
    expect(storedCount(name)).toBe(0)
  })
})

test.describe('pressed twice, or posted again', () => {
  test.use({ javaScriptEnabled: false })

  test('an impatient double press stores one enquiry and lands on its thank-you page', async ({
    page,
  }) => {
    await fromOwnAddress(page)
    await page.goto('/bh/contact-us/')
    const name = uniqueName('double press')
    await fillValid(page, name)
    await sendButton(page, 'bh').dblclick()
    await expect(page).toHaveURL(/\/bh\/thank-you\/\?ref=/)
    const ref = new URL(page.url()).searchParams.get('ref')!
    await expect(page.getByTestId('enquiry-reference')).toHaveText(ref)
    expect(storedCount(name)).toBe(1)
    expect(storedEnquiry(name).outbox).toHaveLength(1)
  })

  test('a captured post replayed from another address stores nothing new; another question is stored', async ({
    page,
    baseURL,
  }) => {
    const name = uniqueName('replay')
    const form = {
      name,
      phone: '9123 4567',
      preferredContact: 'phone',
      message: 'Breathless on the stairs.',
      pdpaConsent: 'on',
    }
    const post = (ip: string, fields: Record<string, string>) =>
      page.request.post('/contact-us/', {
        headers: { origin: baseURL!, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': ip },
        form: fields,
        maxRedirects: 0,
      })
    const first = await post('198.51.100.61', form)
    expect(first.status()).toBe(303)
    const again = await post('198.51.100.62', form)
    expect(again.status()).toBe(303)
    expect(again.headers()['location']).toBe(first.headers()['location'])
    expect(storedCount(name)).toBe(1)
    const other = await post('198.51.100.61', { ...form, message: 'And a second question.' })
    expect(other.headers()['location']).not.toBe(first.headers()['location'])
    expect(storedCount(name)).toBe(2)
  })
})
