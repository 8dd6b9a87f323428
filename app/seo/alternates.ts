import { clinic } from '../site/clinic.ts'
import { defaultLocale, localeRecord, type Locale } from '../i18n/locales.ts'
import { pageExistsIn, pageHref, pageMatrix, type PageId } from '../site/pages.ts'

export interface Alternates {
  canonical: string
  links: { hreflang: string; href: string }[]
  otherLocales: Locale[]
}

export function absoluteUrl(href: string): string {
  return `${clinic.siteUrl}${href}`
}

export function alternatesOf(id: PageId, locale: Locale): Alternates | undefined {
  if (!pageExistsIn(id, locale)) return undefined
  const langs = pageMatrix[id].langs as readonly Locale[]
  const links: Alternates['links'] = langs.map((lang) => ({
    hreflang: localeRecord[lang].tag,
    href: absoluteUrl(pageHref(id, lang) ?? '/'),
  }))
  const english = pageHref(id, defaultLocale)
  if (english) links.push({ hreflang: 'x-default', href: absoluteUrl(english) })
  return {
    canonical: absoluteUrl(pageHref(id, locale) ?? '/'),
    links,
    otherLocales: langs.filter((lang) => lang !== locale),
  }
}
