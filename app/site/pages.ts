// The page matrix (docs/architecture.md): plain data, imported by the build and the server too.
import { doctorSlug } from './clinic.ts'
import { locales, localizePath, type Locale } from './locales.ts'
import { articleRows } from './articles.gen.ts'
import { conditionRows, serviceRows, type MedicalRow } from './medical-pages.ts'

const all = locales
const en = ['en'] as const satisfies readonly Locale[]
const cnBhJp = ['cn', 'bh', 'jp'] as const satisfies readonly Locale[]

type RowPages<Rows extends Record<string, MedicalRow>, Section extends string> = {
  readonly [K in keyof Rows]: {
    readonly path: `/${Section}/${Rows[K]['slug']}/`
    readonly file: `generated/${Section}.${Rows[K]['slug']}.tsx`
    readonly langs: Rows[K]['langs']
  }
}

function rowPages<Rows extends Record<string, MedicalRow>, Section extends string>(
  section: Section,
  rows: Rows,
): RowPages<Rows, Section> {
  return Object.fromEntries(
    Object.entries(rows).map(([id, { slug, langs }]) => [
      id,
      { path: `/${section}/${slug}/`, file: `generated/${section}.${slug}.tsx`, langs },
    ]),
  ) as RowPages<Rows, Section>
}

type ArticlePages = {
  readonly [K in keyof typeof articleRows]: {
    readonly path: `/blog/${(typeof articleRows)[K]['slug']}/`
    readonly file: `generated/blog.${(typeof articleRows)[K]['file']}.tsx`
    readonly langs: typeof en
  }
}

const articlePages = Object.fromEntries(
  Object.entries(articleRows).map(([id, { file, slug }]) => [
    id,
    { path: `/blog/${slug}/`, file: `generated/blog.${file}.tsx`, langs: en },
  ]),
) as ArticlePages

export const pageMatrix = {
  home: { path: '/', file: 'pages/home.tsx', langs: all },
  contact: { path: '/contact-us/', file: 'pages/contact-us.tsx', langs: all },
  // Reached only after sending the form: kept out of search engines (noindex, not in the sitemap).
  thankYou: { path: '/thank-you/', file: 'pages/thank-you.tsx', langs: all, noindex: true },
  doctor: { path: `/about-us/${doctorSlug}/`, file: 'pages/about-us.doctor.tsx', langs: all },
  team: { path: '/about-us/the-team/', file: 'pages/about-us.the-team.tsx', langs: en },
  servicesIndex: { path: '/services/', file: 'pages/services.index.tsx', langs: cnBhJp },
  ...rowPages('services', serviceRows),
  ...rowPages('conditions', conditionRows),
  blog: { path: '/blog/', file: 'pages/blog.index.tsx', langs: en },
  ...articlePages,
  events: {
    path: '/media-and-events/events/',
    file: 'pages/media-and-events.events.tsx',
    langs: en,
  },
  media: { path: '/media-and-events/media/', file: 'pages/media-and-events.media.tsx', langs: en },
  privacyPolicy: { path: '/privacy-policy/', file: 'pages/privacy-policy.tsx', langs: all },
  feesAndInsurance: {
    path: '/fees-and-insurance/',
    file: 'pages/fees-and-insurance.tsx',
    langs: all,
  },
  overseasPatients: {
    path: '/overseas-patients/',
    file: 'pages/overseas-patients.tsx',
    langs: all,
  },
} as const satisfies Record<
  string,
  { path: string; file: string; langs: readonly Locale[]; noindex?: true }
>

export type PageId = keyof typeof pageMatrix
export type Page = (typeof pageMatrix)[PageId]

export const pageIds = Object.keys(pageMatrix) as PageId[]

const byPath = new Map<string, PageId>(pageIds.map((id) => [pageMatrix[id].path, id]))

export function pageIdAt(path: string): PageId | undefined {
  return byPath.get(path)
}

export function pageExistsIn(id: PageId, locale: Locale): boolean {
  return (pageMatrix[id].langs as readonly Locale[]).includes(locale)
}

export function pageHref(id: PageId, locale: Locale): string | undefined {
  return pageExistsIn(id, locale) ? localizePath(pageMatrix[id].path, locale) : undefined
}

export function isIndexable(id: PageId): boolean {
  const page: Page = pageMatrix[id]
  return !('noindex' in page && page.noindex)
}

export function allLocalizedPaths(): { id: PageId; locale: Locale; href: string }[] {
  return pageIds.flatMap((id) =>
    (pageMatrix[id].langs as readonly Locale[]).map((locale) => ({
      id,
      locale,
      href: localizePath(pageMatrix[id].path, locale),
    })),
  )
}

type PathOf<K extends PageId> = (typeof pageMatrix)[K]['path']
export type PagesUnder<Prefix extends string> = {
  [K in PageId]: PathOf<K> extends `${Prefix}${string}` ? K : never
}[PageId]

export type { ConditionPageId, ServicePageId } from './medical-pages.ts'
export type MediaPageId = PagesUnder<'/media-and-events/'>
export type ArticlePageId = Exclude<PagesUnder<'/blog/'>, 'blog'>

export function pageSlug(id: PageId): string {
  return pageMatrix[id].path.split('/').filter(Boolean).at(-1) ?? ''
}
