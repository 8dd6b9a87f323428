// Phone checks behind the accessibility goals for older patients (docs/accessibility.md).
import { expect, scaleTimeout, test } from './support/test.ts'
import { headerProblems, setBrowserTextSize, textSpacing } from './support/a11y.ts'
import { tr } from './support/catalog.ts'
import { isInk, renderedPixels } from './support/pixels.ts'
import { axePages } from './support/axe-pages.ts'
import { locales } from '../../app/i18n/locales.ts'
import { pageHref } from '../../app/site/pages.ts'

test.skip(({ isMobile }) => !isMobile, 'phone layout: runs in the mobile project')
// The text-spacing override is a style the page's CSP would refuse.
test.use({ bypassCSP: true })

// 200 % on every page type (a phone then has about 12 em: long words must break), 150 % on one.
// One test per language and size, its budget growing with its pages.
for (const locale of locales)
  for (const px of [24, 32])
    test(`${locale}: ${px} px browser text on a 390 px phone: the header fits and grows, nothing scrolls sideways`, async ({
      page,
    }) => {
      const pages = px === 32 ? axePages(locale) : [['contact', pageHref('contact', locale)!]]
      scaleTimeout(pages.length, 5_000)
      await page.setViewportSize({ width: 390, height: 844 })
      await setBrowserTextSize(page, px)
      for (const [, path] of pages) {
        await page.goto(path!)
        expect(await headerProblems(page), path).toEqual([])
      }
    })

// The smallest phones at 200 % text: about 10 em of line. One test per language and width, its
// budget growing with its pages.
for (const locale of locales)
  for (const [width, height] of [
    [320, 568],
    [360, 740],
  ] as const)
    test(`${locale}: 32 px browser text on a ${width} px phone: no page scrolls sideways, the emergency box holds its text`, async ({
      page,
    }) => {
      const pages = axePages(locale)
      scaleTimeout(pages.length, 5_000)
      await page.setViewportSize({ width, height })
      await setBrowserTextSize(page, 32)
      for (const [, path] of pages) {
        await page.goto(path)
        expect(await headerProblems(page), path).toEqual([])
        const spills = await page
          .getByRole('complementary', { name: tr(locale, 'Emergency') })
          .evaluateAll((boxes) =>
            boxes.flatMap((box) => {
              const edge = box.getBoundingClientRect().right
              return [...box.querySelectorAll('p')]
                .filter(
                  (p) =>
                    p.getBoundingClientRect().right > edge + 1 || p.scrollWidth > p.clientWidth + 1,
                )
                .map((p) => (p.textContent ?? '').slice(0, 40))
            }),
          )
        expect(spills, `${path}: lines running out of the emergency box`).toEqual([])
      }
    })

test('200 % text set by a style (html font-size 32 px) on a 390 px phone: the header wraps, nothing is off-screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const locale of locales) {
    await page.goto(pageHref('home', locale)!)
    await page.addStyleTag({ content: 'html{font-size:32px}' })
    await expect.poll(() => headerProblems(page), locale).toEqual([])
  }
})

test('text spacing at 320 px: the header parts do not overlap, no heading overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 })
  for (const path of ['/', '/cn/', '/jp/privacy-policy/', '/bh/contact-us/']) {
    await page.goto(path)
    await page.addStyleTag({ content: textSpacing })
    await expect.poll(() => headerProblems(page), path).toEqual([])
    const overlaps = await page.evaluate(() => {
      const parts = [...document.querySelectorAll<HTMLElement>('.site-header__bar > *')].filter(
        (el) => el.checkVisibility(),
      )
      const boxes = parts.flatMap((el) =>
        [el, ...el.querySelectorAll<HTMLElement>('*')]
          .filter((child) => child.checkVisibility() && child.getClientRects().length)
          .map((child) => ({
            part: el,
            box: child.getBoundingClientRect(),
            name: child.className,
          })),
      )
      const found: string[] = []
      for (const a of boxes)
        for (const b of boxes)
          if (
            a.part !== b.part &&
            a.box.left < b.box.right - 1 &&
            b.box.left < a.box.right - 1 &&
            a.box.top < b.box.bottom - 1 &&
            b.box.top < a.box.bottom - 1 &&
            a.box.width > 1 &&
            b.box.width > 1
          )
            found.push(`${String(a.name)} / ${String(b.name)}`)
      return found
    })
    expect(overlaps, path).toEqual([])
    const h1 = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => ({ scroll: el.scrollWidth, width: el.clientWidth }))
    expect(h1.scroll, `${path}: the heading fits its box`).toBeLessThanOrEqual(h1.width + 1)
  }
})

test('the phone menu shows the current page by more than colour', async ({ page }) => {
  await page.goto(pageHref('feesAndInsurance', 'en')!)
  await page.getByRole('button', { name: 'Menu' }).click()
  const nav = page.getByRole('dialog').getByRole('navigation')
  const current = nav.getByRole('link', { name: 'Fees and insurance', exact: true })
  await expect(current).toHaveAttribute('aria-current', 'page')
  const other = nav.getByRole('link', { name: 'Contact us', exact: true })
  await expect(other).not.toHaveAttribute('aria-current', /./)
  const look = (el: Element) => {
    const style = getComputedStyle(el)
    return { weight: style.fontWeight, background: style.backgroundColor, shadow: style.boxShadow }
  }
  const a = await current.evaluate(look)
  const b = await other.evaluate(look)
  expect(a.background).not.toBe(b.background)
  expect(Number(a.weight)).toBeGreaterThan(Number(b.weight))
  expect(a.shadow).not.toBe('none')
})

// 2.5.5: the numbers a patient taps, each 44 px tall, however the paragraph around them reads.
test('the contact page’s WhatsApp and after-hours numbers are 44 px targets, like its phone and e-mail', async ({
  page,
}) => {
  for (const locale of locales) {
    await page.goto(pageHref('contact', locale)!)
    const section = page.getByRole('region', { name: tr(locale, 'Call, WhatsApp or email us') })
    const numbers = section.getByRole('link').filter({ hasNotText: /^995$/ })
    // Phone, e-mail, WhatsApp and the after-hours line.
    await expect(numbers).toHaveCount(4)
    for (const link of await numbers.all()) {
      const box = (await link.boundingBox())!
      expect(box.height, `${locale} ${await link.textContent()}`).toBeGreaterThanOrEqual(44)
      expect(box.width, `${locale} ${await link.textContent()}`).toBeGreaterThanOrEqual(44)
    }
  }
})

// Windows high contrast drops backgrounds and shadows: the tint and the inset bar go with them.
test('in forced colours the phone menu still marks the current page with a bar', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto(pageHref('feesAndInsurance', 'en')!)
  await page.getByRole('button', { name: 'Menu' }).click()
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' })
  const leftEdge = async (name: string) => {
    const pixels = await renderedPixels(nav.getByRole('link', { name, exact: true }))
    return isInk(pixels.at(1, pixels.height / 2))
  }
  expect(await leftEdge('Fees and insurance')).toBe(true)
  expect(await leftEdge('Contact us')).toBe(false)
})

test('the comparison table shows at its edge that it scrolls, and where it ends', async ({
  page,
}) => {
  await page.goto(pageHref('blogAttackVsFailure', 'en')!)
  const region = page.getByRole('region', { name: 'The key differences' })
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // The text out of the way: what is left at each edge is the cue alone.
  await page.addStyleTag({ content: '.table-scroll td, .table-scroll th { color: transparent }' })
  // The middle of the last row, whose cells have no fill of their own (the heading row has).
  const y = await region.evaluate((el) => {
    const row = el.querySelector('tbody tr:last-child')!.getBoundingClientRect()
    return row.top + row.height / 2 - el.getBoundingClientRect().top
  })
  const edges = async () => {
    const pixels = await renderedPixels(region)
    return { left: isShaded(pixels.at(1, y)), right: isShaded(pixels.at(pixels.width - 2, y)) }
  }
  expect(await edges()).toEqual({ left: false, right: true })
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
  expect(await edges()).toEqual({ left: true, right: false })
})

test('the comparison table scrolls from the keyboard: a labelled region, row headings', async ({
  page,
}) => {
  await page.goto(pageHref('blogAttackVsFailure', 'en')!)
  const region = page.getByRole('region', { name: 'The key differences' })
  await expect(region.getByRole('table')).toBeVisible()
  await region.focus()
  await expect(region).toBeFocused()
  const before = await region.evaluate((el) => el.scrollLeft)
  const scrollable = await region.evaluate((el) => el.scrollWidth > el.clientWidth)
  if (scrollable) {
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before)
  }
  await expect(region.getByRole('rowheader')).toHaveText([
    'What it is',
    'How it starts',
    'Main symptoms',
    'Urgency',
    'Main treatment',
  ])
})

// With 200 % text a phone on its side would keep a quarter of its height for the header.
test('the header scrolls away in a short landscape window at 200 % text, and stays at default size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 })
  for (const [px, stays] of [
    [16, true],
    [32, false],
  ] as const) {
    await setBrowserTextSize(page, px)
    await page.goto(pageHref('angioplasty', 'en')!)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const top = (await page.getByRole('banner').boundingBox())!.y
    if (stays) expect(top, `${px} px text`).toBe(0)
    else expect(top, `${px} px text`).toBeLessThan(0)
  }
})

/** A light grey-teal: the scroll cue's shadow, neither the white of a cell nor its text. */
function isShaded([r, , b]: [number, number, number]) {
  return r < 245 && b > r && r > 150
}
