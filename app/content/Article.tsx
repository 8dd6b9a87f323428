import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { doctorName } from './doctor-name.ts'
import { localeRecord } from '../i18n/locales.ts'
import { longDate } from './date-text.ts'
import { imageSrc } from '../media/Image.tsx'
import { absoluteUrl } from '../seo/alternates.ts'
import { articleJsonLd } from '../seo/jsonld-article.ts'
import { pageHref, type ArticlePageId } from '../site/pages.ts'
import { relatedLink } from './articles.ts'
import { articleMeta } from './article-meta.ts'
import { CallToAction, MedicalDisclaimer, RelatedLinks } from './blocks.tsx'
import { useLocale } from '../i18n/navigation.tsx'
import { ContentPage, type Crumb } from './Page.tsx'
import { hasRhythmScale } from './urgency-pages.ts'
import { UrgencyScale } from './UrgencyScale.tsx'

const blogCrumb: Crumb = { id: 'blog', name: msg`Health articles` }

export function ArticlePage({ id, html }: { id: ArticlePageId; html: string }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const tag = localeRecord[locale].tag
  const meta = articleMeta[id]
  const { title, description } = meta
  const image = { src: meta.hero, alt: meta.heroAlt }
  const date = meta.published
  const reviewed = meta.reviewed
  const reviewer = doctorName(i18n)
  const reviewedOn = longDate(reviewed, tag)
  const article = articleJsonLd(clinic, {
    headline: i18n._(title),
    description: i18n._(description),
    url: absoluteUrl(pageHref(id, locale) ?? '/'),
    datePublished: date,
    inLanguage: tag,
    image: absoluteUrl(imageSrc(image.src, 'hero')),
  })
  return (
    <ContentPage
      id={id}
      title={title}
      lead={description}
      parents={[blogCrumb]}
      hero={image}
      structuredData={[article]}
      emergencyNote={meta.emergencyNote}
    >
      <p className="article-meta">
        <time dateTime={date}>{longDate(date, tag)}</time>
      </p>
      <p className="article-meta" data-medical-review>
        <Trans comment="Under an article's date. {reviewer} is the doctor's name, {reviewedOn} a date such as 12 January 2026.">
          Medically reviewed by {reviewer} on <time dateTime={reviewed}>{reviewedOn}</time>
        </Trans>
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <UrgencyScale scale="chest" />
      {hasRhythmScale(id) && <UrgencyScale scale="rhythm" />}
      <MedicalDisclaimer />
      <RelatedLinks links={meta.related.map(relatedLink)} />
      <CallToAction />
    </ContentPage>
  )
}
