import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { defaultLocale, localeRecord, type Locale } from './locales.ts'

/**
 * Catalogs are PO files compiled by the Lingui Vite plugin on import; each language is its
 * own chunk, fetched only when that language is shown.
 */
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../src/locales/en-SG/messages.po'),
  cn: () => import('../../src/locales/zh-SG/messages.po'),
  bh: () => import('../../src/locales/id-SG/messages.po'),
  jp: () => import('../../src/locales/ja-SG/messages.po'),
}

/** A fresh instance per request on the server (router context), one per tab in the browser. */
export function createI18n(): I18n {
  return setupI18n()
}

/**
 * Loads a language's catalog into `i18n` and activates it.
 * A catalog that fails to load (a network blip fetching its chunk) is logged as
 * 'Failed locale loading' (SPEC section 8) and the page keeps working in English.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const tag = localeRecord[locale].tag
  if (i18n.locale === tag) return
  try {
    const { messages } = await catalogLoaders[locale]()
    i18n.loadAndActivate({ locale: tag, messages })
  } catch (error) {
    console.warn('Failed locale loading', tag, error)
    if (locale !== defaultLocale) await activateLocale(i18n, defaultLocale)
    else i18n.loadAndActivate({ locale: tag, messages: {} })
  }
}
