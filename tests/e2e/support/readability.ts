import type { Page } from '@playwright/test'
import { expect } from './test.ts'
import { localizePath, type Locale } from '../../../app/i18n/locales.ts'
import { pageExistsIn, pageHref, type PageId } from '../../../app/site/pages.ts'

/** One of each kind a patient reads (the 404 screen is added per language). */
const keyPages: readonly PageId[] = [
  'home',
  'angioplasty',
  'contact',
  'feesAndInsurance',
  'privacyPolicy',
  'doctor',
]

export function readabilityPages(locale: Locale): string[] {
  return [
    ...keyPages.filter((id) => pageExistsIn(id, locale)).map((id) => pageHref(id, locale)!),
    localizePath('/no-such-page/', locale),
  ]
}

export interface SmallText {
  text: string
  px: number
  element: string
}

// Hidden text counts too: the closed menu panels, the phone sidebar and the other header layout
// are shown at some point.
export function measureText(
  page: Page,
): Promise<{ small: SmallText[]; measured: number; visible: number }> {
  return page.evaluate(() => {
    const small: { text: string; px: number; element: string }[] = []
    let measured = 0
    let visible = 0
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const element = node.parentElement
      if (!text || !element || element.closest('script, style, noscript, template')) continue
      measured++
      if (element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) visible++
      const px = parseFloat(getComputedStyle(element).fontSize)
      if (px < 16)
        small.push({
          text: text.slice(0, 40),
          px,
          element: `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        })
    }
    return { small, measured, visible }
  })
}

export function bodyTextPx(page: Page): Promise<number> {
  return page
    .locator('main p:not([class])')
    .first()
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize))
}

export async function expectReadablePages(page: Page, locale: Locale, bodyPx: number) {
  for (const path of readabilityPages(locale)) {
    await page.goto(path)
    const { small, measured, visible } = await measureText(page)
    expect(measured, path).toBeGreaterThan(100)
    expect(visible, path).toBeGreaterThan(20)
    expect(small, path).toEqual([])
    expect(await bodyTextPx(page), path).toBe(bodyPx)
  }
}
