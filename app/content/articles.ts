/**
 * The blog articles: one Markdown file each (app/content/articles/<file>.md), whose front matter
 * is all of the article's data: title, description and image text (Lingui messages, read here as
 * descriptors), dates, hero image, related pages, validated at build time
 * (build/front-matter.ts). The page matrix knows them from the article index (app/site/
 * articles.gen.ts). Only the front matter is imported here: article bodies load with their pages.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { SectionPageId } from './page-names.ts'
import { pageHead } from '../seo/head.ts'
import { articleRows } from '../site/articles.gen.ts'
import type { ArticlePageId, PageId } from '../site/pages.ts'
import type { RelatedLink } from './blocks.tsx'
// The type every `*.md?head` module has (markdown.d.ts).
import type { ArticleHead } from './articles/*.md?head'

// Title and description only: the route tree (every page's first script) imports this module.
// The rest of the front matter is article-meta.ts's, for the pages that show it.
const heads = import.meta.glob<ArticleHead>('./articles/*.md', {
  query: '?head',
  import: 'head',
  eager: true,
})

export const articleIds = Object.keys(articleRows) as ArticlePageId[]

/** Each article's title and description, by page id. */
export const articleHeads = Object.fromEntries(
  articleIds.map((id) => [id, heads[`./articles/${articleRows[id].file}.md`]!]),
) as Record<ArticlePageId, ArticleHead>

export function isArticlePage(id: PageId): id is ArticlePageId {
  return id in articleRows
}

/** An article route's head(): its title and description. */
export function articleHead(id: ArticlePageId) {
  const { title, description } = articleHeads[id]
  return pageHead(title, description)
}

/**
 * A link to a related page, named by what names it: an article by its title, a service,
 * condition or media page by its menu label (RelatedLinks, app/layout/nav.ts).
 */
export function relatedLink(id: ArticlePageId | SectionPageId): RelatedLink {
  const label: MessageDescriptor | undefined = isArticlePage(id)
    ? articleHeads[id].title
    : undefined
  return label ? { to: id, label } : { to: id as SectionPageId }
}
