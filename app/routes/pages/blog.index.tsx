import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { longDate } from '../../content/date-text.ts'
import { articleIds } from '../../content/articles.ts'
import { articleMeta } from '../../content/article-meta.ts'
import { CallToAction, Card, Cards, MedicalDisclaimer, Section } from '../../content/blocks.tsx'
import { useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { localeRecord } from '../../i18n/locales.ts'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg`Health articles`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`General information about heart health, symptoms, tests and treatments.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/blog')({
  ...pageRoute(title, description),
  component: BlogIndexPage,
})

const articles = articleIds
  .map((id) => ({ id, ...articleMeta[id] }))
  // Newest first, by the dates' numbers: no collator (ADR 0006).
  .sort((a, b) => Date.parse(b.published) - Date.parse(a.published))

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
            meta={<time dateTime={article.published}>{longDate(article.published, tag)}</time>}
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
