// Made by build/route-modules.ts from app/content/articles/clogged-arteries.md: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/clogged-arteries.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articleHead } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/blog/five-possible-signs-of-clogged-arteries')({
  head: articleHead('blogCloggedArteries'),
  loader: loadPageText,
  component: () => <ArticlePage id="blogCloggedArteries" html={html} />,
})
