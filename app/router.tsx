import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { activateLocale, createI18n, loadPageMessages } from './i18n/catalog.ts'
import { defaultLocale, isLocale, localeFromTag, splitLocalePath } from './i18n/locales.ts'
import { pageExistsIn, pageIdAt } from './site/pages.ts'
import { routeTree } from './routeTree.gen.ts'
import { createLimiter } from './runtime/limiter.ts'

export interface RouterContext {
  i18n: I18n
}

export function getRouter() {
  const i18n = createI18n()

  const router = createRouter({
    routeTree,
    context: { i18n },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    scrollRestoration: true,
    notFoundMode: 'root',
    // A page rendered on request carries its response's CSP nonce on every script and style
    // (app/start.ts); undefined in the browser and while prerendering.
    ssr: { nonce: getGlobalStartContext()?.cspNonce },
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    // The server hands the browser only the language; the catalog is a cacheable chunk.
    dehydrate: () => ({ locale: localeFromTag(i18n.locale) }),
    // Runs before React hydrates: the catalog must be active so the first client render
    // matches the server's HTML.
    hydrate: async (data: unknown) => {
      const dehydrated = typeof data === 'object' && data !== null && 'locale' in data ? data.locale : undefined
      const locale = isLocale(dehydrated) ? dehydrated : defaultLocale
      await activateLocale(i18n, locale)
      const page = pageIdAt(splitLocalePath(window.location.pathname).path)
      if (page && pageExistsIn(page, locale)) await loadPageMessages(i18n, locale, page)
    },
  })

  // SPEC section 4: at most four route preloads pending at once. Preloads on intent beyond
  // that wait their turn instead of competing with the page for a slow connection.
  const preloadLimiter = createLimiter(4)
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = ((options) => preloadLimiter.run(() => preloadRoute(options))) as typeof router.preloadRoute

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
