// Made by build/route-modules.ts from app/content/articles/attack-vs-failure.md: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/attack-vs-failure.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articleHead } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/blog/heart-attack-vs-heart-failure')({
  head: articleHead('blogAttackVsFailure'),
  loader: loadPageText,
  component: () => <ArticlePage id="blogAttackVsFailure" html={html} />,
})
