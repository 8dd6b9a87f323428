import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/chest-pain.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articlePage } from '../../content/articles.ts'
import { EmergencyNote } from '../../content/blocks.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const page = articlePage('blogChestPain')

export const Route = createFileRoute('/{-$lang}/blog/different-causes-of-heart-or-chest-pain')({
  head: page.head,
  loader: loadPageText,
  component: () => <ArticlePage page={page} html={html} notice={<EmergencyNote />} />,
})
