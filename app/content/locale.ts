import { useRouterState } from '@tanstack/react-router'
import { splitLocalePath, type Locale } from '../i18n/locales.ts'

/** The language of the page being shown, from its path prefix. */
export function useLocale(): Locale {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return splitLocalePath(pathname).locale
}
