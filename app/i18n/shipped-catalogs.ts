import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { loaders } from 'virtual:clinic-catalogs'
import { localeRecord, type Locale } from './locales.ts'

/** For unit tests: a language's catalogs as the site ships them, every page's and the layout's. */
export async function shippedI18n(locale: Locale): Promise<I18n> {
  const tag = localeRecord[locale].tag
  const parts = [loaders[tag].shared, ...Object.values(loaders[tag].pages)]
  const messages: Messages = {}
  for (const part of await Promise.all(parts.map((load) => load())))
    Object.assign(messages, part.messages)
  return setupI18n({ locale: tag, messages: { [tag]: messages } })
}
