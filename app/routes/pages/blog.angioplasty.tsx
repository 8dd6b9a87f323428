import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import body from '../../content/articles/angioplasty.md'
import { ArticlePage } from '../../content/Article.tsx'
import { CallToAction, RelatedLinks } from '../../content/blocks.tsx'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'What you need to know about angioplasty',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'What happens before, during and after a coronary angioplasty, and what recovery usually involves.',
})

export const Route = createFileRoute('/{-$lang}/blog/what-you-need-to-know-about-angioplasty')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: () => (
    <ArticlePage
      id="blogAngioplasty"
      title={title}
      description={description}
      image={{
        src: 'angioplasty',
        alt: msg`Illustration of an artery widened by a balloon and a stent`,
      }}
      html={body}
    >
      <RelatedLinks
        links={[
          { to: 'angioplasty' },
          { to: 'coronaryAngiography' },
          { to: 'cardiacRehabilitation' },
          { to: 'angina' },
        ]}
      />
      <CallToAction />
    </ArticlePage>
  ),
})
