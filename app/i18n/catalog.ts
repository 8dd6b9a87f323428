import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { loaders } from 'virtual:clinic-catalogs'
import type { PageId } from '../site/pages.ts'
import { defaultLocale, localeRecord, type Locale } from './locales.ts'

/**
 * Catalogs are compiled from the PO files at build time and split (app/i18n/catalog-split.server.ts):
 * the messages every page shows, and one small catalog per page, each its own chunk.
 */

/** A fresh instance per request on the server (router context), one per tab in the browser. */
export function createI18n(): I18n {
  return setupI18n()
}

async function load(loader: () => Promise<{ messages: Messages }>, what: string): Promise<Messages | undefined> {
  try {
    // A copy: later page catalogs are merged into it, never into the shared module object.
    return { ...(await loader()).messages }
  } catch (error) {
    console.warn('Failed locale loading', what, error)
    return undefined
  }
}

/**
 * Activates a language with the messages every page needs. A catalog that fails to load
 * (a network blip fetching its chunk) is logged as 'Failed locale loading' (SPEC section 8)
 * and the page keeps working in English.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const tag = localeRecord[locale].tag
  if (i18n.locale === tag) return
  const messages = await load(loaders[tag]!.shared, tag)
  if (messages) i18n.loadAndActivate({ locale: tag, messages })
  else if (locale !== defaultLocale) await activateLocale(i18n, defaultLocale)
  else i18n.loadAndActivate({ locale: tag, messages: {} })
}

/** Adds a page's own messages for a language (merged; activating is activateLocale's job). */
export async function loadPageMessages(i18n: I18n, locale: Locale, page: PageId): Promise<void> {
  const tag = localeRecord[locale].tag
  const loader = loaders[tag]?.pages[page]
  if (!loader) return // the page does not exist in this language: nothing to show
  const messages = await load(loader, `${tag} ${page}`)
  if (messages) i18n.load(tag, messages)
  else if (locale !== defaultLocale) {
    // Keep the page readable: its English text stands in for the missing catalog.
    const englishLoader = loaders[localeRecord[defaultLocale].tag]?.pages[page]
    const english = englishLoader && (await load(englishLoader, `en-SG ${page}`))
    if (english) i18n.load(tag, english)
  }
}
