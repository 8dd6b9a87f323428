// Route modules made from the articles and medical rows (ADR 0020), written by `npm run routes`.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import type { Plugin } from 'vite'
import { conditionRows, serviceRows, type MedicalRow } from '../app/site/medical-pages.ts'
import { parseArticle, type FrontMatter } from './front-matter.ts'

export const articlesDir = 'app/content/articles'
export const articleIndexFile = 'app/site/articles.gen.ts'
export const medicalRowsFile = 'app/site/medical-pages.ts'
const routesDir = 'app/routes/generated'
const mark = '// Made by build/route-modules.ts'

export interface ArticleRow {
  id: string
  file: string
  slug: string
}

export function articleIdOf(file: string): string {
  return `blog${file.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase())}`
}

export function readArticleRows(root: string): ArticleRow[] {
  return readArticles(root).map(({ row }) => row)
}

export function readArticles(root: string): { row: ArticleRow; meta: FrontMatter }[] {
  const dir = join(root, articlesDir)
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort()
  for (const file of files)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(file))
      throw new Error(`${file}.md: name an article file in lower-case words joined by -`)
  const ids = files.map(articleIdOf)
  const articles = files.map((file, index) => {
    const { meta } = parseArticle(readFileSync(join(dir, `${file}.md`), 'utf8'), `${file}.md`, ids)
    return { row: { id: ids[index]!, file, slug: meta.slug }, meta }
  })
  const slugs = articles.map(({ row }) => row.slug)
  const twice = slugs.find((slug, index) => slugs.indexOf(slug) !== index)
  if (twice) throw new Error(`Two articles have the slug ${twice}`)
  return articles
}

async function formatted(root: string, file: string, source: string): Promise<string> {
  const path = join(root, file)
  return format(source, { ...(await resolveConfig(path)), filepath: path })
}

export function articleIndexSource(rows: readonly ArticleRow[]): string {
  const entries = rows.map(({ id, file, slug }) => `  ${id}: { file: '${file}', slug: '${slug}' },`)
  return `${mark} from the Markdown files in ${articlesDir}: do not edit.
// \`npm run routes\` rewrites it (the dev server and the build do too).
export const articleRows = {
${entries.join('\n')}
} as const
`
}

export function articleRouteSource({ id, file, slug }: ArticleRow): string {
  return `${mark} from ${articlesDir}/${file}.md: do not edit.
import { createFileRoute } from '@tanstack/react-router'
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

export interface MedicalRoute {
  section: 'services' | 'conditions'
  id: string
  slug: string
}

export function medicalRoutes(): MedicalRoute[] {
  const of = (section: MedicalRoute['section'], rows: Record<string, MedicalRow>) =>
    Object.entries(rows).map(([id, { slug }]) => ({ section, id, slug }))
  return [...of('services', serviceRows), ...of('conditions', conditionRows)]
}

export function medicalRouteSource({ section, id, slug }: MedicalRoute): string {
  const content = `../../content/medical/${slug}.ts`
  return `${mark} from the page's row in ${medicalRowsFile}: do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { content } from '${content}'
import { description } from '${content}?head'
import { medicalHead } from '../../content/medical.ts'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { loadPageText } from '../../i18n/catalog.ts'

export const Route = createFileRoute('/{-$lang}/${section}/${slug}')({
  head: medicalHead('${id}', description),
  loader: loadPageText,
  component: () => <MedicalPage id="${id}" description={description} content={content} />,
})
`
}

export async function generatedFiles(
  root: string,
  medical: readonly MedicalRoute[] = medicalRoutes(),
): Promise<Map<string, string>> {
  const articles = readArticleRows(root)
  const sources: [string, string][] = [
    [articleIndexFile, articleIndexSource(articles)],
    ...articles.map((row): [string, string] => [
      `${routesDir}/blog.${row.file}.tsx`,
      articleRouteSource(row),
    ]),
    ...medical.map((route): [string, string] => [
      `${routesDir}/${route.section}.${route.slug}.tsx`,
      medicalRouteSource(route),
    ]),
  ]
  const files = new Map<string, string>()
  for (const [file, source] of sources) files.set(file, await formatted(root, file, source))
  return files
}

export function staleRouteModules(root: string, files: ReadonlyMap<string, string>): string[] {
  return readdirSync(join(root, routesDir))
    .map((name) => `${routesDir}/${name}`)
    .filter((file) => !files.has(file) && readFileSync(join(root, file), 'utf8').startsWith(mark))
}

export async function updateGeneratedFiles(
  root: string,
  medical?: readonly MedicalRoute[],
): Promise<string[]> {
  const changed: string[] = []
  const files = await generatedFiles(root, medical)
  for (const [file, source] of files) {
    const path = join(root, file)
    if (existsSync(path) && readFileSync(path, 'utf8') === source) continue
    writeFileSync(path, source)
    changed.push(file)
  }
  for (const file of staleRouteModules(root, files)) {
    rmSync(join(root, file))
    changed.push(file)
  }
  return changed
}

// A build finding a generated file out of date stops: it has read the old page matrix already.
export function routeModules({ root }: { root: string }): Plugin {
  return {
    name: 'clinic:route-modules',
    async buildStart() {
      if (this.meta.watchMode) return
      const changed = await updateGeneratedFiles(root)
      if (changed.length > 0)
        this.error(
          `Generated files were out of date and have been rewritten (${changed.join(', ')}): ` +
            'run the build again.',
        )
    },
    configureServer(server) {
      const update = () =>
        void updateGeneratedFiles(root).catch((error: unknown) =>
          server.config.logger.error(`route modules: ${(error as Error).message}`),
        )
      update()
      const dir = join(root, articlesDir)
      server.watcher.on('all', (_event, path) => {
        if (path.startsWith(dir) && path.endsWith('.md')) update()
      })
    },
  }
}
