import { randomBytes } from 'node:crypto'
import { expect, scaleTimeout, test } from './support/test.ts'
import { fieldMessage, fillValid, fromOwnAddress, storedEnquiry } from './support/enquiry.ts'

for (const [locale, prefix] of [
  ['en', ''],
  ['cn', '/cn'],
] as const) {
  test(`${locale}: an enquiry is stored and the visitor lands on the thank-you page`, async ({
    page,
  }) => {
    await fromOwnAddress(page)
    await page.goto(`${prefix}/contact-us/`)
    const name = `E2E ${locale} ${randomBytes(4).toString('hex')}`
    await fillValid(page, name)
    await page.locator('form#enquiry-form button[type=submit]').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you/\\?ref=[0-9A-Z]{4}-[0-9A-Z]{4}$`))
    const ref = new URL(page.url()).searchParams.get('ref')
    await expect(page.getByTestId('enquiry-reference')).toHaveText(ref!)

    const { enquiry, outbox } = storedEnquiry(name)
    expect(enquiry).toBeDefined()
    expect(enquiry?.['locale']).toBe(locale)
    expect(enquiry?.['source_page']).toBe(`${prefix}/contact-us/`)
    expect(enquiry?.['phone']).toBe('+6591234567')
    expect(enquiry?.['pdpa_consent']).toBe(1)
    expect(enquiry?.['marketing_consent']).toBe(0)
    expect(outbox.map((o) => o.status)).toEqual(['pending'])
  })
}

test('an invalid email is refused with a message and nothing typed is lost', async ({ page }) => {
  await fromOwnAddress(page)
  await page.goto('/contact-us/')
  const name = `E2E invalid ${randomBytes(4).toString('hex')}`
  await fillValid(page, name)
  await page.locator('input[name=email]').fill('patient@@example')
  await page.locator('form#enquiry-form button[type=submit]').click()
  await expect(
    fieldMessage(page, 'Please enter your email address in the form name@example.com.'),
  ).toBeVisible()
  await expect(page.locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('input[name=email]')).toBeFocused()
  await expect(page).toHaveURL('/contact-us/')
  await expect(page.locator('textarea[name=message]')).toHaveValue(
    'I would like to book a heart screening.',
  )
  expect(storedEnquiry(name).enquiry).toBeUndefined()
})

test('the consent box is required', async ({ page }) => {
  await fromOwnAddress(page)
  await page.goto('/cn/contact-us/')
  await fillValid(page, `E2E consent ${randomBytes(4).toString('hex')}`)
  await page.locator('input[name=pdpaConsent]').uncheck()
  await page.locator('form#enquiry-form button[type=submit]').click()
  await expect(page.locator('input[name=pdpaConsent]')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/cn/contact-us/')
})

test.describe(() => {
  // The refused posts answer 429, which the browser reports as failed resources.
  test.use({
    allowConsoleErrors: /^Failed to load resource: the server responded with a status of 429/,
  })

  test('too many enquiries from one address are refused with a translated message', async ({
    page,
  }) => {
    // Six loads and sends, each waiting for the next page.
    scaleTimeout(6, 15_000)
    await fromOwnAddress(page)
    for (let i = 0; i < 5; i++) {
      await page.goto('/cn/contact-us/')
      await fillValid(page, `E2E rate ${i} ${randomBytes(4).toString('hex')}`)
      await page.locator('form#enquiry-form button[type=submit]').click()
      await expect(page).toHaveURL(/\/cn\/thank-you\/\?ref=/)
    }
    await page.goto('/contact-us/')
    const name = `E2E rate refused ${randomBytes(4).toString('hex')}`
    await fillValid(page, name)
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.locator('form#enquiry-form button[type=submit]').click()
    expect((await answer).status()).toBe(429)
    await expect(page.getByRole('alert')).toContainText(
      'We have received several enquiries from you in a short time.',
    )
    await expect(page).toHaveURL('/contact-us/')
    expect(storedEnquiry(name).enquiry).toBeUndefined()
  })
})

test.describe('the enquiry endpoint itself', () => {
  // The contact route's action, as the form's script posts to it.
  const endpoint = '/contact-us/'

  const sameOrigin = (baseURL: string, type = 'application/x-www-form-urlencoded') => ({
    origin: baseURL,
    'sec-fetch-site': 'same-origin',
    'content-type': type,
    accept: 'application/json',
  })

  for (const [name, body, type] of [
    ['not a form', '{{{{', 'application/json'],
    ['fields of the wrong shape', 'name[]=1&name[]=2&pdpaConsent=maybe', undefined],
    ['an empty body', '', undefined],
    ['a huge string field', `name=${'x'.repeat(50_000)}`, undefined],
    ['binary', Buffer.from([0, 255, 1, 254, 0, 0]), undefined],
    ['a broken multipart body', '--x\r\nContent-Disp', 'multipart/form-data; boundary=x'],
  ] as const) {
    test(`malformed input (${name}) never answers 5xx`, async ({ request, baseURL }) => {
      const response = await request.post(endpoint, {
        headers: { ...sameOrigin(baseURL!, type), 'x-forwarded-for': '203.0.113.9' },
        data: body,
      })
      expect(response.status()).toBeGreaterThanOrEqual(400)
      expect(response.status()).toBeLessThan(500)
    })
  }

  test('an oversized body gets 413', async ({ request, baseURL }) => {
    const response = await request.post(endpoint, {
      headers: sameOrigin(baseURL!),
      data: 'x'.repeat(200_000),
    })
    expect(response.status()).toBe(413)
  })

  test('a cross-site post is refused', async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      data: 'name=Tan',
    })
    expect(response.status()).toBe(403)
  })
})
