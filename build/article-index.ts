// The page matrix's view of the articles, made from the Markdown files so an article is one file.
// Usage: node build/article-index.ts   (npm run articles; the dev server and the build run it)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parseArticle } from './front-matter.ts'

export const articlesDir = 'app/content/articles'
export const articleIndexFile = 'app/site/articles.gen.ts'
export const articleRouteFile = (file: string) => `app/routes/pages/blog.${file}.tsx`

export interface ArticleRow {
  id: string
  file: string
  slug: string
}

/** The page id of app/content/articles/<file>.md: chest-pain.md is blogChestPain. */
export function articleIdOf(file: string): string {
  return `blog${file.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase())}`
}

export function readArticleRows(root: string): ArticleRow[] {
  const dir = join(root, articlesDir)
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort()
  for (const file of files)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(file))
      throw new Error(`${file}.md: name an article file in lower-case words joined by -`)
  const ids = files.map(articleIdOf)
  const rows = files.map((file, index) => {
    const { meta } = parseArticle(readFileSync(join(dir, `${file}.md`), 'utf8'), `${file}.md`, ids)
    return { id: ids[index]!, file, slug: meta.slug }
  })
  const slugs = rows.map((row) => row.slug)
  const twice = slugs.find((slug, index) => slugs.indexOf(slug) !== index)
  if (twice) throw new Error(`Two articles have the slug ${twice}`)
  return rows
}

async function formatted(root: string, file: string, source: string): Promise<string> {
  const path = join(root, file)
  return format(source, { ...(await resolveConfig(path)), filepath: path })
}

export function articleIndexSource(rows: readonly ArticleRow[]): string {
  const entries = rows.map(({ id, file, slug }) => `  ${id}: { file: '${file}', slug: '${slug}' },`)
  return `// Made by build/article-index.ts from the Markdown files in ${articlesDir}: do not edit.
// \`npm run articles\` rewrites it (the dev server and the build do too).
export const articleRows = {
${entries.join('\n')}
} as const
`
}

export function articleRouteSource({ id, file, slug }: ArticleRow): string {
  return `import { createFileRoute } from '@tanstack/react-router'
import { html } from '../../content/articles/${file}.md'
import { ArticlePage } from '../../content/Article.tsx'
import { articleHead } from '../../content/articles.ts'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/blog/${slug}')({
  head: articleHead('${id}'),
  loader: loadPageText,
  component: () => <ArticlePage id="${id}" html={html} />,
})
`
}

export async function articleFiles(root: string): Promise<Map<string, string>> {
  const rows = readArticleRows(root)
  const files = new Map([
    [articleIndexFile, await formatted(root, articleIndexFile, articleIndexSource(rows))],
  ])
  for (const row of rows) {
    const route = articleRouteFile(row.file)
    files.set(route, await formatted(root, route, articleRouteSource(row)))
  }
  return files
}

/** An existing route module is left as it is; returns the files written. */
export async function updateArticleIndex(root: string): Promise<string[]> {
  const written: string[] = []
  for (const [file, source] of await articleFiles(root)) {
    const path = join(root, file)
    const isIndex = file === articleIndexFile
    if (existsSync(path) && (!isIndex || readFileSync(path, 'utf8') === source)) continue
    writeFileSync(path, source)
    written.push(file)
  }
  return written
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const written = await updateArticleIndex(root)
  console.log(
    written.length > 0 ? `Wrote ${written.join(', ')}` : 'The article index is up to date.',
  )
}
