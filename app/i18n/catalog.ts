import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { loaders } from 'virtual:clinic-catalogs'
import type { PageId } from '../site/pages.ts'
import { defaultLocale, localeRecord, locales, type Locale } from './locales.ts'
import { pageOfRoute } from './rendered.ts'

// An instance per language, activated once: re-activating one would re-render the old page in the new.
export interface Catalogs {
  readonly i18n: Record<Locale, I18n>
  readonly loaded: Set<string>
}

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
    console.warn('Failed locale loading', key, error)
    return false
  }
}

/** False when a part failed: its messages fall back to English (SPEC section 3) until a later load. */
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

export async function loadPageText({
  context,
  route,
  params,
}: {
  context: { catalogs: Catalogs }
  route: { id: string }
  params: { lang?: string | undefined }
}): Promise<void> {
  const page = pageOfRoute(route.id, params)
  await loadCatalogs(context.catalogs, page?.locale ?? defaultLocale, page?.pageId)
}

export function hasSharedMessages(catalogs: Catalogs, locale: Locale): boolean {
  return Object.keys(catalogs.i18n[locale].messages).length > 0
}
