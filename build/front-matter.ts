// An article's front matter is all its data: a mistake stops the build, naming the file and field.
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
const linkable = (id: PageId): id is RelatedPageId =>
  /^\/(services|conditions|media-and-events|blog)\/[^/]+\/$/.test(pageMatrix[id].path)

export const articleTextFields = ['title', 'description', 'heroAlt'] as const

function articleMetaSchema(articleIds: readonly string[]) {
  const relatable = new Set<string>([
    ...pageIds.filter((id) => linkable(id) && !pageMatrix[id].path.startsWith('/blog/')),
    ...articleIds,
  ])
  return v.strictObject({
    slug: v.pipe(
      v.string('slug is lower-case words joined by -'),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-case words joined by -'),
    ),
    title: text('title'),
    description: text('description'),
    published: date('published'),
    reviewed: date('reviewed'),
    hero: v.pipe(
      v.string('hero is an image name'),
      v.check(
        (name) => /^[a-z0-9-]+$/.test(name) && existsSync(new URL(`${name}.svg`, artDir)),
        (issue) => `hero: no image app/media/art/${String(issue.input)}.svg`,
      ),
    ),
    heroAlt: text('heroAlt'),
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
    emergencyNote: v.optional(v.boolean('emergencyNote is true or false')),
  })
}

export type FrontMatter = v.InferOutput<ReturnType<typeof articleMetaSchema>>

export type ArticleMeta = Omit<FrontMatter, (typeof articleTextFields)[number]> &
  Record<(typeof articleTextFields)[number], MessageDescriptor>

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/

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

/** English `message` only where kept: Lingui's compiled macros drop it in production too. */
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
