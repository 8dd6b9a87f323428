import { clinic } from '../site/clinic.ts'
import { useRouterState } from '@tanstack/react-router'
import { localeRecord } from '../i18n/locales.ts'
import { renderedPage } from '../i18n/rendered.ts'
import { alternatesOf } from './alternates.ts'
import { isIndexable } from '../site/pages.ts'

// Not `head()` meta: its de-duplication would collapse the og:locale:alternate tags into one.
export function SeoTags() {
  const { locale, pageId: id } = useRouterState({ select: renderedPage })
  const alternates = id && alternatesOf(id, locale)
  if (!alternates) return null
  return (
    <>
      {!isIndexable(id) ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={alternates.canonical} />
      {alternates.links.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:url" content={alternates.canonical} />
      <meta property="og:site_name" content={clinic.clinicName} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={localeRecord[locale].ogLocale} />
      {alternates.otherLocales.map((other) => (
        <meta key={other} property="og:locale:alternate" content={localeRecord[other].ogLocale} />
      ))}
    </>
  )
}
