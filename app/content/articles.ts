/**
 * The blog articles: one row per article page of the page matrix (app/site/pages.ts). The
 * title and description are Lingui messages (the article page, the blog index and links to
 * the article read them); the data (dates, hero image, related pages) is the Markdown file's
 * front matter, validated at build time (build/markdown-plugin.ts). Only the front matter is
 * imported here: article bodies load with their own pages.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SectionPageId } from './page-names.ts'
import { pageHead } from '../seo/head.ts'
import type { ArticlePageId, PageId } from '../site/pages.ts'
import type { RelatedLink } from './blocks.tsx'
import { meta as angioplasty } from './articles/angioplasty.md?meta'
import { meta as attackVsFailure } from './articles/attack-vs-failure.md?meta'
import { meta as chestPain } from './articles/chest-pain.md?meta'
import { meta as cloggedArteries } from './articles/clogged-arteries.md?meta'

export interface ArticleRow {
  title: MessageDescriptor
  /** The lead paragraph under the title, and the description in search results and lists. */
  description: MessageDescriptor
  /** Alternative text of the hero illustration (the image is `meta.hero`). */
  alt: MessageDescriptor
  meta: typeof angioplasty
}

// `satisfies Record<ArticlePageId, ...>`: an article added to the matrix without a row here
// fails the type check.
export const articleTable = {
  blogAngioplasty: {
    title: msg({
      comment: 'Title of the page (browser tab, search results) and its main heading.',
      message: 'What you need to know about angioplasty',
    }),
    description: msg({
      comment:
        'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
      message:
        'What happens before, during and after a coronary angioplasty, and what recovery usually involves.',
    }),
    alt: msg`Illustration of an artery widened by a balloon and a stent`,
    meta: angioplasty,
  },
  blogAttackVsFailure: {
    title: msg({
      comment: 'Title of the page (browser tab, search results) and its main heading.',
      message: 'Heart attack vs heart failure',
    }),
    description: msg({
      comment:
        'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
      message:
        'Heart attack and heart failure are different conditions. This article explains how they differ.',
    }),
    alt: msg`Illustration of two hearts side by side`,
    meta: attackVsFailure,
  },
  blogCloggedArteries: {
    title: msg({
      comment: 'Title of the page (browser tab, search results) and its main heading.',
      message: 'Five possible signs of clogged arteries',
    }),
    description: msg({
      comment:
        'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
      message:
        'Narrowed arteries often cause no symptoms at first. These are five signs that can point to them.',
    }),
    alt: msg`Illustration of an artery narrowed by plaque`,
    meta: cloggedArteries,
  },
  blogChestPain: {
    title: msg({
      comment: 'Title of the page (browser tab, search results) and its main heading.',
      message: 'Different causes of heart or chest pain',
    }),
    description: msg({
      comment:
        'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
      message:
        'Chest pain has many possible causes, from the heart, lungs, stomach or muscles. Here is an overview.',
    }),
    alt: msg`Illustration of a chest with markers at different places`,
    meta: chestPain,
  },
} as const satisfies Record<ArticlePageId, ArticleRow>

export const articleIds = Object.keys(articleTable) as ArticlePageId[]

export function isArticlePage(id: PageId): id is ArticlePageId {
  return id in articleTable
}

/** What an article route's head() and its <ArticlePage> share: passed once, read by both. */
export function articlePage(id: ArticlePageId) {
  const { title, description } = articleTable[id]
  return { id, title, description, head: pageHead(title, description) }
}

/**
 * A link to a related page, named by the table that names it: an article by its title, a
 * service, condition or media page by its menu label (RelatedLinks, app/layout/nav.ts).
 */
export function relatedLink(id: ArticlePageId | SectionPageId): RelatedLink {
  return isArticlePage(id) ? { to: id, label: articleTable[id].title } : { to: id }
}
