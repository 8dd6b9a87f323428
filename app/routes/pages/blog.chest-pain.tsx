import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/chest-pain.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articleHead } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/blog/different-causes-of-heart-or-chest-pain')({
  head: articleHead('blogChestPain'),
  loader: loadPageText,
  component: () => <ArticlePage id="blogChestPain" html={html} />,
})
