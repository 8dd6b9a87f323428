import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import body from '../../content/articles/clogged-arteries.md'
import { ArticlePage } from '../../content/Article.tsx'
import { CallToAction, EmergencyNote, RelatedLinks } from '../../content/blocks.tsx'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Five possible signs of clogged arteries',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Narrowed arteries often cause no symptoms at first. These are five signs that can point to them.',
})

export const Route = createFileRoute('/{-$lang}/blog/five-possible-signs-of-clogged-arteries')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: () => (
    <ArticlePage
      id="blogCloggedArteries"
      title={title}
      description={description}
      image={{ src: 'clogged-arteries', alt: msg`Illustration of an artery narrowed by plaque` }}
      html={body}
      notice={<EmergencyNote />}
    >
      <RelatedLinks
        links={[
          { to: 'heartScreening' },
          { to: 'coronaryAngiography' },
          { to: 'angina' },
          { to: 'heartDisease' },
        ]}
      />
      <CallToAction />
    </ArticlePage>
  ),
})
