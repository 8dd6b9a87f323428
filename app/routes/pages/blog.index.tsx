import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { articleDate, formatDate } from '../../content/Article.tsx'
import { CallToAction, Card, Cards, MedicalDisclaimer, Section } from '../../content/blocks.tsx'
import { useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { localeRecord } from '../../i18n/locales.ts'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'
import type { PageId } from '../../site/pages.ts'

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

/** Newest first. Titles and descriptions are the articles' own (same messages as their pages). */
const articles: {
  id: PageId
  title: MessageDescriptor
  description: MessageDescriptor
  image: string
  alt: MessageDescriptor
}[] = [
  {
    id: 'blogAngioplasty',
    title: msg`What you need to know about angioplasty`,
    description: msg`What happens before, during and after a coronary angioplasty, and what recovery usually involves.`,
    image: 'angioplasty',
    alt: msg`Illustration of an artery widened by a balloon and a stent`,
  },
  {
    id: 'blogAttackVsFailure',
    title: msg`Heart attack vs heart failure`,
    description: msg`Heart attack and heart failure are different conditions. This article explains how they differ.`,
    image: 'attack-vs-failure',
    alt: msg`Illustration of two hearts side by side`,
  },
  {
    id: 'blogCloggedArteries',
    title: msg`Five possible signs of clogged arteries`,
    description: msg`Narrowed arteries often cause no symptoms at first. These are five signs that can point to them.`,
    image: 'clogged-arteries',
    alt: msg`Illustration of an artery narrowed by plaque`,
  },
  {
    id: 'blogChestPain',
    title: msg`Different causes of heart or chest pain`,
    description: msg`Chest pain has many possible causes, from the heart, lungs, stomach or muscles. Here is an overview.`,
    image: 'chest-pain',
    alt: msg`Illustration of a chest with markers at different places`,
  },
]

function BlogIndexPage() {
  const { i18n } = useLingui()
  const tag = localeRecord[useLocale()].tag
  const sorted = [...articles].sort((a, b) => articleDate(b.id).localeCompare(articleDate(a.id)))
  return (
    <ContentPage
      id="blog"
      title={title}
      lead={description}
      hero={{ src: 'blog', alt: msg`Illustration of an open book with a heart` }}
    >
      <Section
        title={
          <Trans comment="Section heading on the page “Health articles”.">Latest articles</Trans>
        }
      >
        <p>
          <Trans>
            Our articles explain common heart symptoms, conditions, tests and treatments in plain
            language, to help you prepare for a conversation with your doctor.
          </Trans>
        </p>
      </Section>
      <Cards>
        {sorted.map((article) => (
          <Card
            key={article.id}
            title={i18n._(article.title)}
            to={article.id}
            image={{ src: article.image, alt: i18n._(article.alt) }}
            meta={
              <time dateTime={articleDate(article.id)}>
                {formatDate(articleDate(article.id), tag)}
              </time>
            }
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
