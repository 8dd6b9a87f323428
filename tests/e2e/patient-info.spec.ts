// Facts from app/site/clinic.ts, texts from the PO catalogs (tr): the checks hold in every language.
import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import { localeCookie, localeRecord, locales, type Locale } from '../../app/i18n/locales.ts'
import { formatPhone } from '../../app/site/phone.ts'
import { pageHref, pageMatrix, type PageId } from '../../app/site/pages.ts'
import { gtmPort } from '../../playwright.config.ts'
import { definitionOf } from './support/facts.ts'
import { tr } from './support/catalog.ts'
import { languageNames } from './support/expectations.ts'

const site = clinic.siteUrl
const newPages = [
  'privacyPolicy',
  'feesAndInsurance',
  'overseasPatients',
] as const satisfies readonly PageId[]
const titles: Record<(typeof newPages)[number], string> = {
  privacyPolicy: 'Privacy policy',
  feesAndInsurance: 'Fees, insurance and payment',
  overseasPatients: 'Overseas patients',
}
const footerLabels: Record<(typeof newPages)[number], string> = {
  privacyPolicy: 'Privacy policy',
  feesAndInsurance: 'Fees and insurance',
  overseasPatients: 'Overseas patients',
}
const paymentLabels: Record<string, string> = {
  cash: 'Cash (Singapore dollars)',
  nets: 'NETS',
  'credit-card': 'Credit card',
  'debit-card': 'Debit card',
  paynow: 'PayNow',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
}
const main = (page: Page) => page.getByRole('main')
// A section is a region named by its heading.
const section = (page: Page, locale: Locale, heading: string) =>
  main(page).getByRole('region', { name: tr(locale, heading), exact: true })
/** The visible text of a message whose variables are filled in (Lingui writes them {name}). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

test('the new pages exist in all four languages in the page matrix', () => {
  for (const id of newPages) expect([...pageMatrix[id].langs]).toEqual([...locales])
})

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test('privacy policy: purposes, data collected, storage and e-mail, retention, DPO, marketing channels, NRIC, cookies, last updated', async ({
      page,
    }) => {
      const href = pageHref('privacyPolicy', locale)!
      expect(href).toBe(locale === 'en' ? '/privacy-policy/' : `/${locale}/privacy-policy/`)
      expect((await page.goto(href))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, 'Privacy policy'))
      await expect(page).toHaveTitle(`${tr(locale, 'Privacy policy')} | ${clinic.clinicName}`)

      const collected = section(page, locale, 'What we collect')
      for (const item of [
        'your name, mobile or phone number and e-mail address;',
        'how you prefer to be contacted (phone, e-mail or WhatsApp) and, if you give one, your preferred appointment date;',
        'your message;',
        'your consent to the use of your details, and whether you agreed to receive news from the clinic;',
      ]) {
        await expect(
          collected.getByRole('listitem').filter({ hasText: tr(locale, item) }),
        ).toHaveCount(1)
      }
      await expect(
        section(page, locale, 'Why we use your details').getByRole('listitem'),
      ).toHaveCount(4)

      const stored = section(page, locale, 'Where your details are stored and sent')
      // The server's host and where it is (a clinic fact): the most complete copy of the data.
      const { hosting } = clinic.privacy
      const storage = fill(
        tr(
          locale,
          "Each enquiry is saved in a database on the clinic's server, which {hostingProvider} hosts for us in {hostingPlace}. A copy of each enquiry is also sent by e-mail to the clinic's inbox ({clinicEmail}) so that our clinic team can reply. The e-mail is delivered through the clinic's e-mail service provider.",
        ),
        {
          clinicEmail: clinic.email,
          hostingProvider: hosting.provider,
          hostingPlace: hosting.place[locale],
        },
      )
      await expect(stored.getByRole('paragraph').first()).toHaveText(storage)
      if (locale === 'en')
        await expect(stored).toContainText(
          `also sent by e-mail to the clinic's inbox (${clinic.email})`,
        )
      // Care given in a chat or an e-mail goes into the medical record before the chat is
      // deleted; chat backups stay off on the clinic's phones.
      for (const sentence of [
        "Messages you exchange with us on WhatsApp are kept only on the clinic's own phones, which use WhatsApp Business, are locked with a passcode and are used only by our clinic team. Chat backups are turned off on these phones, so the chats are not copied to Google Drive, iCloud or any other backup service.",
        'We delete these chats within {inboxDays} days, as we do the e-mail copies of enquiries. Before we delete a chat or an e-mail, we copy anything in it about your care, such as advice, test results or the symptoms you describe, into your medical record, which is kept as the law requires.',
      ])
        await expect(
          stored.getByRole('paragraph').filter({
            hasText: fill(tr(locale, sentence), { inboxDays: clinic.privacy.inboxRetentionDays }),
          }),
        ).toHaveCount(1)

      // Retention: the number of days from the configuration; the inbox copy is deleted by the
      // clinic team (the website cannot delete mail there), within its own configured period.
      const retention = section(page, locale, 'How long we keep your details')
      await expect(retention).toContainText(String(clinic.enquiryRetentionDays))
      await expect(retention.getByRole('paragraph').first()).toHaveText(
        fill(
          tr(
            locale,
            "We keep an enquiry for {retentionDays} days after we receive it, and then delete it from the database automatically. Our clinic team deletes the e-mail copy from the clinic's inbox within {inboxDays} days of receiving it.",
          ),
          {
            retentionDays: clinic.enquiryRetentionDays,
            inboxDays: clinic.privacy.inboxRetentionDays,
          },
        ),
      )
      if (locale === 'en')
        await expect(retention).toContainText(
          `We keep an enquiry for ${clinic.enquiryRetentionDays} days after we receive it`,
        )
      if (locale === 'en') await expect(retention).not.toContainText('on the same schedule')

      // PDPA section 26: the processors by name and how comparable protection is ensured.
      const transfers = section(page, locale, 'Transfers outside Singapore')
      // A server in Singapore is no transfer; abroad, its host is listed first.
      const abroad = hosting.country !== 'SG'
      await expect(transfers.getByRole('listitem')).toHaveCount(abroad ? 3 : 2)
      if (abroad)
        await expect(transfers.getByRole('listitem').first()).toContainText(hosting.provider)
      else await expect(transfers).not.toContainText(hosting.provider)
      await expect(transfers).toContainText(clinic.privacy.emailProvider)
      await expect(transfers).toContainText('WhatsApp')
      await expect(transfers).toContainText('Meta')
      await expect(transfers).not.toContainText('Google')
      await expect(transfers).toContainText('26')
      if (locale === 'en')
        await expect(transfers).toContainText(
          'is bound to protect it to a standard comparable to the PDPA',
        )

      const breach = section(page, locale, 'If a data breach happens')
      await expect(breach).toContainText('PDPC')
      await expect(breach).toContainText('500')
      if (locale === 'en')
        await expect(breach).toContainText(
          'we notify the Personal Data Protection Commission (PDPC) within three calendar days',
        )

      const rights = section(page, locale, 'Access, correction and withdrawal of consent')
      await expect(rights.getByRole('listitem')).toHaveCount(3)
      await expect(rights).toContainText(
        tr(locale, 'to stop using your personal data (withdrawal of consent).'),
      )
      await expect(rights).toContainText(
        fill(
          tr(
            locale,
            'If you withdraw your consent, we stop using your details for the purposes concerned within {withdrawalDays} working days of receiving your request. We will tell you what this means for you, for example that we can no longer reply to your enquiry. Records that the law requires us to keep are kept.',
          ),
          { withdrawalDays: clinic.privacy.withdrawalWorkingDays },
        ),
      )
      const dpo = section(page, locale, 'Data Protection Officer')
      const { name, email, phone } = clinic.privacy.dataProtectionOfficer
      await expect(dpo).toContainText(name)
      await expect(dpo.getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}`,
      )
      await expect(dpo.getByRole('link', { name: formatPhone(phone) })).toHaveAttribute(
        'href',
        `tel:${phone}`,
      )

      const marketing = section(page, locale, 'Marketing messages')
      await expect(marketing).toContainText('WhatsApp')
      if (locale === 'en')
        await expect(marketing).toContainText(
          'only if you tick the box for it on the enquiry form. We send such messages only by e-mail and WhatsApp.',
        )

      await expect(section(page, locale, 'We do not ask for your NRIC')).toContainText('NRIC')

      // No tag manager in this build (no GTM_ID).
      const cookies = section(page, locale, 'Cookies')
      await expect(cookies).toContainText(localeCookie.name)
      await expect(cookies).toContainText(
        tr(locale, 'We do not use cookies for analytics or advertising.'),
      )
      await expect(cookies).not.toContainText('Google Tag Manager')

      await expect(
        section(page, locale, 'Changes to this policy').getByRole('link', {
          name: /<0>(.*)<\/0>/.exec(
            tr(
              locale,
              'Questions about this policy are welcome: contact our Data Protection Officer, or use the <0>contact page</0>.',
            ),
          )![1]!,
          exact: true,
        }),
      ).toHaveAttribute('href', pageHref('contact', locale)!)
      const updated = main(page)
        .getByRole('paragraph')
        .filter({ hasText: tr(locale, 'Last updated:') })
      await expect(updated.getByRole('time')).toBeVisible()
      await expect(updated.getByRole('time')).toHaveAttribute(
        'datetime',
        clinic.privacy.lastUpdated,
      )
    })

    test('fees and insurance: the fee per visit type with GST, MediSave, MediShield Life and Integrated Shield Plans, panels, letters of guarantee, payment', async ({
      page,
    }) => {
      const href = pageHref('feesAndInsurance', locale)!
      expect((await page.goto(href))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'Fees, insurance and payment'),
      )

      // The fee as the clinic sets it (advertising rules): an exact amount per visit type, no
      // "from" range, and including GST when the clinic is GST-registered (IRAS).
      const { first, followUp } = clinic.fees.consultation
      const fee = section(page, locale, 'Consultation fees')
      const amount = (label: string) => definitionOf(fee, tr(locale, label))
      if (first === followUp) {
        await expect(await amount('Specialist consultation')).toHaveText(`S$${first}`)
      } else {
        await expect(await amount('First consultation')).toHaveText(`S$${first}`)
        await expect(await amount('Follow-up consultation')).toHaveText(`S$${followUp}`)
      }
      await expect(
        fee.getByRole('paragraph').filter({
          hasText: tr(
            locale,
            clinic.fees.gstRegistered
              ? 'These fees include GST.'
              : 'The clinic is not registered for GST, so no GST is added to these fees.',
          ),
        }),
      ).toHaveCount(1)
      if (locale === 'en' && clinic.fees.gstRegistered)
        await expect(fee).toContainText('These fees include GST.')
      await expect(fee).toContainText('GST')
      await expect(main(page)).not.toContainText(/from S\$|S\$\d+\s*(to|-|–|～|~|至|hingga)\s*S\$/)
      await expect(main(page)).not.toContainText(
        /before GST|未含消费税|GST〈消費税〉別|belum termasuk GST/,
      )

      await expect(
        section(page, locale, 'Costs are discussed before tests or procedures'),
      ).toContainText(
        tr(
          locale,
          'Before any test or procedure, the doctor or our clinic team explains why it is recommended and what it will cost, and gives you a written estimate for the costlier ones. No test or procedure is done until you have agreed.',
        ),
      )
      await expect(section(page, locale, 'MediSave').getByRole('listitem')).toHaveCount(2)
      await expect(
        section(page, locale, 'MediShield Life and Integrated Shield Plans'),
      ).toBeVisible()

      const panels = section(page, locale, 'Insurer panels and letters of guarantee')
      await expect(panels.getByRole('listitem')).toHaveText([...clinic.fees.insurerPanels])
      await expect(panels).toContainText(
        tr(locale, 'The doctor is on the specialist panels of these insurers:'),
      )

      const pay = section(page, locale, 'Ways to pay')
      await expect(pay.getByRole('listitem')).toHaveText(
        clinic.fees.paymentMethods.map((method) => tr(locale, paymentLabels[method]!)),
      )

      await expect(
        main(page)
          .getByRole('region', { name: tr(locale, 'Related pages'), exact: true })
          .getByRole('link', { name: tr(locale, 'Information for overseas patients') }),
      ).toHaveAttribute('href', pageHref('overseasPatients', locale)!)
    })

    test('overseas patients: interpreters, records ahead by secure upload (not e-mail), second opinions, what to bring, payment', async ({
      page,
    }) => {
      const href = pageHref('overseasPatients', locale)!
      expect((await page.goto(href))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'Overseas patients'),
      )

      await expect(section(page, locale, 'Interpreters').getByRole('listitem')).toHaveText(
        clinic.overseas.interpreterLanguages.map((code) => tr(locale, languageNames[code]!)),
      )
      // Records never by e-mail (not secure) nor in the enquiry form: the clinic's secure upload
      // (configuration) or on paper, CD or USB drive at the appointment.
      const records = section(page, locale, 'Sending your records and scans ahead')
      await expect(records.locator('a[href^="mailto:"]')).toHaveCount(0)
      await expect(records).toContainText(
        tr(
          locale,
          'Reports, letters and test results sent before your visit help the doctor to prepare. E-mail is not a secure way to send medical records, so please do not send them by e-mail, and do not put medical details in the enquiry form.',
        ),
      )
      const upload = clinic.overseas.recordsUploadUrl
      if (upload) {
        const sentence = tr(
          locale,
          'Send us an enquiry first, then upload your reports and scan images (for example angiograms, CT or MRI scans) through our <0>secure upload page</0>. You can also bring them to your appointment, on paper or on a CD or USB drive.',
        )
        await expect(
          records.getByRole('link', { name: /<0>(.*)<\/0>/.exec(sentence)![1]!, exact: true }),
        ).toHaveAttribute('href', upload)
      } else {
        await expect(records.getByRole('link')).toHaveCount(0)
      }
      await expect(records).toContainText(/CD|光碟/)
      if (locale === 'en')
        await expect(records).toContainText('E-mail is not a secure way to send medical records')
      await expect(section(page, locale, 'Second opinions')).toBeVisible()

      const bring = section(page, locale, 'What to bring').getByRole('listitem')
      await expect(bring).toHaveCount(6)
      for (const item of [
        'your passport;',
        "your FIN card, if you hold a Singapore pass (such as an Employment Pass, a Dependant's Pass or a Student's Pass);",
        'a letter of guarantee from your insurer or employer, if you have one;',
        'a list of the medicines you take, with their doses, or the medicines in their original packs;',
        'previous reports and letters, and scan images on a CD or USB drive;',
      ]) {
        await expect(bring.filter({ hasText: tr(locale, item) })).toHaveCount(1)
      }

      const payment = section(page, locale, 'Fees and payment for overseas patients')
      await expect(payment.getByRole('listitem')).toHaveCount(clinic.fees.paymentMethods.length)
      await expect(
        payment.getByRole('link', { name: tr(locale, 'Fees, insurance and payment') }),
      ).toHaveAttribute('href', pageHref('feesAndInsurance', locale)!)
      const call = main(page)
        .getByRole('complementary', { name: tr(locale, 'Emergency') })
        .getByRole('link', { name: '995', exact: true })
      await expect(call).toHaveAttribute('href', 'tel:995')
      await expect(call).toHaveText('995')
    })

    for (const from of ['home', 'contact', 'doctor', ...newPages] as const) {
      test(`the footer of the ${from} page links to the three pages`, async ({ page }) => {
        await page.goto(pageHref(from, locale)!)
        const footer = page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: tr(locale, 'Site map') })
        for (const id of newPages) {
          await expect(
            footer.getByRole('link', { name: tr(locale, footerLabels[id]), exact: true }),
            id,
          ).toHaveAttribute('href', pageHref(id, locale)!)
        }
      })
    }

    test('the home page links to fees and to overseas patients where the first visit is planned', async ({
      page,
    }) => {
      await page.goto(pageHref('home', locale)!)
      const plan = section(page, locale, 'Your first visit')
      await expect(
        plan.getByRole('link', { name: tr(locale, 'Fees, insurance and payment') }),
      ).toHaveAttribute('href', pageHref('feesAndInsurance', locale)!)
      await expect(
        plan.getByRole('link', { name: tr(locale, 'Information for overseas patients') }),
      ).toHaveAttribute('href', pageHref('overseasPatients', locale)!)
      await plan.getByRole('link', { name: tr(locale, 'Fees, insurance and payment') }).click()
      await expect(page).toHaveURL(new RegExp(`${pageHref('feesAndInsurance', locale)!}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tr(locale, 'Fees, insurance and payment'),
      )
    })

    test('hreflang alternates and the language switcher offer every language', async ({ page }) => {
      for (const id of newPages) {
        await page.goto(pageHref(id, locale)!)
        const alternates = await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((links) =>
            links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
          )
        expect(alternates.sort()).toEqual(
          [
            ...locales.map((l) => `${localeRecord[l].tag} ${site}${pageHref(id, l)}`),
            `x-default ${site}${pageHref(id, 'en')}`,
          ].sort(),
        )
        await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
          'href',
          `${site}${pageHref(id, locale)}`,
        )
        const switcher = page
          .getByRole('banner')
          .getByRole('navigation', { name: tr(locale, 'Language') })
        for (const other of locales.filter((l) => l !== locale)) {
          await expect(
            switcher.getByRole('link', { name: localeRecord[other].name, exact: true }),
          ).toHaveAttribute('href', pageHref(id, other)!)
        }
      }
    })

    for (const id of newPages) {
      test(`no serious or critical accessibility violations on the ${id} page (axe)`, async ({
        page,
      }) => {
        const path = pageHref(id, locale)!
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(locale, titles[id]))
        const results = await new AxeBuilder({ page }).analyze()
        const bad = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        )
        expect(
          bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([])
      })
    }
  })
}

test('the sitemap lists the three pages in all four languages with their alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const id of newPages) {
    for (const locale of locales) {
      expect(sitemap).toContain(`<loc>${site}${pageHref(id, locale)}</loc>`)
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${localeRecord[locale].tag}" href="${site}${pageHref(id, locale)}"/>`,
      )
    }
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${pageHref(id, 'en')}"/>`,
    )
  }
})

test('the privacy policy names the tag manager when the site is built with one', async ({
  page,
}) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  for (const locale of locales) {
    await page.goto(`http://127.0.0.1:${gtmPort}${pageHref('privacyPolicy', locale)}`)
    const transfers = section(page, locale, 'Transfers outside Singapore')
    await expect(transfers.getByRole('listitem')).toHaveCount(3)
    await expect(transfers).toContainText('Google Tag Manager')
    await expect(transfers).toContainText('Google Analytics')
    const cookies = section(page, locale, 'Cookies')
    await expect(cookies).toContainText('Google Tag Manager')
    await expect(cookies).not.toContainText(
      tr(locale, 'We do not use cookies for analytics or advertising.'),
    )
    await expect(cookies).toContainText(localeCookie.name)
  }
})
