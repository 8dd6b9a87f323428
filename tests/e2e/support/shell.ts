// The desktop header as tests find it: by landmark, navigation name and button label, in the
// language of the page (labels from the PO catalogs, support/catalog.ts).
import { type Locator, type Page } from '@playwright/test'
import { localizePath, type Locale } from '../../../app/i18n/locales.ts'
import { tr } from './catalog.ts'
import { specNav, type NavItem } from './expectations.ts'
import { renderedPixels } from './pixels.ts'

export const header = (page: Page) => page.getByRole('banner')
export const mainNav = (page: Page, locale: Locale) =>
  header(page).getByRole('navigation', { name: tr(locale, 'Main') })
export const menuButton = (page: Page, locale: Locale, label: string) =>
  mainNav(page, locale).getByRole('button', { name: tr(locale, label), exact: true })
export const panelOf = async (page: Page, button: Locator) =>
  page.locator(`#${await button.getAttribute('aria-controls')}`)
export const languages = (page: Page, locale: Locale) =>
  header(page).getByRole('navigation', { name: tr(locale, 'Language') })

export async function renderedNav(page: Page, locale: Locale): Promise<NavItem[]> {
  return mainNav(page, locale)
    .locator(':scope > ul > li')
    .evaluateAll((items) =>
      items.map((li) => {
        const button = li.querySelector(':scope > button')
        if (button) {
          const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
          return {
            menu: button.textContent?.trim() ?? '',
            links: [...(panel?.querySelectorAll('a') ?? [])].map(
              (a) => a.getAttribute('href') ?? '',
            ),
          }
        }
        const a = li.querySelector('a')
        return { link: a?.getAttribute('href') ?? '', label: a?.textContent?.trim() ?? '' }
      }),
    )
}

export function localizedShape(locale: Locale): NavItem[] {
  return specNav(locale).map((item) =>
    'link' in item
      ? { link: localizePath(item.link, locale), label: tr(locale, item.label) }
      : {
          menu: tr(locale, item.menu),
          links: item.links.map((path) => localizePath(path, locale)),
        },
  )
}

/** The brand colour (#0f4c5c), as the screen shows it. */
export const isBrand = ([r, g, b]: [number, number, number]) =>
  Math.abs(r - 15) < 30 && Math.abs(g - 76) < 30 && Math.abs(b - 92) < 30
/** Whether the rendered item has a bar in the brand colour under its label: a row in its lower
 * third at least half its width in that colour (text alone never fills a row). */
export async function hasBrandBar(item: Locator) {
  const pixels = await renderedPixels(item)
  for (let y = Math.floor((pixels.height * 2) / 3); y < pixels.height; y++) {
    let count = 0
    for (let x = 0; x < pixels.width; x++) if (isBrand(pixels.at(x, y))) count++
    if (count >= pixels.width / 2) return true
  }
  return false
}
