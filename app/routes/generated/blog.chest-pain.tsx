// Made by build/route-modules.ts from app/content/articles/chest-pain.md: do not edit.
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
