import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/angioplasty.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articlePage } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = articlePage('blogAngioplasty')

export const Route = createFileRoute('/{-$lang}/blog/what-you-need-to-know-about-angioplasty')({
  head: page.head,
  loader: loadPageText,
  component: () => <ArticlePage page={page} html={html} />,
})
