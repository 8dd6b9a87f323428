// The checks behind the accessibility goals for older patients that axe does not make
// (docs/accessibility.md): enlarged text, focus rings, borders, short windows, forced colours.
import { tr } from './support/catalog.ts'
import { expect, scaleTimeout, test } from './support/test.ts'
import { backgroundOf, contrast, headerProblems, setBrowserTextSize } from './support/a11y.ts'
import { locales } from '../../app/i18n/locales.ts'
import { clinic } from '../../app/site/clinic.ts'
import { enquiryForm, fromOwnAddress } from './support/enquiry.ts'
import { accessibleProperty } from './support/accessibility.ts'
import { countPixels, isFocusRing, isRed, renderedPixels } from './support/pixels.ts'
import { panelOf } from './support/shell.ts'
import { pageHref } from '../../app/site/pages.ts'

test.describe('the header with the browser text size enlarged', () => {
  const cases: [number, number, number][] = [
    [24, 1280, 800],
    [24, 1024, 640],
    [24, 1366, 650],
    [32, 1280, 800],
    [20, 1280, 800],
  ]
  for (const [px, width, height] of cases) {
    test(`${px} px text in a ${width}x${height} window: every control inside the window, the page under the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await setBrowserTextSize(page, px)
      for (const locale of locales) {
        await page.goto(pageHref('home', locale)!)
        expect(await headerProblems(page), `${locale}`).toEqual([])
        // 995 is in the header whichever layout the text size gives.
        const call = page
          .getByRole('banner')
          .getByRole('link', { name: /995/ })
          .filter({ visible: true })
          .first()
        await expect(call).toBeVisible()
        await expect(call).toHaveAttribute('href', 'tel:995')
      }
    })
  }
})

test('995 is shown in the desktop header, not only inside the contact menu', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(pageHref('home', locale)!)
    const call = page
      .getByRole('banner')
      .getByRole('link', { name: tr(locale, 'Emergency: call 995') })
    await expect(call).toBeVisible()
    await expect(call).toHaveText(/995/)
    await expect(call).toHaveAttribute('href', 'tel:995')
  }
})

test('form fields stand out from the form panel and from their own background (3:1)', async ({
  page,
}) => {
  await page.goto(pageHref('contact', 'en')!)
  const panel = await backgroundOf(page, 'form.enquiry-form')
  const form = enquiryForm(page, 'en')
  for (const [name, field] of Object.entries({
    name: form.name,
    phone: form.phone,
    email: form.email,
    preferredDate: form.date,
    message: form.message,
  })) {
    const selector = `the ${name} field`
    const border = await field.evaluate((el) => getComputedStyle(el).borderTopColor)
    const inside = await field.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(contrast(border, panel), `${selector} border on the panel`).toBeGreaterThanOrEqual(3)
    expect(contrast(border, inside), `${selector} border on its inside`).toBeGreaterThanOrEqual(3)
  }
})

type Ring = { id: string; style: string; width: string; color: string; around: string }

// One page per test, and the ring read by the page itself at each stop (a focusin listener), so
// that a Tab press costs one round trip and the budget grows with the stops walked.
for (const path of [pageHref('home', 'en')!, pageHref('contact', 'cn')!]) {
  test(`the focus ring is at least 3:1 against what surrounds it, on every stop: ${path}`, async ({
    page,
  }) => {
    const most = 120
    scaleTimeout(most, 250)
    await page.goto(path)
    await page.evaluate(() => {
      const walk = window as { __stops?: Ring[]; __again?: boolean }
      const seen: Ring[] = (walk.__stops = [])
      let first: EventTarget | undefined
      document.addEventListener('focusin', (event) => {
        const el = event.target as HTMLElement
        // The walk ends where it comes back to its first stop. (A date input has several stops:
        // its parts and its calendar button, which matches only :focus-within.)
        if (walk.__again || el === first) {
          walk.__again = true
          return
        }
        first ??= el
        // A linked card draws the ring around the whole card (:focus-within), not its title link.
        const drawn =
          getComputedStyle(el).outlineStyle === 'none' ? (el.closest('.card--linked') ?? el) : el
        const style = getComputedStyle(drawn)
        let node: Element | null = drawn.parentElement
        let around = 'rgb(255, 255, 255)'
        while (node) {
          const bg = getComputedStyle(node).backgroundColor
          if (bg !== 'transparent' && !bg.endsWith(', 0)')) {
            around = bg
            break
          }
          node = node.parentElement
        }
        seen.push({
          id: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)} ${el.getAttribute('href') ?? ''}`,
          style: style.outlineStyle,
          width: style.outlineWidth,
          color: style.outlineColor,
          around,
        })
      })
    })
    // Batches of presses, one evaluation each: until the walk is back at its first stop.
    let stops: Ring[] = []
    for (let pressed = 0; pressed < most; pressed += 10) {
      for (let i = 0; i < 10; i++) await page.keyboard.press('Tab')
      const walk = await page.evaluate(() => {
        const w = window as { __stops?: Ring[]; __again?: boolean }
        return { again: w.__again === true, stops: w.__stops ?? [] }
      })
      stops = walk.stops
      if (walk.again) break
    }
    const failures: string[] = []
    for (const ring of stops) {
      if (ring.style === 'none' || parseFloat(ring.width) < 2)
        failures.push(`${ring.id}: no ring (${ring.style} ${ring.width})`)
      else if (contrast(ring.color, ring.around) < 3)
        failures.push(
          `${ring.id}: ${ring.color} on ${ring.around}, ${contrast(ring.color, ring.around).toFixed(2)}:1`,
        )
    }
    expect(stops.length).toBeGreaterThan(30)
    expect(failures).toEqual([])
  })
}

// The one box a patient must tick to send: in error it keeps showing focus (2.4.7), and it is
// not announced as invalid before anything has been sent.
test('the consent box in error still shows the focus ring when the keyboard reaches it', async ({
  page,
}) => {
  await fromOwnAddress(page)
  await page.goto(pageHref('contact', 'en')!)
  const form = enquiryForm(page, 'en')
  await form.submit.click()
  await expect(form.consent).toHaveAttribute('aria-invalid', 'true')
  // By the keyboard, as a patient gets there: from the privacy notice's link just before it.
  const notice = form.region.getByRole('paragraph').filter({ hasText: 'Please do not include' })
  await notice.getByRole('link').focus()
  const margin = 7
  const ring = async () => {
    // The band left of the box: where a ring around it shows, with no text of its own.
    const pixels = await renderedPixels(form.consent, margin)
    let count = 0
    for (let y = 0; y < pixels.height; y++)
      for (let x = 0; x < margin; x++) if (isFocusRing(pixels.at(x, y))) count++
    return { focus: count, red: countPixels(pixels, isRed) }
  }
  const unfocused = await ring()
  await page.keyboard.press('Tab')
  await expect(form.consent).toBeFocused()
  const focused = await ring()
  expect(unfocused.focus).toBe(0)
  // A 3 px ring beside a 24 px box: about seventy pixels of the focus colour on that side.
  expect(focused.focus).toBeGreaterThan(40)
  // And the error still shows, focused or not.
  expect(unfocused.red).toBeGreaterThan(40)
  expect(focused.red).toBeGreaterThan(40)
})

test('the consent box is exposed as required, and not as invalid before anything is sent', async ({
  page,
}) => {
  for (const locale of ['en', 'jp'] as const) {
    await page.goto(pageHref('contact', locale)!)
    const { consent, marketing } = enquiryForm(page, locale)
    expect(await accessibleProperty(consent, 'invalid')).toBe('false')
    // Chromium's inspector view lists `required` for text roles only; the state it gives the
    // platform comes from aria-required (the native attribute would also make it invalid).
    await expect(consent).toHaveAttribute('aria-required', 'true')
    await expect(consent).not.toHaveAttribute('required')
    await expect(marketing).not.toHaveAttribute('aria-required')
  }
})

test('in a short window (a laptop at 125 %), every menu panel can be read to its end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1093, height: 486 })
  for (const locale of ['en', 'bh'] as const) {
    await page.goto(pageHref('home', locale)!)
    const buttons = page.getByRole('banner').locator('button[popovertarget]')
    for (const button of await buttons.all()) {
      await button.click()
      const panel = page.locator(`#${await button.getAttribute('popovertarget')}`)
      await expect(panel).toBeVisible()
      const last = panel.locator('a[href], p').last()
      await last.scrollIntoViewIfNeeded()
      const box = (await last.boundingBox())!
      expect(
        box.y + box.height,
        `${locale}: the end of ${await button.textContent()}`,
      ).toBeLessThanOrEqual(486)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    }
  }
})

test('a dropdown opened by a click stays open when the pointer strays past its edge', async ({
  page,
}) => {
  await page.goto(pageHref('home', 'en')!)
  const services = page.getByRole('banner').getByRole('button', { name: 'Services' })
  await services.click()
  const panel = await panelOf(page, services)
  await expect(panel).toBeVisible()
  const link = panel.getByRole('link').first()
  await link.hover()
  const box = (await panel.boundingBox())!
  await page.mouse.move(box.x + box.width + 6, box.y + box.height / 2, { steps: 3 })
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2, { steps: 3 })
  await expect(panel).toBeVisible()
  // Light dismiss still closes it.
  await page.mouse.click(5, 700)
  await expect(panel).toBeHidden()
})

test('forced colours (Windows high contrast) keep the current-section bar under the desktop nav', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/services/angioplasty/')
  const bar = await page
    .getByRole('navigation', { name: 'Main' })
    .locator('[data-active]')
    .evaluate((el) => {
      const after = getComputedStyle(el, '::after')
      const header = getComputedStyle(el.closest('header')!).backgroundColor
      const drawn = [after.backgroundColor, after.borderBottomColor, after.borderTopColor].filter(
        (_, i) =>
          i === 0 || parseFloat(i === 1 ? after.borderBottomWidth : after.borderTopWidth) > 0,
      )
      return { drawn, header, height: after.height, content: after.content }
    })
  expect(bar.content).not.toBe('none')
  const best = Math.max(...bar.drawn.map((colour) => contrast(colour, bar.header)))
  expect(best, JSON.stringify(bar)).toBeGreaterThanOrEqual(3)
})

test('the footer credit, in English, is marked as English on the other languages’ pages', async ({
  page,
}) => {
  for (const locale of ['cn', 'bh', 'jp'] as const) {
    await page.goto(pageHref('home', locale)!)
    await expect(
      page.getByRole('contentinfo').getByText(clinic.agency.name, { exact: true }),
    ).toHaveAttribute('lang', /^en/)
  }
})

test('links that open a new tab say so', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(pageHref('contact', locale)!)
    const links = page.locator('a[target="_blank"]')
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) {
      await expect(link).toContainText(tr(locale, '(opens in a new tab)'))
    }
  }
})
