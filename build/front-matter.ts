/**
 * An article's front matter: all of its data, validated here (the Markdown plugin, the article
 * index and the catalogs' extractor read it), so that a mistake stops the build naming the file
 * and the field. Its title, description and image text are Lingui messages: the extractor
 * (front-matter-extractor.ts) puts them in the catalogs, and the site reads their descriptors.
 */
import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import type { MessageDescriptor } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import * as v from 'valibot'
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

const artDir = new URL('../app/media/art/', import.meta.url)
const date = (field: string) =>
  v.pipe(
    v.string(`${field} is a date written YYYY-MM-DD`),
    v.isoDate(`${field} is a date written YYYY-MM-DD`),
  )
const text = (field: string) =>
  v.pipe(v.string(`${field} is a text`), v.trim(), v.nonEmpty(`${field} is a text`))
/** Related pages need a name to link with: a service, condition, media page or article. */
const linkable = (id: PageId): id is RelatedPageId =>
  /^\/(services|conditions|media-and-events|blog)\/[^/]+\/$/.test(pageMatrix[id].path)

/** The front matter's visitor-facing texts: Lingui messages (see the module comment). */
export const articleTextFields = ['title', 'description', 'heroAlt'] as const

/**
 * The front matter's schema. `articleIds` are the articles a `related` entry may name: the
 * matrix's, or those of the Markdown files while the article index is being rewritten.
 */
function articleMetaSchema(articleIds: readonly string[]) {
  const relatable = new Set<string>([
    ...pageIds.filter((id) => linkable(id) && !pageMatrix[id].path.startsWith('/blog/')),
    ...articleIds,
  ])
  return v.strictObject({
    /** The page's address: /blog/<slug>/. */
    slug: v.pipe(
      v.string('slug is lower-case words joined by -'),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-case words joined by -'),
    ),
    /** The page's title (browser tab, search results) and main heading. */
    title: text('title'),
    /** The lead paragraph under the title, and the description in search results and lists. */
    description: text('description'),
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
    /** The hero illustration's alternative text. */
    heroAlt: text('heroAlt'),
    /** Related pages, by page id (app/site/pages.ts), in the order they are listed. */
    related: v.pipe(
      v.array(
        v.pipe(
          v.picklist(
            [...new Set([...pageIds, ...articleIds])],
            (issue) => `related: ${String(issue.input)} is not a page id`,
          ),
          v.check(
            (id) => relatable.has(id),
            (issue) =>
              `related: ${String(issue.input)} is not a service, condition, media page or article`,
          ),
          v.transform((id) => id as RelatedPageId),
        ),
        'related is a list of page ids',
      ),
      v.minLength(1, 'related lists at least one page'),
    ),
    /** The emergency note (call 995) before the body: articles about symptoms. */
    emergencyNote: v.optional(v.boolean('emergencyNote is true or false')),
  })
}

export type FrontMatter = v.InferOutput<ReturnType<typeof articleMetaSchema>>

/** What the site reads of an article (`meta`): its texts as message descriptors. */
export type ArticleMeta = Omit<FrontMatter, (typeof articleTextFields)[number]> &
  Record<(typeof articleTextFields)[number], MessageDescriptor>

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/

/** Splits a Markdown file into its YAML front matter, unvalidated, and its body. */
export function readFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const name = basename(file)
  const match = frontMatterPattern.exec(source)
  if (!match) throw new Error(`${name}: the file must start with front matter between --- lines`)
  try {
    return { data: parseYaml(match[1]!), body: source.slice(match[0].length) }
  } catch (error) {
    throw new Error(`${name}: front matter is not valid YAML: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

/** Splits a Markdown file into its validated front matter and its body. */
export function parseArticle(
  source: string,
  file: string,
  articleIds: readonly string[] = pageIds.filter((id) => pageMatrix[id].path.startsWith('/blog/')),
): { meta: FrontMatter; body: string } {
  const { data, body } = readFrontMatter(source, file)
  const result = v.safeParse(articleMetaSchema(articleIds), data)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const field = v.getDotPath(issue)
      return field && !issue.message.startsWith(field.split('.')[0]!)
        ? `${field}: ${issue.message}`
        : issue.message
    })
    throw new Error(`${basename(file)}: front matter: ${problems.join('; ')}`)
  }
  return { meta: result.output, body }
}

/**
 * The front matter as the site reads it: each text a descriptor, with its English only where
 * the build keeps it (Lingui's compiled macros drop `message` in production too).
 */
export function articleMeta(meta: FrontMatter, keepMessages: boolean): ArticleMeta {
  const descriptor = (message: string): MessageDescriptor => ({
    id: generateMessageId(message) as string,
    ...(keepMessages ? { message } : {}),
  })
  return {
    ...meta,
    title: descriptor(meta.title),
    description: descriptor(meta.description),
    heroAlt: descriptor(meta.heroAlt),
  }
}
