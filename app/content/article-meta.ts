// Apart from articles.ts, whose title and description alone go into every page's first script.
import { articleIds } from './articles.ts'
import { articleRows } from '../site/articles.gen.ts'
import type { ArticlePageId } from '../site/pages.ts'
import type { ArticleMeta } from './articles/*.md?meta'

const frontMatter = import.meta.glob<ArticleMeta>('./articles/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
})

export const articleMeta = Object.fromEntries(
  articleIds.map((id) => [id, frontMatter[`./articles/${articleRows[id].file}.md`]!]),
) as Record<ArticlePageId, ArticleMeta>
