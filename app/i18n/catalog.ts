import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { loaders } from 'virtual:clinic-catalogs'
import { pageExistsIn, pageIdAt, type PageId } from '../site/pages.ts'
import { defaultLocale, localeRecord, locales, splitLocalePath, type Locale } from './locales.ts'

/**
 * Catalogs are compiled from the PO files at build time and split (build/catalog-split.ts):
 * the messages every page shows, and one small catalog per page, each its own chunk.
 *
 * One Lingui instance per language, each activated once, for good: loading a catalog only
 * merges messages into its language's instance and never changes what is on screen. Which
 * instance the page renders with follows the page the router has committed (app/i18n/rendered.ts),
 * so a language switch shows the new language exactly when the new page renders, with all
 * its messages already loaded. (A single instance re-activated before the new page is ready
 * re-renders the old page in the new language, with ids for the messages it lacks.)
 */
export interface Catalogs {
  /** The Lingui instance of a language (always active in that language). */
  readonly i18n: Record<Locale, I18n>
  /** Catalog parts loaded successfully, by "<tag> <part>". */
  readonly loaded: Set<string>
}

/** A fresh set per request on the server (router context), one per tab in the browser. */
export function createCatalogs(): Catalogs {
  const i18n = Object.fromEntries(
    locales.map((locale) => {
      const tag = localeRecord[locale].tag
      return [locale, setupI18n({ locale: tag, messages: { [tag]: {} } })]
    }),
  ) as Record<Locale, I18n>
  return { i18n, loaded: new Set() }
}

type Part = 'shared' | PageId

function loaderOf(locale: Locale, part: Part): (() => Promise<{ messages: Messages }>) | undefined {
  const catalog = loaders[localeRecord[locale].tag]
  return part === 'shared' ? catalog.shared : catalog.pages[part]
}

/** Loads one catalog part into its language's instance; false when its chunk failed to load. */
async function loadPart(catalogs: Catalogs, locale: Locale, part: Part): Promise<boolean> {
  const tag = localeRecord[locale].tag
  const key = `${tag} ${part}`
  if (catalogs.loaded.has(key)) return true
  const loader = loaderOf(locale, part)
  if (!loader) return true // the page does not exist in this language: nothing to load
  try {
    // A copy: the instance merges later catalogs into it, never into the shared module object.
    catalogs.i18n[locale].load(tag, { ...(await loader()).messages })
    catalogs.loaded.add(key)
    return true
  } catch (error) {
    // SPEC section 8: a language file that fails to load is logged, nothing more.
    console.warn('Failed locale loading', key, error)
    return false
  }
}

/**
 * Loads everything a page needs in a language (the shared messages and the page's own),
 * in parallel, without changing what is on screen. Returns whether every part loaded.
 *
 * A part that fails (a network blip fetching its chunk) falls back per message to English
 * (SPEC section 3): the English text of every message the language does not have yet.
 * A later successful load replaces the fallback with the translation.
 */
export async function loadCatalogs(
  catalogs: Catalogs,
  locale: Locale,
  page: PageId | undefined,
): Promise<boolean> {
  const parts: Part[] = page ? ['shared', page] : ['shared']
  const results = await Promise.all(parts.map((part) => loadPart(catalogs, locale, part)))
  const failed = parts.filter((_, index) => !results[index])
  if (failed.length === 0) return true
  if (locale !== defaultLocale) {
    await Promise.all(failed.map((part) => loadPart(catalogs, defaultLocale, part)))
    const own = catalogs.i18n[locale].messages
    const english = catalogs.i18n[defaultLocale].messages
    const missing: Messages = {}
    for (const [id, message] of Object.entries(english))
      if (!Object.hasOwn(own, id)) missing[id] = message
    catalogs.i18n[locale].load(localeRecord[locale].tag, missing)
  }
  return false
}

/**
 * Every page route's loader: the page's text in the page's language (the shared and the
 * page's own catalog). The router runs loaders in parallel with loading the page's script
 * chunk, so a client navigation costs one round trip, not two; it runs on preload too (a
 * hover), so a click renders at once, and loading never changes the page on screen. A page
 * route's match is one page in one language, so the router may share a running load between
 * a preload and the navigation that follows it.
 */
export async function loadPageText({
  context,
  location,
}: {
  context: { catalogs: Catalogs }
  location: { pathname: string }
}): Promise<void> {
  const { locale, path } = splitLocalePath(location.pathname)
  const page = pageIdAt(path)
  await loadCatalogs(
    context.catalogs,
    locale,
    page && pageExistsIn(page, locale) ? page : undefined,
  )
}

/** Whether a language's shared messages (or their English stand-ins) are loaded. */
export function hasSharedMessages(catalogs: Catalogs, locale: Locale): boolean {
  return Object.keys(catalogs.i18n[locale].messages).length > 0
}
