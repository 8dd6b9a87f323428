import type { I18n, MessageDescriptor } from '@lingui/core'
import { clinic } from '../site/clinic.ts'
import type { Catalogs } from '../i18n/catalog.ts'
import { defaultLocale, isLocale } from '../i18n/locales.ts'

export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return localizedPageHead(() => ({ title, description }))
}

export function localizedPageHead(
  pageText: (i18n: I18n) => { title: MessageDescriptor; description: MessageDescriptor },
) {
  return ({ match }: { match: { context: { catalogs: Catalogs }; params: { lang?: string } } }) => {
    const lang = match.params.lang
    const locale = isLocale(lang) ? lang : defaultLocale
    const i18n = match.context.catalogs.i18n[locale]
    const { title, description } = pageText(i18n)
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
