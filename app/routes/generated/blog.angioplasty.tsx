// Made by build/route-modules.ts from app/content/articles/angioplasty.md: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/angioplasty.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articleHead } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/blog/what-you-need-to-know-about-angioplasty')({
  head: articleHead('blogAngioplasty'),
  loader: loadPageText,
  component: () => <ArticlePage id="blogAngioplasty" html={html} />,
})
