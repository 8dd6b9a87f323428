// Accessibility checks a machine can make, beyond axe's AA rules: the AAA contrast and target
// size the site aims at for older patients, the header under enlarged text, focus-ring contrast.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The browser's own text-size setting (Chrome's Settings › Appearance › Font size). The
 *  session stays open: detaching it would undo the setting. */
export async function setBrowserTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } })
}

/** WCAG 1.4.12's text-spacing override (the page's CSP would block it: use bypassCSP). */
export const textSpacing =
  '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}'

/** Rules outside WCAG whose findings count too: landmarks a screen reader lists must be told
 *  apart by their names. */
const alsoCounted = new Set(['landmark-unique'])

/** AA problems (serious or critical), the rules above and AAA text contrast under 7:1, by rule
 *  and element. */
export async function axeFindings(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'color-contrast-enhanced': { enabled: true } } })
    .analyze()
  const line = (v: (typeof results.violations)[number]) =>
    `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
  const aa = results.violations.filter(
    (v) =>
      v.id !== 'color-contrast-enhanced' &&
      (v.impact === 'serious' || v.impact === 'critical' || alsoCounted.has(v.id)),
  )
  const aaa = results.violations.filter((v) => v.id === 'color-contrast-enhanced')
  return {
    aa: aa.map(line),
    under7: aaa.flatMap((v) => v.nodes.map((n) => `${where}: ${n.target.join(' ')}`)),
  }
}

/** Links, buttons and controls under 44x44 px, except links inside running text (2.5.5). */
export function smallTargets(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const own = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()
    const inSentence = (el: HTMLElement) => {
      let block = el.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement
      if (!block) return false
      let rest = own(block)
      for (const link of block.querySelectorAll('a')) rest = rest.replace(own(link), '')
      // A CJK character says about as much as three Latin letters.
      rest = rest.replace(/[\s.,:;()（）：。、]/g, '').replace(/[\u3040-\u9fff]/g, 'xxx')
      return rest.length > 20
    }
    const found: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, input:not([type=hidden]), select, textarea',
    )
    for (const el of controls) {
      if (el.closest('.skip-link, .enquiry-form__trap, [inert]')) continue
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      // A radio's or checkbox's label is part of its target; a linked card's title link covers
      // the whole card.
      const target =
        el instanceof HTMLInputElement && /^(radio|checkbox)$/.test(el.type)
          ? (el.closest('label') ?? el.labels?.[0] ?? el)
          : (el.closest('.card--linked') ?? el)
      const { width, height } = target.getBoundingClientRect()
      if (width >= 44 && height >= 44) continue
      if (el.tagName === 'A' && inSentence(el)) continue
      found.push(
        `${where}: ${el.tagName.toLowerCase()} "${own(el).slice(0, 40)}" ${Math.round(width)}x${Math.round(height)}`,
      )
    }
    return found
  }, where)
}

/** What a patient's enlarged text does to the header: everything inside the window, nothing under it. */
export function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`)
    const header = document.querySelector('header.site-header')!
    const bottom = header.getBoundingClientRect().bottom
    for (const el of header.querySelectorAll<HTMLElement>('a[href], button, .logo__name')) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const box = el.getBoundingClientRect()
      if (box.width < 2) continue
      const name = (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')
      if (box.left < -1 || box.right > width + 1 || box.top < -1 || box.bottom > bottom + 1)
        problems.push(
          `"${name}" outside the header or window: ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')} (window ${width}, header bottom ${Math.round(bottom)})`,
        )
    }
    const first = document.querySelector('main')?.firstElementChild
    if (first && first.getBoundingClientRect().top < bottom - 1)
      problems.push(
        `the page starts under the header (${Math.round(first.getBoundingClientRect().top)} < ${Math.round(bottom)})`,
      )
    // A header that scrolls away (a short window, enlarged text) covers nothing to pad for.
    const sticky = getComputedStyle(header).position === 'sticky'
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
    if (sticky && !(padding >= bottom))
      problems.push(`scroll-padding-top ${padding} < header ${Math.round(bottom)}`)
    return problems
  })
}

/** Contrast between two CSS colours (rgb/rgba, over white when translucent). */
export function contrast(a: string, b: string): number {
  const parse = (c: string) => {
    const [r = 0, g = 0, bl = 0, alpha = 1] = (c.match(/[\d.]+/g) ?? []).map(Number)
    return [r, g, bl].map((v) => v * alpha + 255 * (1 - alpha))
  }
  const lum = (c: string) => {
    const [r, g, b] = parse(c).map((v) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** The colour an element is drawn on: the first opaque background among it and its ancestors. */
export function backgroundOf(page: Page, selector: string, includeSelf = true): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, includeSelf) => {
      let node: Element | null = includeSelf ? el : el.parentElement
      while (node) {
        const bg = getComputedStyle(node).backgroundColor
        if (bg !== 'transparent' && !bg.endsWith(', 0)')) return bg
        node = node.parentElement
      }
      return 'rgb(255, 255, 255)'
    }, includeSelf)
}
