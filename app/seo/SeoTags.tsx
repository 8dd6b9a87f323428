import { clinic } from '../site/clinic.ts'
import { localeRecord, splitLocalePath } from '../i18n/locales.ts'
import { alternatesOf } from './alternates.ts'
import { isIndexable, pageIdAt } from '../site/pages.ts'

/**
 * Canonical, hreflang alternates and og:locale tags for the current page, rendered in one
 * place. (Route `head()` meta is de-duplicated by property, which would collapse several
 * og:locale:alternate tags into one, so these are plain elements in <head>.)
 * Nothing is rendered for a path that is not a page (the 404 screen).
 */
export function SeoTags({ pathname }: { pathname: string }) {
  const alternates = alternatesOf(pathname)
  if (!alternates) return null
  const { locale, path } = splitLocalePath(pathname)
  const id = pageIdAt(path)
  return (
    <>
      {id && !isIndexable(id) ? <meta name="robots" content="noindex, nofollow" /> : null}
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
