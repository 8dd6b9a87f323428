import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/attack-vs-failure.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articlePage } from '../../content/articles.ts'
import { EmergencyNote } from '../../content/blocks.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

const page = articlePage('blogAttackVsFailure')

export const Route = createFileRoute('/{-$lang}/blog/heart-attack-vs-heart-failure')({
  head: page.head,
  loader: loadPageText,
  component: () => <ArticlePage page={page} html={html} notice={<EmergencyNote />} />,
})
