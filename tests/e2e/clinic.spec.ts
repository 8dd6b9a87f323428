// Expected words come from the PO catalogs (what the site shows), facts from app/site/clinic.ts.
import { expect, test } from './support/test.ts'
import { clinic } from '../../app/site/clinic.ts'
import { locales } from '../../app/i18n/locales.ts'
import { pageExistsIn, pageHref, type PageId } from '../../app/site/pages.ts'
import { articleMeta } from './support/articles.ts'
import { doctorNameIn, tr } from './support/catalog.ts'
import { articleIds, languageNames } from './support/expectations.ts'
import { definitionOf } from './support/facts.ts'

for (const locale of locales) {
  test(`${locale}: the doctor page opens with the doctor's photo and credentials`, async ({
    page,
  }) => {
    await page.goto(pageHref('doctor', locale)!)
    const main = page.getByRole('main')
    const profile = main.getByRole('region', { name: tr(locale, 'Credentials') })
    await expect(profile).toBeVisible()
    // At the top: before the page's first section heading.
    const firstSection = main.getByRole('heading', { level: 2 }).first()
    const before =
      (await firstSection.count()) === 0 ||
      (await profile.evaluate(
        (el, heading) =>
          Boolean(el.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstSection.elementHandle(),
      ))
    expect(before).toBe(true)

    const photo = profile.getByRole('img')
    await expect(photo).toHaveAccessibleName(
      tr(locale, 'Portrait of {name}').replace('{name}', doctorNameIn(locale)),
    )
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    const fact = (label: string) => definitionOf(profile, tr(locale, label))
    await expect(await fact('Specialist registration')).toHaveText(
      tr(locale, '{specialty}, Specialist Register of the Singapore Medical Council').replace(
        '{specialty}',
        clinic.doctor.specialistRegister,
      ),
    )
    await expect(await fact('Medical Council registration number (MCR)')).toHaveText(
      clinic.doctor.mcrNumber,
    )
    const separator = tr(locale, ', ')
    await expect(await fact('Qualifications')).toHaveText(
      clinic.doctor.qualifications.join(separator),
    )
    await expect(await fact('Hospitals where the doctor treats patients')).toHaveText(
      clinic.doctor.hospitals.join(separator),
    )
    // The site's own translations: Singapore says 华语, Indonesian "bahasa Inggris".
    await expect(await fact('Languages of consultation')).toHaveText(
      clinic.doctor.languages.map((code) => tr(locale, languageNames[code]!)).join(separator),
    )
    if (locale === 'cn')
      await expect(await fact('Languages of consultation')).toHaveText('英语、华语')
    if (locale === 'bh')
      await expect(await fact('Languages of consultation')).toHaveText(
        'bahasa Inggris, bahasa Mandarin',
      )

    // A patient can check the registration: the public register, by name or MCR number.
    const check = tr(
      locale,
      "You can check this registration on the Singapore Medical Council's <0>List of Registered Doctors</0>, by the doctor's name or the MCR number {mcrNumber}.",
    )
    const register = profile.getByRole('paragraph').filter({ hasText: clinic.doctor.mcrNumber })
    await expect(register).toHaveText(
      check.replace(/<\/?0>/g, '').replace('{mcrNumber}', clinic.doctor.mcrNumber),
    )
    await expect(
      register.getByRole('link', { name: /<0>(.*)<\/0>/.exec(check)![1]!, exact: true }),
    ).toHaveAttribute('href', clinic.doctor.registerUrl)
    expect(new URL(clinic.doctor.registerUrl).hostname).toMatch(
      /(^|\.)(moh|healthprofessionals)\.gov\.sg$/,
    )

    // The procedures the doctor performs, worded from where each is done.
    const places = (key: 'coronaryAngiography' | 'angioplasty') =>
      clinic.procedureLocations[key].join(' / ')
    const procedures =
      places('coronaryAngiography') === places('angioplasty')
        ? tr(
            locale,
            'coronary angiography and angioplasty, which the doctor performs at {angiographyPlaces}',
          ).replace('{angiographyPlaces}', places('coronaryAngiography'))
        : tr(
            locale,
            'coronary angiography, which the doctor performs at {angiographyPlaces}, and angioplasty, which the doctor performs at {angioplastyPlaces}',
          )
            .replace('{angiographyPlaces}', places('coronaryAngiography'))
            .replace('{angioplastyPlaces}', places('angioplasty'))
    const areas = main.getByRole('region', { name: tr(locale, 'Areas of practice'), exact: true })
    await expect(areas.getByRole('listitem').filter({ hasText: procedures })).toHaveCount(1)
    await expect(areas).not.toContainText(/hospitals above/)

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const physician = blocks
      .map((block) => JSON.parse(block) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Physician')!
    expect(physician['identifier']).toMatchObject({
      propertyID: 'MCR',
      value: clinic.doctor.mcrNumber,
    })
    expect(physician['hospitalAffiliation']).toEqual(
      clinic.doctor.hospitals.map((name) => ({ '@type': 'Hospital', name })),
    )
  })

  test(`${locale}: the contact page says how to get to the clinic`, async ({ page }) => {
    await page.goto(pageHref('contact', locale)!)
    const section = page
      .getByRole('main')
      .getByRole('region', { name: tr(locale, 'Getting here'), exact: true })
    const directions = section.getByRole('link', { name: tr(locale, 'Get directions') })
    // Directions to the address or the entrance's coordinates, never a search for the clinic's
    // name (that opens its business profile, with reviews and stars).
    const raw = (await directions.getAttribute('href'))!
    const href = new URL(raw)
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/')
    expect(href.searchParams.get('api')).toBe('1')
    const { coordinates, street, postalCode } = clinic.address
    expect(href.searchParams.get('destination')).toBe(
      coordinates
        ? `${coordinates.latitude},${coordinates.longitude}`
        : `${street}, Singapore ${postalCode}`,
    )
    expect([...href.searchParams.keys()].sort()).toEqual(['api', 'destination'])
    expect(decodeURIComponent(raw).toLowerCase()).not.toContain(clinic.clinicName.toLowerCase())
    await expect(directions).toHaveAttribute('rel', /noopener/)
    const { mrt, buses, parking } = clinic.directions
    await expect(section).toContainText(
      tr(locale, '{station}, about {minutes} minutes on foot')
        .replace('{station}', `${mrt.station} (${mrt.code})`)
        .replace('{minutes}', String(mrt.walkMinutes)),
    )
    await expect(section).toContainText(buses.join(tr(locale, ', ')))
    await expect(section).toContainText(
      tr(locale, 'Car park at {place}').replace('{place}', parking),
    )
    await expect(section).toContainText(tr(locale, 'Wheelchair access'))
    await expect(section).toContainText(
      tr(
        locale,
        clinic.directions.wheelchairAccess
          ? 'Step-free entrance and lift to the clinic'
          : 'Please call us before your visit so we can help you with access',
      ),
    )
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  // Every procedure done in a hospital or centre (the spec's list), each page saying where.
  const procedures: [PageId, keyof typeof clinic.procedureLocations][] = [
    ['angioplasty', 'angioplasty'],
    ['coronaryAngiography', 'coronaryAngiography'],
    ['cardiacPet', 'cardiacPet'],
    ['cardiacImaging', 'cardiacImaging'],
    ['cardiacRehabilitation', 'cardiacRehabilitation'],
  ]
  for (const [id, key] of procedures) {
    if (!pageExistsIn(id, locale)) continue

    test(`${locale}: ${id} says where it is done`, async ({ page }) => {
      await page.goto(pageHref(id, locale)!)
      const fact = await definitionOf(page.getByRole('main'), tr(locale, 'Where it is done'))
      const places = clinic.procedureLocations[key].join(tr(locale, ', '))
      // The doctor performs these two at the hospital; the others are the hospital's or centre's.
      await expect(fact).toHaveText(
        key === 'angioplasty' || key === 'coronaryAngiography'
          ? tr(locale, 'Performed by {doctorName} at {places}, a service of the hospital')
              .replace('{doctorName}', doctorNameIn(locale))
              .replace('{places}', places)
          : tr(
              locale,
              'At {places}, a service of the hospital or centre, arranged by the clinic',
            ).replace('{places}', places),
      )
    })
  }
}

test('the PET and imaging pages say where each scan is done as their key facts do; echocardiography is at the clinic', async ({
  page,
}) => {
  await page.goto(pageHref('cardiacImaging', 'en')!)
  const main = page.getByRole('main')
  const echo = main.getByRole('region', { name: 'Echocardiography', exact: true })
  await expect(echo).toContainText(
    'Unlike the other scans on this page, it is done at the clinic, by our own sonographers.',
  )
  await page.goto(pageHref('cardiacPet', 'en')!)
  // The key fact names the centre; no sentence says the place is still to be confirmed.
  await expect(
    await definitionOf(page.getByRole('main'), tr('en', 'Where it is done')),
  ).toContainText(clinic.procedureLocations.cardiacPet.join(', '))
  await expect(page.getByRole('main')).not.toContainText('Where the scan takes place')
  await expect(page.getByRole('main')).toContainText(
    'The centre will confirm how much time to allow.',
  )
})

for (const locale of ['cn', 'jp', 'bh'] as const) {
  test(`${locale}: running text names the doctor as the language writes it`, async ({ page }) => {
    await page.goto(pageHref('doctor', locale)!)
    const name = doctorNameIn(locale)
    const heading = tr(locale, '{doctorName}, cardiologist').replace('{doctorName}', name)
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(heading)
    await expect(page).toHaveTitle(`${heading} | ${clinic.clinicName}`)
    await expect(h1).toContainText(name)
    // Its title once: 心脏专科陈亚力医生, not 心脏专科医生陈亚力医生.
    const title = name.replace(clinic.doctor.names[locale], '').trim()
    expect(heading.split(title)).toHaveLength(2)
    // Not the English form inside a sentence ("Dr Alex Tanは…"); the credentials keep it.
    await expect(h1).not.toContainText(clinic.doctor.name)
  })
}

for (const id of articleIds) {
  test(`${id} shows when and by whom it was medically reviewed`, async ({ page }) => {
    await page.goto(pageHref(id, 'en')!)
    const review = page
      .getByRole('main')
      .getByRole('paragraph')
      .filter({ hasText: `Medically reviewed by ${clinic.doctor.name} on` })
    await expect(review).toHaveCount(1)
    await expect(review.getByRole('time')).toHaveAttribute('datetime', articleMeta(id).reviewed)
  })
}

test('the media page speaks of one doctor', async ({ page }) => {
  await page.goto(pageHref('media', 'en')!)
  await expect(page.getByRole('main')).toContainText('our doctor shares')
  await expect(page.getByRole('main')).not.toContainText(/our doctors/i)
})

// docs/clinical-content.md, "Screening": for people without symptoms; symptoms go to a consultation.
test('screening is offered to adults without symptoms, and sends people with symptoms to a consultation', async ({
  page,
}) => {
  const card = tr(
    'en',
    'A check of your heart risk factors for adults without symptoms. If you have symptoms, book a consultation instead.',
  )
  await page.goto(pageHref('home', 'en')!)
  await expect(page.getByRole('main').getByText(card, { exact: true })).toBeVisible()
  await page.goto(pageHref('heartScreening', 'en')!)
  const main = page.getByRole('main')
  await expect(main).toContainText(
    'Blood pressure, cholesterol and blood sugar checks are also available from your GP or a polyclinic (Healthier SG, Screen for Life). Heart scans and stress tests are not routine for people without symptoms',
  )
  await expect(main).toContainText(
    'Screening is for people without symptoms. If you have symptoms such as chest pain, breathlessness or palpitations, please arrange a consultation rather than a screening.',
  )
})
