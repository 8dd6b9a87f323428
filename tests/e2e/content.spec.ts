import { type Browser } from '@playwright/test'
import { expect, scaleTimeout, test } from './support/test.ts'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { clinic } from '../../app/site/clinic.ts'
import { articleMeta } from './support/articles.ts'
import { articleIds, emergencyArticleIds, medicalPageIds } from './support/expectations.ts'
import { tr } from './support/catalog.ts'
import { intlWhileHydrating, recordIntlWhileHydrating } from './support/intl.ts'
import { localeRecord, splitLocalePath, type Locale } from '../../app/i18n/locales.ts'
import { formatPhone } from '../../app/site/phone.ts'
import {
  allLocalizedPaths,
  pageExistsIn,
  pageHref,
  pageIdAt,
  pageIds,
  pageMatrix,
  type ArticlePageId,
  type PageId,
} from '../../app/site/pages.ts'

const site = clinic.siteUrl
const emergencyPages: readonly PageId[] = [
  'home',
  'contact',
  'thankYou',
  'servicesIndex',
  'overseasPatients',
  ...medicalPageIds,
  ...emergencyArticleIds,
]

function expectedTypes(id: PageId): string[] {
  if (id === 'home') return ['MedicalClinic']
  if (id === 'doctor') return ['BreadcrumbList', 'Physician']
  if ((articleIds as readonly PageId[]).includes(id)) return ['Article', 'BreadcrumbList']
  return ['BreadcrumbList']
}

type JsonLd = Record<string, unknown> & { '@type': string }

test('the emergency note is required on every service and condition page', () => {
  const underSections = pageIds.filter((id) =>
    /^\/(services|conditions)\/[^/]+\/$/.test(pageMatrix[id].path),
  )
  expect([...underSections].sort()).toEqual([...medicalPageIds].sort())
  expect(medicalPageIds).not.toContain('servicesIndex')
})

// One visit per page runs every per-page check: a page is loaded once per suite.
test.describe('every page in every language it exists in', () => {
  for (const { id, locale, href } of allLocalizedPaths()) {
    test(`${href}: head tags and content`, async ({ page }) => {
      test.setTimeout(60_000)
      await page.addInitScript(recordIntlWhileHydrating)
      const response = await page.goto(href)
      expect(response?.status()).toBe(200)
      expect(
        await intlWhileHydrating(page),
        'Intl formatters made while the page hydrated (ADR 0006: words made at build time)',
      ).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('lang', localeRecord[locale].tag)
      await expect(page).toHaveTitle(/\S/)

      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${site}${href}`)
      // hreflang alternates: exactly the languages the page exists in, plus x-default to English.
      const langs = pageMatrix[id].langs as readonly Locale[]
      const expected = langs.map((l) => [localeRecord[l].tag, `${site}${pageHref(id, l)}`])
      if (langs.includes('en')) expected.push(['x-default', `${site}${pageHref(id, 'en')}`])
      const alternates = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        )
      expect(alternates.sort()).toEqual(expected.sort())
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        localeRecord[locale].ogLocale,
      )
      const ogAlternates = await page
        .locator('meta[property="og:locale:alternate"]')
        .evaluateAll((m) => m.map((e) => e.getAttribute('content')))
      expect(ogAlternates.sort()).toEqual(
        langs
          .filter((l) => l !== locale)
          .map((l) => localeRecord[l].ogLocale)
          .sort(),
      )

      const main = page.getByRole('main')

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(
        await main.getByRole('heading', { level: 2 }).count(),
        'sections (h2) in <main>',
      ).toBeGreaterThanOrEqual(2)
      const text = (await main.innerText()).replace(/\s+/g, ' ').trim()
      // Chinese and Japanese need far fewer characters than English for the same content.
      const minimum = locale === 'cn' || locale === 'jp' ? 300 : 900
      expect(text.length, `text length of <main> on ${href}`).toBeGreaterThanOrEqual(minimum)

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const data = blocks.map((block) => JSON.parse(block) as JsonLd)
      expect(data.map((item) => item['@type']).sort()).toEqual(expectedTypes(id))
      for (const item of data) {
        expect(item['@context']).toBe('https://schema.org')
        checkJsonLd(item, id, locale, href)
      }

      // The page's first image (its hero, or the doctor's portrait) is fetched first; every other
      // image waits until it is near the viewport.
      const first = main.locator('img[fetchpriority="high"]')
      expect(await first.count(), 'images fetched with high priority').toBeLessThanOrEqual(1)
      if ((await main.locator('.page-hero img').count()) > 0)
        await expect(main.locator('.page-hero img')).toHaveAttribute('fetchpriority', 'high')
      if ((await first.count()) > 0) await expect(first).toHaveAttribute('loading', 'eager')
      for (const other of await main.locator('img:not([fetchpriority="high"])').all()) {
        await expect(other).toHaveAttribute('loading', 'lazy')
        await expect(other).toHaveAttribute('decoding', 'async')
      }

      // Images: explicit width and height that match the image's own aspect ratio (no layout shift).
      const images = await page.locator('img').evaluateAll(async (elements) => {
        const list = elements as HTMLImageElement[]
        for (const img of list) img.loading = 'eager'
        await Promise.all(list.map((img) => img.decode().catch(() => undefined)))
        return list.map((img) => ({
          src: img.currentSrc || img.src,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          naturalWidth: img.naturalWidth,
          naturalHeight: img.naturalHeight,
        }))
      })
      for (const img of images) {
        expect(img.width, `width attribute of ${img.src}`).toMatch(/^[1-9]\d*$/)
        expect(img.height, `height attribute of ${img.src}`).toMatch(/^[1-9]\d*$/)
        expect(img.alt, `alt attribute of ${img.src}`).not.toBeNull()
        expect(img.naturalWidth, `${img.src} loaded`).toBeGreaterThan(0)
        const declared = Number(img.width) / Number(img.height)
        const natural = img.naturalWidth / img.naturalHeight
        expect(Math.abs(declared - natural) / declared, `aspect ratio of ${img.src}`).toBeLessThan(
          0.02,
        )
      }

      if (emergencyPages.includes(id)) {
        const note = main.getByRole('complementary', { name: tr(locale, 'Emergency') })
        await expect(note.first()).toBeVisible()
        const call = note.first().getByRole('link', { name: '995', exact: true })
        await expect(call).toHaveAttribute('href', 'tel:995')
        await expect(call).toHaveText('995')
        if (locale === 'en') {
          await expect(note.first()).toContainText(
            'If you have chest pain or think you may be having a heart attack, call 995 for an ambulance.',
          )
        }
      }
    })
  }
})

test('client-side navigation renders the next page with its own structured data', async ({
  page,
}) => {
  await page.goto('/services/angioplasty/')
  await page
    .getByRole('region', { name: 'Related pages' })
    .getByRole('link', { name: 'Angina (chest pain from the heart)', exact: true })
    .click()
  await expect(page).toHaveURL(/\/conditions\/angina\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Angina (chest pain from the heart)',
  )
  await expect(page).toHaveTitle(/^Angina \(chest pain from the heart\) \|/)
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => JSON.parse(block) as JsonLd,
  )
  expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
  expect((data[0]?.['itemListElement'] as { item: string }[]).at(-1)?.item).toBe(
    `${site}/conditions/angina/`,
  )
  await expect(page.locator('.page-hero img')).toHaveJSProperty('complete', true)
})

// "Collapse" is falling down (倒れる, 倒下, ambruk), not losing consciousness: that patient could
// not call. Under the call-995 box no heading reads "if it is urgent".
test('translated emergency and symptom messages keep the English meaning', async ({ page }) => {
  // Two pages in each of three languages, and one more.
  scaleTimeout(7, 5_000)
  const collapse: Record<Exclude<Locale, 'en'>, RegExp> = {
    cn: /倒下/,
    bh: /ambruk/,
    jp: /倒れ/,
  }
  for (const locale of ['cn', 'bh', 'jp'] as const) {
    await page.goto(pageHref('contact', locale)!)
    const main = page.getByRole('main')
    // The 995 line heading the footer, as in the chat menu.
    const emergencyLine = page
      .getByRole('contentinfo')
      .getByRole('link', { name: tr(locale, 'Chest pain or collapse: call 995') })
      .first()
    await expect(emergencyLine).toHaveAttribute('href', 'tel:995')
    await expect(emergencyLine).toContainText(collapse[locale])
    const afterHours = main
      .getByRole('paragraph')
      .filter({ has: page.getByRole('link', { name: '995', exact: true }) })
    await expect(afterHours.last()).toContainText(collapse[locale])
    for (const text of [await emergencyLine.textContent(), await afterHours.last().textContent()])
      expect(text).not.toMatch(/意識|昏|pingsan/)

    await page.goto(pageHref('thankYou', locale)!)
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents()
    const phoneHeading = tr(locale, 'Calling the clinic')
    expect(headings).toContain(phoneHeading)
    expect(phoneHeading).not.toMatch(/急|尽快|segera|darurat|lebih cepat/i)
  }

  await page.goto(pageHref('cardiacPet', 'cn')!)
  const stress = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      hasText: tr(
        'cn',
        'The stress medicine is given through the cannula. It can cause flushing, breathlessness, headache or chest tightness for a few minutes. Tell the team how you feel.',
      ),
    })
  await expect(stress).toContainText('持续几分钟')
  await expect(stress).not.toContainText('几分钟内引起')
})

function checkJsonLd(item: JsonLd, id: PageId, locale: Locale, href: string) {
  const tag = localeRecord[locale].tag
  const url = `${site}${href}`
  switch (item['@type']) {
    case 'BreadcrumbList': {
      const elements = item['itemListElement'] as {
        '@type': string
        position: number
        name: string
        item: string
      }[]
      expect(elements.length).toBeGreaterThanOrEqual(2)
      elements.forEach((element, index) => {
        expect(element['@type']).toBe('ListItem')
        expect(element.position).toBe(index + 1)
        expect(element.name.trim()).not.toBe('')
        expect(element.item.startsWith(`${site}/`), element.item).toBe(true)
        const target = splitLocalePath(element.item.slice(site.length))
        expect(target.locale).toBe(locale)
        const targetId = pageIdAt(target.path)
        expect(targetId && pageExistsIn(targetId, locale), `${element.item} exists`).toBe(true)
      })
      expect(elements[0]?.item).toBe(`${site}${pageHref('home', locale)}`)
      expect(elements.at(-1)?.item).toBe(url)
      break
    }
    case 'MedicalClinic':
      expect(item).toMatchObject({
        name: clinic.clinicName,
        telephone: clinic.phones.call,
        url,
        inLanguage: tag,
        medicalSpecialty: 'https://schema.org/Cardiovascular',
      })
      expect(item['address']).toMatchObject({
        '@type': 'PostalAddress',
        postalCode: clinic.address.postalCode,
        addressCountry: 'SG',
      })
      expect(item['openingHoursSpecification'] as unknown[]).toHaveLength(
        clinic.openingHours.length,
      )
      break
    case 'Physician':
      expect(item).toMatchObject({
        name: clinic.doctor.name,
        url,
        medicalSpecialty: 'https://schema.org/Cardiovascular',
      })
      break
    case 'Article':
      expect(item).toMatchObject({
        url,
        inLanguage: tag,
        datePublished: articleMeta(id as ArticlePageId).published,
      })
      expect(String(item['headline']).length).toBeGreaterThan(5)
      expect(String(item['description']).length).toBeGreaterThan(20)
      expect(item['author']).toMatchObject({ name: clinic.clinicName })
      expect(String(item['image'])).toMatch(
        new RegExp(`^${site.replace(/[.]/g, '\\.')}/assets/img/`),
      )
      break
    default:
      throw new Error(`Unexpected JSON-LD type ${item['@type']} on ${href}`)
  }
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

function linksIn(html: string): { pages: string[]; images: string[] } {
  const pages = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => decode(m[1] ?? ''))
  const images: string[] = []
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1]
    if (src) images.push(decode(src))
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1]
    if (srcset)
      for (const candidate of decode(srcset).split(','))
        images.push(candidate.trim().split(/\s+/)[0] ?? '')
  }
  const internal = (target: string) => {
    if (!target.startsWith('/') || target.startsWith('//')) return undefined
    return target.split('#')[0] || undefined
  }
  return {
    pages: pages.map(internal).filter((t): t is string => t !== undefined),
    images: images.map(internal).filter((t): t is string => t !== undefined),
  }
}

test('a crawl of the site finds no broken internal link or image, and unique titles per language', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const start = allLocalizedPaths().map(({ href }) => href)
  const referrers = new Map<string, string>(start.map((href) => [href, '(page matrix)']))
  const queue = [...start]
  const seen = new Set(queue)
  const problems: string[] = []
  const titles = new Map<string, string[]>()
  const descriptions = new Map<string, string[]>()
  let imageCount = 0

  const check = async (target: string, kind: 'page' | 'image') => {
    const response = await request.get(target, { maxRedirects: 0 })
    if (response.status() !== 200) {
      problems.push(
        `${response.status()} ${target} (${kind}, linked from ${referrers.get(target)})`,
      )
      return undefined
    }
    if (kind === 'image') {
      imageCount++
      expect(response.headers()['content-type'], target).toMatch(/^image\//)
      if (target.startsWith('/assets/img/'))
        expect(response.headers()['cache-control'], target).toBe(
          'public, max-age=31536000, immutable',
        )
      return undefined
    }
    return response.headers()['content-type']?.includes('text/html')
      ? await response.text()
      : undefined
  }

  while (queue.length > 0) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (target) => {
        const isImage = /\.(webp|avif|png|jpe?g|svg|gif)$/i.test(target)
        const html = await check(target, isImage ? 'image' : 'page')
        if (!html) return
        const { locale } = splitLocalePath(target)
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]
        if (pageIdAt(splitLocalePath(target).path)) {
          expect(title, `title of ${target}`).toBeTruthy()
          expect(description, `description of ${target}`).toBeTruthy()
          titles.set(`${locale}:${decode(title ?? '')}`, [
            ...(titles.get(`${locale}:${decode(title ?? '')}`) ?? []),
            target,
          ])
          descriptions.set(`${locale}:${decode(description ?? '')}`, [
            ...(descriptions.get(`${locale}:${decode(description ?? '')}`) ?? []),
            target,
          ])
        }
        const { pages, images } = linksIn(html)
        for (const next of [...pages, ...images]) {
          if (seen.has(next)) continue
          seen.add(next)
          referrers.set(next, target)
          queue.push(next)
        }
      }),
    )
  }

  expect(problems).toEqual([])
  expect(imageCount).toBeGreaterThan(20)
  const duplicates = [...titles, ...descriptions].filter(([, pages]) => pages.length > 1)
  expect(duplicates, 'titles and descriptions shared by several pages of one language').toEqual([])
})

const distClient = fileURLToPath(new URL('../../dist/client/', import.meta.url))

/** Texts a translation legitimately keeps: names, numbers, phone numbers, addresses, e-mail. */
const keep = [
  clinic.clinicName,
  clinic.doctor.name,
  ...Object.values(clinic.doctor.names),
  clinic.email,
  clinic.address.street,
  clinic.address.unit,
  clinic.address.city,
  ...Object.values(clinic.phones).flatMap((phone) => [phone, formatPhone(phone)]),
  ...clinic.doctor.qualifications,
  clinic.privacy.dataProtectionOfficer.name,
  clinic.privacy.dataProtectionOfficer.email,
  ...clinic.fees.insurerPanels,
  // Names shown as written: hospitals, the MRT station and the building with the car park.
  ...clinic.doctor.hospitals,
  ...Object.values(clinic.procedureLocations).flat(),
  clinic.directions.mrt.station,
  clinic.directions.parking,
]
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const keepPattern = new RegExp(keep.filter(Boolean).map(escapeRegExp).join('|'), 'gi')

/** '' when nothing to translate remains once names, numbers and punctuation are removed. */
function translatableCore(text: string): string {
  const core = text
    .replace(keepPattern, ' ')
    .replace(/\+?\d[\d\s:.,–-]*/g, ' ')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // Fewer than two words of Latin letters (e.g. "ECG", "PET") is a name or an abbreviation.
  return core.split(' ').filter((word) => /\p{L}{2,}/u.test(word)).length < 2
    ? ''
    : core.toLowerCase()
}

async function visibleTexts(browser: Browser, file: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true })
  try {
    const page = await context.newPage()
    await page.setContent(readFileSync(file, 'utf8'), { waitUntil: 'domcontentloaded' })
    return await page.evaluate(() => {
      const texts: string[] = [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      ]
      const main = document.querySelector('main')
      if (main) {
        for (const element of main.querySelectorAll(
          'h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, figcaption, caption, a, button, label',
        )) {
          // Text marked as another language on purpose (the note leading readers of a missing
          // language to their home page, written in that language) is not the page's own text.
          if (element.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang)
            continue
          texts.push((element as HTMLElement).innerText)
        }
        for (const img of main.querySelectorAll('img[alt]'))
          texts.push(img.getAttribute('alt') ?? '')
      }
      return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean)
    })
  } finally {
    await context.close()
  }
}

const htmlFile = (href: string) => `${distClient}${href.replace(/^\//, '')}index.html`

test('pages in cn, bh and jp contain no untranslated English text', async ({ browser }) => {
  // Every page's prerendered HTML read once, in a context of its own.
  scaleTimeout(allLocalizedPaths().length, 2_500)
  const english = new Map<PageId, Set<string>>()
  const allEnglish = new Set<string>()
  for (const { id, href } of allLocalizedPaths().filter((p) => p.locale === 'en')) {
    const cores = new Set(
      (await visibleTexts(browser, htmlFile(href))).map(translatableCore).filter(Boolean),
    )
    english.set(id, cores)
    for (const core of cores) allEnglish.add(core)
  }
  const untranslated: string[] = []
  for (const { id, locale, href } of allLocalizedPaths().filter((p) => p.locale !== 'en')) {
    // A page without an English version is compared with the whole English site.
    const reference = english.get(id) ?? allEnglish
    for (const text of await visibleTexts(browser, htmlFile(href))) {
      const core = translatableCore(text)
      if (core && reference.has(core)) untranslated.push(`${locale} ${href}: "${text}"`)
    }
  }
  expect([...new Set(untranslated)]).toEqual([])
})
