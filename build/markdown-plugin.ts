/**
 * Turns `import { html, meta } from '../app/content/articles/x.md'` into the article's HTML
 * string and its front matter at build time, so no Markdown or YAML parser ships to the
 * browser. `import { meta } from './x.md?meta'` gives the front matter alone (lists of articles
 * need no article bodies). Article bodies are the site's own text, so the HTML is trusted; the
 * page's <h1> is its title, so a body may not contain a level-1 heading.
 *
 * The front matter holds an article's data (dates, hero image, related pages), validated here:
 * a mistake stops the build naming the file and the field. Its title and description are
 * visitor-facing text and stay Lingui messages (app/content/articles.ts), where translators
 * and the catalog checks see them.
 */
import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import { Marked } from 'marked'
import * as v from 'valibot'
import type { Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import {
  pageIds,
  pageMatrix,
  type ArticlePageId,
  type ConditionPageId,
  type PageId,
  type PagesUnder,
  type ServicePageId,
} from '../app/site/pages.ts'

/** Pages an article can link to as related: they have a name to link with. */
export type RelatedPageId =
  ServicePageId | ConditionPageId | ArticlePageId | PagesUnder<'/media-and-events/'>

const marked = new Marked({ gfm: true, async: false })

export function renderMarkdown(source: string, id = 'markdown'): string {
  const html = marked.parse(source) as string
  if (/<h1[\s>]/.test(html))
    throw new Error(`${id}: start headings at level 2 (##); the page title is the only <h1>`)
  return html
}

const artDir = new URL('../app/media/art/', import.meta.url)
const date = (field: string) =>
  v.pipe(
    v.string(`${field} is a date written YYYY-MM-DD`),
    v.isoDate(`${field} is a date written YYYY-MM-DD`),
  )
/** Related pages need a name to link with: a service, condition, media page or article. */
const linkable = (id: PageId): id is RelatedPageId =>
  /^\/(services|conditions|media-and-events|blog)\/[^/]+\/$/.test(pageMatrix[id].path)

export const articleMetaSchema = v.strictObject({
  /** Publication date (<time>, Article structured data, the blog's order). */
  published: date('published'),
  /** When the doctor last reviewed the medical content ("Medically reviewed by ... on ..."). */
  reviewed: date('reviewed'),
  /** The hero illustration: a file name in app/media/art/ without `.svg`. */
  hero: v.pipe(
    v.string('hero is an image name'),
    v.check(
      (name) => /^[a-z0-9-]+$/.test(name) && existsSync(new URL(`${name}.svg`, artDir)),
      (issue) => `hero: no image app/media/art/${String(issue.input)}.svg`,
    ),
  ),
  /** Related pages, by page id (app/site/pages.ts), in the order they are listed. */
  related: v.pipe(
    v.array(
      v.pipe(
        v.picklist(pageIds, (issue) => `related: ${String(issue.input)} is not a page id`),
        v.check(
          linkable,
          (issue) =>
            `related: ${String(issue.input)} is not a service, condition, media page or article`,
        ),
        v.transform((id) => id as RelatedPageId),
      ),
      'related is a list of page ids',
    ),
    v.minLength(1, 'related lists at least one page'),
  ),
})

export type ArticleMeta = v.InferOutput<typeof articleMetaSchema>

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/

/** Splits a Markdown file into its validated front matter and its body. */
export function parseArticle(source: string, file: string): { meta: ArticleMeta; body: string } {
  const name = basename(file)
  const match = frontMatterPattern.exec(source)
  if (!match) throw new Error(`${name}: the file must start with front matter between --- lines`)
  let data: unknown
  try {
    data = parseYaml(match[1]!)
  } catch (error) {
    throw new Error(`${name}: front matter is not valid YAML: ${(error as Error).message}`, {
      cause: error,
    })
  }
  const result = v.safeParse(articleMetaSchema, data)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const field = v.getDotPath(issue)
      return field && !issue.message.startsWith(field.split('.')[0]!)
        ? `${field}: ${issue.message}`
        : issue.message
    })
    throw new Error(`${name}: front matter: ${problems.join('; ')}`)
  }
  return { meta: result.output, body: source.slice(match[0].length) }
}

export function markdownHtml(): Plugin {
  return {
    name: 'markdown-html',
    enforce: 'pre',
    transform(code, id) {
      const [file = id, query] = id.split('?')
      if (!file.endsWith('.md')) return undefined
      const { meta, body } = parseArticle(code, file)
      const exports = [`export const meta = ${JSON.stringify(meta)}`]
      if (query !== 'meta')
        exports.push(`export const html = ${JSON.stringify(renderMarkdown(body, file))}`)
      return { code: exports.join('\n'), map: null }
    },
  }
}
