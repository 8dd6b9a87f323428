import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { formatDate } from '../../content/Article.tsx'
import { articleIds } from '../../content/articles.ts'
import { articleMeta } from '../../content/article-meta.ts'
import { CallToAction, Card, Cards, MedicalDisclaimer, Section } from '../../content/blocks.tsx'
import { useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { localeRecord } from '../../i18n/locales.ts'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Health articles',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message: 'General information about heart health, symptoms, tests and treatments.',
})

export const Route = createFileRoute('/{-$lang}/blog')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: BlogIndexPage,
})

/** Newest first. */
const articles = articleIds
  .map((id) => ({ id, ...articleMeta[id] }))
  .sort((a, b) => b.published.localeCompare(a.published))

function BlogIndexPage() {
  const { i18n } = useLingui()
  const tag = localeRecord[useLocale()].tag
  return (
    <ContentPage
      id="blog"
      title={title}
      lead={description}
      hero={{ src: 'blog', alt: msg`Illustration of an open book with a heart` }}
    >
      <Section title={<Trans comment="Section heading.">Latest articles</Trans>}>
        <p>
          <Trans>
            Our articles explain common heart symptoms, conditions, tests and treatments in plain
            language, to help you prepare for a conversation with your doctor.
          </Trans>
        </p>
      </Section>
      <Cards>
        {articles.map((article) => (
          <Card
            key={article.id}
            title={i18n._(article.title)}
            to={article.id}
            image={{ src: article.hero, alt: i18n._(article.heroAlt) }}
            meta={<time dateTime={article.published}>{formatDate(article.published, tag)}</time>}
          >
            {i18n._(article.description)}
          </Card>
        ))}
      </Cards>
      <MedicalDisclaimer />
      <CallToAction />
    </ContentPage>
  )
}
