import type { MessageDescriptor } from '@lingui/core'
import { clinic } from '../site/clinic.ts'
import type { Catalogs } from '../i18n/catalog.ts'
import { defaultLocale, isLocale } from '../i18n/locales.ts'

/**
 * A page's translated title and description for route `head()`. Canonical, hreflang and
 * og:locale tags are rendered once for every page by <SeoTags> in the root document.
 */
export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return ({ match }: { match: { context: { catalogs: Catalogs }; params: { lang?: string } } }) => {
    const lang = match.params.lang
    const i18n = match.context.catalogs.i18n[isLocale(lang) ? lang : defaultLocale]
    const fullTitle = `${i18n._(title)} | ${clinic.clinicName}`
    const text = i18n._(description)
    return {
      meta: [
        { title: fullTitle },
        { name: 'description', content: text },
        { property: 'og:title', content: fullTitle },
        { property: 'og:description', content: text },
      ],
    }
  }
}
