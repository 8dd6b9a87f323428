/**
 * Each article's whole front matter (dates, hero image, related pages), for the pages that show
 * it (the article page, the blog index); articles.ts has the title and description alone.
 */
import { articleIds } from './articles.ts'
import { articleRows } from '../site/articles.gen.ts'
import type { ArticlePageId } from '../site/pages.ts'
// The type every `*.md?meta` module has (markdown.d.ts).
import type { ArticleMeta } from './articles/*.md?meta'

const frontMatter = import.meta.glob<ArticleMeta>('./articles/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
})

/** Each article's front matter, by page id. */
export const articleMeta = Object.fromEntries(
  articleIds.map((id) => [id, frontMatter[`./articles/${articleRows[id].file}.md`]!]),
) as Record<ArticlePageId, ArticleMeta>
