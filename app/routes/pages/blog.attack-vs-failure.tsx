import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import body from '../../content/articles/attack-vs-failure.md'
import { ArticlePage } from '../../content/Article.tsx'
import { CallToAction, EmergencyNote, RelatedLinks } from '../../content/blocks.tsx'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Heart attack vs heart failure',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart attack and heart failure are different conditions. This article explains how they differ.',
})

export const Route = createFileRoute('/{-$lang}/blog/heart-attack-vs-heart-failure')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: () => (
    <ArticlePage
      id="blogAttackVsFailure"
      title={title}
      description={description}
      image={{ src: 'attack-vs-failure', alt: msg`Illustration of two hearts side by side` }}
      html={body}
      notice={<EmergencyNote />}
    >
      <RelatedLinks
        links={[
          { to: 'heartAttack' },
          { to: 'heartDisease' },
          { to: 'echocardiography' },
          { to: 'cardiacRehabilitation' },
        ]}
      />
      <CallToAction />
    </ArticlePage>
  ),
})
