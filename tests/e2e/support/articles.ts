import { readFileSync } from 'node:fs'
import { parseArticle, type ArticleMeta } from '../../../build/markdown-plugin.ts'
import { pageMatrix, type ArticlePageId } from '../../../app/site/pages.ts'

/** An article's front matter (dates, hero, related pages), as the build reads it. */
export function articleMeta(id: ArticlePageId): ArticleMeta {
  // The article page app/routes/pages/blog.<name>.tsx renders app/content/articles/<name>.md.
  const name = pageMatrix[id].file.replace(/^pages\/blog\.|\.tsx$/g, '')
  const file = new URL(`../../../app/content/articles/${name}.md`, import.meta.url)
  return parseArticle(readFileSync(file, 'utf8'), file.pathname).meta
}
