import type { MessageDescriptor } from '@lingui/core'
import type { SectionPageId } from './page-names.ts'
import { pageHead } from '../seo/head.ts'
import { articleRows } from '../site/articles.gen.ts'
import type { ArticlePageId, PageId } from '../site/pages.ts'
import type { RelatedLink } from './blocks.tsx'
import type { ArticleHead } from './articles/*.md?head'

// Title and description only: the route tree, in every page's first script, imports this module.
const heads = import.meta.glob<ArticleHead>('./articles/*.md', {
  query: '?head',
  import: 'head',
  eager: true,
})

export const articleIds = Object.keys(articleRows) as ArticlePageId[]

export const articleHeads = Object.fromEntries(
  articleIds.map((id) => [id, heads[`./articles/${articleRows[id].file}.md`]!]),
) as Record<ArticlePageId, ArticleHead>

export function isArticlePage(id: PageId): id is ArticlePageId {
  return id in articleRows
}

export function articleHead(id: ArticlePageId) {
  const { title, description } = articleHeads[id]
  return pageHead(title, description)
}

export function relatedLink(id: ArticlePageId | SectionPageId): RelatedLink {
  const label: MessageDescriptor | undefined = isArticlePage(id)
    ? articleHeads[id].title
    : undefined
  return label ? { to: id, label } : { to: id as SectionPageId }
}
