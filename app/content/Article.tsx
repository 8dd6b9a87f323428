import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { clinic } from '../site/clinic.ts'
import { localeRecord } from '../i18n/locales.ts'
import { imageSrc } from '../media/Image.tsx'
import { absoluteUrl } from '../seo/alternates.ts'
import { articleJsonLd } from '../seo/jsonld.ts'
import { pageHref, type PageId } from '../site/pages.ts'
import { MedicalDisclaimer } from './blocks.tsx'
import { useLocale } from '../i18n/navigation.tsx'
import { ContentPage, heroImage, type Crumb } from './Page.tsx'

/** The publication date of an article (app/site/clinic.ts), for <time> and structured data. */
export function articleDate(id: PageId): string {
  const date = clinic.articleDates[id]
  if (!date)
    throw new Error(`No publication date for article "${id}" in app/site/clinic.ts (articleDates)`)
  return date
}

/** When the doctor last reviewed an article's medical content (app/site/clinic.ts). */
export function articleReviewDate(id: PageId): string {
  const date = clinic.articleReviewDates[id]
  if (!date)
    throw new Error(`No review date for article "${id}" in app/site/clinic.ts (articleReviewDates)`)
  return date
}

/** A date such as "12 January 2026" in the page's language. */
export function formatDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** Every article sits under the blog index. */
const blogCrumb: Crumb = { id: 'blog', name: msg`Health articles` }

/**
 * A blog article: the title, lead and hero of a content page, the publication date, the body
 * (HTML rendered from Markdown at build time), then the page's own notes and links.
 * Article structured data comes with it; the clinic is author and publisher.
 */
export function ArticlePage({
  id,
  title,
  description,
  image,
  html,
  notice,
  children,
}: {
  id: PageId
  title: MessageDescriptor
  description: MessageDescriptor
  image: { src: string; alt: MessageDescriptor }
  html: string
  /** Shown between the date and the body, e.g. <EmergencyNote />. */
  notice?: ReactNode
  children?: ReactNode
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const tag = localeRecord[locale].tag
  const date = articleDate(id)
  const reviewed = articleReviewDate(id)
  const reviewer = clinic.doctor.name
  const reviewedOn = formatDate(reviewed, tag)
  const article = articleJsonLd(clinic, {
    headline: i18n._(title),
    description: i18n._(description),
    url: absoluteUrl(pageHref(id, locale) ?? '/'),
    datePublished: date,
    inLanguage: tag,
    image: absoluteUrl(imageSrc(image.src, heroImage)),
  })
  return (
    <ContentPage
      id={id}
      title={title}
      lead={description}
      parents={[blogCrumb]}
      hero={image}
      structuredData={[article]}
    >
      <p className="article-meta">
        <time dateTime={date}>{formatDate(date, tag)}</time>
      </p>
      <p className="article-meta" data-medical-review>
        <Trans comment="Under an article's date. {reviewer} is the doctor's name, {reviewedOn} a date such as 12 January 2026.">
          Medically reviewed by {reviewer} on <time dateTime={reviewed}>{reviewedOn}</time>
        </Trans>
      </p>
      {notice}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <MedicalDisclaimer />
      {children}
    </ContentPage>
  )
}
