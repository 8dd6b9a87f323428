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
    await expect(await fact('MCR number')).toHaveText(clinic.doctor.mcrNumber)
    const separator = tr(locale, ', ')
    await expect(await fact('Qualifications')).toHaveText(
      clinic.doctor.qualifications.join(separator),
    )
    await expect(await fact('Hospital privileges')).toHaveText(
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
