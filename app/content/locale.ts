import { useRenderedLocale } from '../i18n/rendered.ts'
import type { Locale } from '../i18n/locales.ts'

/** The language of the page being shown, from its path prefix. */
export function useLocale(): Locale {
  return useRenderedLocale()
}
