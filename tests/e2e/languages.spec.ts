// Each language's own page: its note where a page is missing, its typography, hydration in its
// language. Expectations derive from the page matrix; the switcher is in language-switch.spec.ts.
import { spawnSync } from 'node:child_process'
import { expect, scaleTimeout, test } from './support/test.ts'
import { tr } from './support/catalog.ts'
import { missingLanguages, missingPageText } from '../../app/content/language-note.ts'
import { localeRecord, locales, type Locale } from '../../app/i18n/locales.ts'
import { allLocalizedPaths, pageHref } from '../../app/site/pages.ts'
import { clinic } from '../../app/site/clinic.ts'
import { formatPhone } from '../../app/site/phone.ts'

import { languages } from './support/shell.ts'
import { precedes } from './support/accessibility.ts'
import { emergencyArticleIds, medicalPageIds } from './support/expectations.ts'
import type { PageId } from '../../app/site/pages.ts'

/** The pages that open with the 995 box: services, conditions and the articles about symptoms. */
const symptomPages: readonly PageId[] = [...medicalPageIds, ...emergencyArticleIds]

const note = (page: import('@playwright/test').Page, locale: Locale) =>
  page.getByRole('main').getByRole('complementary', { name: tr(locale, 'Other languages') })

test('every page some languages lack has the note, with exactly the missing languages; no other page has it', async ({
  request,
}) => {
  scaleTimeout(allLocalizedPaths().length, 500)
  for (const { id, href } of allLocalizedPaths()) {
    const html = await (await request.get(href)).text()
    const missing = missingLanguages(id)
    const aside = /<aside class="language-note".*?<\/aside>/s.exec(html)?.[0] ?? ''
    const homes = [...aside.matchAll(/<li lang="([^"]+)">.*?<a[^>]*href="([^"]+)"/g)].map(
      (match) => [match[1], match[2]],
    )
    if (missing.length === 0) {
      expect(html, href).not.toContain('class="language-note"')
    } else {
      expect(html, href).toContain('class="language-note"')
      expect(homes, href).toEqual(
        missing.map((locale) => [localeRecord[locale].tag, pageHref('home', locale)]),
      )
    }
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('an English-only page says so in English and leads each other language to its home page, in that language', async ({
    page,
  }) => {
    await page.goto('/services/sports-cardiology/')
    const box = note(page, 'en')
    await expect(box).toBeVisible()
    await expect(
      box.getByText(tr('en', 'This page is in English only.'), { exact: true }),
    ).toBeVisible()
    const others: Locale[] = ['cn', 'bh', 'jp']
    await expect(box.getByRole('link')).toHaveCount(others.length)
    for (const locale of others) {
      const { tag } = localeRecord[locale]
      const item = box.getByRole('listitem').filter({ hasText: missingPageText[locale].note })
      await expect(item).toHaveAttribute('lang', tag)
      // No Latin space after a full-width 。 (Chinese, Japanese); a space after a full stop.
      const { note: said, gap, home } = missingPageText[locale]
      await expect(item).toHaveText(`${said}${gap}${home}`)
      const link = item.getByRole('link', { name: missingPageText[locale].home })
      await expect(link).toHaveAttribute('href', pageHref('home', locale)!)
      await expect(link).toHaveAttribute('hreflang', tag)
    }
    // Following one opens that language's home page and remembers the choice.
    await box.getByRole('link', { name: missingPageText.jp.home }).click()
    await expect(page).toHaveURL('/jp/')
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((cookie) => cookie.name === 'i18n_redirected')
            ?.value,
      )
      .toBe('jp')
  })

  test('a Chinese page without Bahasa and Japanese versions says so in Chinese, with links to those two', async ({
    page,
  }) => {
    await page.goto('/cn/services/angioplasty/')
    const box = note(page, 'cn')
    await expect(box).toBeVisible()
    await expect(
      box.getByText(tr('cn', 'This page is not available in every language.'), { exact: true }),
    ).toBeVisible()
    expect(tr('cn', 'This page is not available in every language.')).not.toBe(
      'This page is not available in every language.',
    )
    await expect(box.getByRole('link')).toHaveText([
      missingPageText.bh.home,
      missingPageText.jp.home,
    ])
  })

  test('on a page about symptoms or treatment, the 995 box comes right after the title, before the note', async ({
    page,
  }) => {
    for (const { href, locale } of allLocalizedPaths().filter(
      ({ id }) => symptomPages.includes(id) && missingLanguages(id).length > 0,
    )) {
      await page.goto(href)
      const main = page.getByRole('main')
      const title = main.getByRole('heading', { level: 1 })
      const emergency = main.getByRole('complementary', { name: tr(locale, 'Emergency') })
      const box = note(page, locale)
      await expect(box, href).toHaveCount(1)
      expect(await precedes(title, emergency), href).toBe(true)
      expect(await precedes(emergency, box), href).toBe(true)
      // Nothing but the page's heading and its picture stands before the 995 box.
      await expect(main.locator('article > .language-note'), href).toHaveCount(0)
    }
  })

  test('a page every language has shows no note', async ({ page }) => {
    await page.goto('/jp/contact-us/')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(note(page, 'jp')).toHaveCount(0)
  })
})

test('Japanese: opening hours read 9:00～17:30, headings break by phrase, Japanese fonts come before Chinese ones', async ({
  page,
}) => {
  await page.goto('/jp/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(/\d{1,2}:\d{2}～\d{1,2}:\d{2}/)
  await expect(footer).not.toContainText(/\d時\d{2}分/)
  const main = page.getByRole('main')
  const h1 = main.getByRole('heading', { level: 1 })
  await expect(h1).toHaveCSS('word-break', 'auto-phrase')
  await expect(h1).toHaveCSS('text-wrap-style', 'balance')
  const lead = main.getByText(
    tr(
      'jp',
      'A private cardiology clinic in Singapore. Our cardiologist sees you at the clinic and provides or arranges the tests and treatment you need, some in hospital.',
    ),
    { exact: true },
  )
  await expect(lead).toHaveCSS('text-wrap-style', 'pretty')
  const fonts = await h1.evaluate((element) => getComputedStyle(element).fontFamily)
  expect(fonts).toContain('Noto Sans CJK JP')
  expect(fonts).not.toContain('Noto Sans CJK SC')
  // The Chinese name in the switcher, on the Japanese page, gets Chinese fonts (its own lang).
  const chinese = languages(page, 'jp').getByRole('link', {
    name: localeRecord.cn.name,
    exact: true,
  })
  await expect(chinese).toHaveAttribute('lang', localeRecord.cn.tag)
  expect(await chinese.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
    'Noto Sans CJK SC',
  )
})

test.describe('joins each language writes its own way', () => {
  for (const locale of ['cn', 'jp'] as const)
    test(`${locale}: on the contact page, "not for emergencies" is a sentence of its own after the WhatsApp number`, async ({
      page,
    }) => {
      await page.goto(pageHref('contact', locale)!)
      const whatsapp = page
        .getByRole('main')
        .getByRole('paragraph')
        .filter({
          has: page.getByRole('link', { name: formatPhone(clinic.phones.whatsapp) }),
          hasText: tr(locale, 'WhatsApp:'),
        })
      const caveat = tr(locale, 'Not for emergencies: for chest pain or collapse, call <0>995</0>.')
      await expect(whatsapp).toContainText(`。${caveat.split('<0>')[0]}`)
    })

  test('the Chinese hours put the noon hour at 中午; the Indonesian days are in full, the range unspaced', async ({
    page,
  }) => {
    await page.goto(pageHref('home', 'cn')!)
    const hours = page.getByRole('contentinfo').locator('.site-footer__hours')
    await expect(hours).not.toContainText('下午12:')
    for (const time of clinic.openingHours.flatMap((slot) => [slot.opens, slot.closes]))
      if (time.startsWith('12:')) await expect(hours).toContainText(`中午${time}`)
    await page.goto(pageHref('home', 'bh')!)
    const monday = await page.evaluate(() =>
      new Intl.DateTimeFormat('id-SG', { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, 1),
      ),
    )
    const days = page.getByRole('contentinfo').locator('.site-footer__hours dt')
    await expect(days.first()).toContainText(monday)
    expect(await days.first().textContent()).not.toMatch(/\s–|–\s/)
  })

  for (const locale of locales)
    test(`${locale}: the privacy policy's transfers list ends on a full stop, not a semicolon`, async ({
      page,
    }) => {
      await page.goto(pageHref('privacyPolicy', locale)!)
      const transfers = page
        .getByRole('region', { name: tr(locale, 'Transfers outside Singapore') })
        .getByRole('listitem')
      await expect(transfers.last()).not.toHaveText(/[;；]$/)
      await expect(transfers.first()).toHaveText(locale === 'jp' ? /[^;；。]$/ : /[;；]$/)
    })
})

// A run of CJK text that no face of its stack covers makes Chromium search the system's fonts
// for it, run after run: on a machine without the named faces that was most of the Chinese pages'
// first layout (ADR 0023). The heading is Chinese characters alone.
test('Chinese text is drawn with a face its font stack names', async ({ page }) => {
  // A machine with no Chinese face at all draws boxes whatever the stack says.
  const faces = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout ?? ''
  test.skip(faces.trim() === '', 'this machine has no Chinese font (fc-list :lang=zh)')
  for (const href of [pageHref('home', 'cn'), pageHref('angioplasty', 'cn')]) {
    await page.goto(href ?? '/cn/')
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
    const stack = await h1.evaluate((element) => getComputedStyle(element).fontFamily)
    const cdp = await page.context().newCDPSession(page)
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' })
    await cdp.send('CSS.enable')
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    await cdp.detach()
    expect(fonts.length, href).toBeGreaterThan(0)
    for (const { familyName } of fonts)
      expect(stack, `${href}: ${familyName}`).toContain(familyName)
  }
})

test('a disabled language in the switcher is not slanted (no synthetic italics on CJK)', async ({
  page,
}) => {
  await page.goto('/services/sports-cardiology/')
  for (const locale of locales.filter((l) => l !== 'en')) {
    const item = page.locator(
      `header .lang-switcher [aria-disabled="true"][lang="${localeRecord[locale].tag}"]`,
    )
    await expect(item).toHaveCSS('font-style', 'normal')
  }
})

test.describe('i18n hydration', () => {
  for (const locale of locales) {
    test(`${locale}: the page hydrates without warnings in its language`, async ({
      page,
      consoleMessages,
    }) => {
      // page.goto waits for hydration: by then React has reported any mismatch.
      await page.goto(pageHref('contact', locale)!)
      await expect(page.locator('html')).toHaveAttribute('lang', localeRecord[locale].tag)
      expect(
        consoleMessages.filter(
          (m) => m.type === 'error' || m.type === 'warning' || m.type === 'pageerror',
        ),
      ).toEqual([])
    })
  }
})
