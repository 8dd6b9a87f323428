import type { I18n, MessageDescriptor } from '@lingui/core'
import { clinic } from '../../app.config.ts'

/**
 * A page's translated title and description for route `head()`. Canonical, hreflang and
 * og:locale tags are rendered once for every page by <SeoTags> in the root document.
 */
export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return ({ match }: { match: { context: { i18n: I18n } } }) => {
    const { i18n } = match.context
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
