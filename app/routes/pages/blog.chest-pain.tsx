import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import body from '../../content/articles/chest-pain.md'
import { ArticlePage } from '../../content/Article.tsx'
import { CallToAction, EmergencyNote, RelatedLinks } from '../../content/blocks.tsx'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Different causes of heart or chest pain',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Chest pain has many possible causes, from the heart, lungs, stomach or muscles. Here is an overview.',
})

export const Route = createFileRoute('/{-$lang}/blog/different-causes-of-heart-or-chest-pain')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: () => (
    <ArticlePage
      id="blogChestPain"
      title={title}
      description={description}
      image={{
        src: 'chest-pain',
        alt: msg`Illustration of a chest with markers at different places`,
      }}
      html={body}
      notice={<EmergencyNote />}
    >
      <RelatedLinks
        links={[
          { to: 'angina' },
          { to: 'heartAttack' },
          { to: 'blogAttackVsFailure', label: msg`Heart attack vs heart failure` },
          { to: 'electrocardiography' },
        ]}
      />
      <CallToAction />
    </ArticlePage>
  ),
})
