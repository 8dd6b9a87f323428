import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales.ts'
import { serviceRows, type ServicePageId } from '../site/medical-pages.ts'
import { allLocalizedPaths, pageExistsIn, pageHref } from '../site/pages.ts'
import { mainNav, siteMap, type NavLink, type NavMenu } from './nav.ts'

const servicesMenu = (
  locale: Parameters<typeof mainNav>[0],
  variant: Parameters<typeof mainNav>[1],
) =>
  mainNav(locale, variant).find(
    (item): item is NavMenu => item.kind === 'menu' && item.id === 'services',
  )

// The rows' services in a language, in menu order.
const servicesIn = (locale: Parameters<typeof mainNav>[0]) =>
  (Object.keys(serviceRows) as ServicePageId[])
    .filter((id) => pageExistsIn(id, locale))
    .sort((a, b) => serviceRows[a].menu - serviceRows[b].menu)

describe('Services menu', () => {
  it('ends, in Chinese, with "All services" to /cn/services/ in the header and the phone menu', () => {
    for (const variant of ['desktop', 'mobile'] as const) {
      const menu = servicesMenu('cn', variant)!
      expect(menu.entries.map((entry) => entry.href)).toEqual([
        ...servicesIn('cn').map((id) => pageHref(id, 'cn')),
        '/cn/services/',
      ])
      expect(menu.entries.at(-1)).toMatchObject({ id: 'servicesIndex', index: true })
      expect(menu.entries.filter((entry) => entry.index)).toHaveLength(1)
    }
  })

  it('has no index link in English (no English services index) and is a plain link where no service page exists', () => {
    expect(servicesMenu('en', 'desktop')!.entries.some((entry) => entry.index)).toBe(false)
    const withoutServices = (['bh', 'jp'] as const).filter(
      (locale) => servicesIn(locale).length === 0,
    )
    for (const locale of withoutServices) {
      expect(servicesMenu(locale, 'desktop')).toBeUndefined()
      expect(
        mainNav(locale, 'desktop').find(
          (item): item is NavLink => item.kind === 'link' && item.id === 'servicesIndex',
        )?.href,
      ).toBe(`/${locale}/services/`)
    }
  })
})

describe('Fees and insurance', () => {
  it('is in the main navigation of every language, before Contact us, in the header and the phone menu', () => {
    for (const locale of ['en', 'cn', 'bh', 'jp'] as const) {
      for (const variant of ['desktop', 'mobile'] as const) {
        const ids = mainNav(locale, variant).map((item) => item.id)
        expect(ids.slice(-2), `${locale} ${variant}`).toEqual(['feesAndInsurance', 'contact'])
      }
    }
  })
})

describe('Site map', () => {
  it('links every page of its language once, but the articles and the thank-you page', () => {
    for (const locale of locales) {
      const { links, groups } = siteMap(locale)
      const hrefs = [...links, ...groups.flatMap((group) => group.entries)].map((e) => e.href)
      const pages = allLocalizedPaths()
        .filter((page) => page.locale === locale && page.id !== 'thankYou')
        .map((page) => page.href)
        .filter((href) => !/\/blog\/./.test(href))
      expect([...hrefs].sort(), locale).toEqual([...pages].sort())
    }
  })
})
