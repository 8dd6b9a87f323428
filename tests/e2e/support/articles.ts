import { readFileSync } from 'node:fs'
import { parseArticle, type FrontMatter } from '../../../build/front-matter.ts'
import { pageMatrix, type ArticlePageId } from '../../../app/site/pages.ts'

export function articleMeta(id: ArticlePageId): FrontMatter {
  // The article page app/routes/generated/blog.<name>.tsx renders app/content/articles/<name>.md.
  const name = pageMatrix[id].file.replace(/^generated\/blog\.|\.tsx$/g, '')
  const file = new URL(`../../../app/content/articles/${name}.md`, import.meta.url)
  return parseArticle(readFileSync(file, 'utf8'), file.pathname).meta
}
