import { I18nProvider } from '@lingui/react'
import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { useRef, type ReactNode } from 'react'
import { createCatalogs, hasSharedMessages, loadCatalogs, type Catalogs } from './i18n/catalog.ts'
import { defaultLocale, isLocale, splitLocalePath, type Locale } from './i18n/locales.ts'
import { useLocale } from './i18n/navigation.tsx'
import { renderedPathname } from './i18n/rendered.ts'
import { pageExistsIn, pageIdAt } from './site/pages.ts'
import { routeTree } from './routeTree.gen.ts'
import { createLimiter } from './runtime/limiter.ts'
import { guardNavigation } from './runtime/navigation-gate.ts'

export interface RouterContext {
  catalogs: Catalogs
}

/**
 * Renders with the Lingui instance of the language of the page on screen. An error screen
 * follows the address as soon as a navigation starts: until the new language's shared
 * messages are loaded it stays in the language it has (never ids).
 */
function RenderedI18n({
  router,
  catalogs,
  children,
}: {
  router: AnyRouter
  catalogs: Catalogs
  children: ReactNode
}) {
  const wanted = useLocale(router)
  // The last language with its messages loaded: it follows `wanted` within the same render, so
  // a ref read and written while rendering (no extra render, nothing else observes it).
  /* eslint-disable react-hooks/refs */
  const shown = useRef<Locale>(wanted)
  if (hasSharedMessages(catalogs, wanted)) shown.current = wanted
  return <I18nProvider i18n={catalogs.i18n[shown.current]}>{children}</I18nProvider>
  /* eslint-enable react-hooks/refs */
}

export function getRouter() {
  const catalogs = createCatalogs()
  // The router's own type depends on these options: they reach it through this holder.
  const self: { router?: AnyRouter } = {}

  const router = createRouter({
    routeTree,
    context: { catalogs },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    scrollRestoration: true,
    // SPEC section 2: a new page starts at the top (or at its hash target) at once, and
    // Back/Forward restore the position at once. The stylesheet's smooth scrolling is for
    // in-page hash links only; these explicit behaviours override it for route changes.
    scrollRestorationBehavior: 'instant',
    defaultHashScrollIntoView: { behavior: 'instant', block: 'start' },
    notFoundMode: 'root',
    // The router's own last-resort boundary would replace the whole document with a bare
    // "Something went wrong!". The shell's parts have their own boundaries (Isolated.tsx), the
    // pages the root route's error screen; anything past them reaches hydrateRoot's
    // onUncaughtError (client.tsx), which puts the server's page back.
    disableGlobalCatchBoundary: true,
    // A page rendered on request carries its response's CSP nonce on every script and style
    // (app/start.ts); undefined in the browser and while prerendering.
    ssr: { nonce: getGlobalStartContext()?.cspNonce },
    Wrap: ({ children }) => (
      <RenderedI18n router={self.router!} catalogs={catalogs}>
        {children}
      </RenderedI18n>
    ),
    // The server hands the browser only the language; the catalog is a cacheable chunk.
    dehydrate: (): { locale: Locale } => ({
      locale: splitLocalePath(renderedPathname(self.router!.state)).locale,
    }),
    // Runs before React hydrates: the catalogs must be loaded so the first client render
    // matches the server's HTML.
    hydrate: async (data: unknown) => {
      const dehydrated =
        typeof data === 'object' && data !== null && 'locale' in data ? data.locale : undefined
      const locale = isLocale(dehydrated) ? dehydrated : defaultLocale
      const page = pageIdAt(splitLocalePath(window.location.pathname).path)
      const complete = await loadCatalogs(
        catalogs,
        locale,
        page && pageExistsIn(page, locale) ? page : undefined,
      )
      // A catalog that would not load ('Failed locale loading' is logged): hydrating would
      // replace the server-rendered text with English or worse. The page stays as the server
      // rendered it instead; its links are plain links and keep working with full page loads.
      if (!complete) await new Promise<never>(() => {})
    },
  })

  self.router = router

  // SPEC section 4: at most four route preloads pending at once. Preloads on intent beyond
  // that wait their turn instead of competing with the page for a slow connection.
  const preloadLimiter = createLimiter(4)
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = ((options) =>
    preloadLimiter.run(() => preloadRoute(options))) as typeof router.preloadRoute

  guardNavigation(router)

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
