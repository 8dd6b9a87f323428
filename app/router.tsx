import { I18nProvider } from '@lingui/react'
import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { useRef, type ReactNode } from 'react'
import { createCatalogs, hasSharedMessages, loadCatalogs, type Catalogs } from './i18n/catalog.ts'
import { defaultLocale, isLocale, type Locale } from './i18n/locales.ts'
import { useLocale } from './i18n/navigation.tsx'
import { pageOfRoute, renderedPage } from './i18n/rendered.ts'
import { pageIds, type PageId } from './site/pages.ts'
import { routeTree } from './routeTree.gen.ts'
import { preloadPageChunks } from './runtime/build-meta.ts'
import { guardNavigation, limitPreloads } from './start-workarounds.ts'

export interface RouterContext {
  catalogs: Catalogs
}

// An error screen follows the address as soon as a navigation starts: it keeps its language
// until the new one's shared messages are loaded, so it never shows message ids.
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
  // The last language with its messages loaded, following `wanted` in the same render: a ref.
  /* eslint-disable react-hooks/refs */
  const shown = useRef<Locale>(wanted)
  if (hasSharedMessages(catalogs, wanted)) shown.current = wanted
  return <I18nProvider i18n={catalogs.i18n[shown.current]}>{children}</I18nProvider>
  /* eslint-enable react-hooks/refs */
}

// What `dehydrate` below wrote; anything else hydrates the English shared text only.
function renderedOf(data: unknown): { locale: Locale; pageId?: PageId | undefined } {
  const { locale, pageId } = (data ?? {}) as { locale?: unknown; pageId?: unknown }
  if (!isLocale(locale)) return { locale: defaultLocale }
  return { locale, pageId: pageIds.find((id) => id === pageId) }
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
    // SPEC section 2: route changes jump at once; smooth scrolling is for in-page links only.
    scrollRestorationBehavior: 'instant',
    defaultHashScrollIntoView: { behavior: 'instant', block: 'start' },
    notFoundMode: 'root',
    // Not the router's bare last-resort message: client.tsx restores the page (Isolated.tsx).
    disableGlobalCatchBoundary: true,
    ssr: { nonce: getGlobalStartContext()?.cspNonce },
    Wrap: ({ children }) => (
      <RenderedI18n router={self.router!} catalogs={catalogs}>
        {children}
      </RenderedI18n>
    ),
    // The page the server rendered, as its matched route says: its catalogs before hydration.
    dehydrate: () => {
      const { locale, pageId } = renderedPage(self.router!.state)
      return { locale, pageId }
    },
    // Before React hydrates: the first client render must match the server's HTML.
    hydrate: async (data: unknown) => {
      const { locale, pageId } = renderedOf(data)
      const complete = await loadCatalogs(catalogs, locale, pageId)
      // A catalog that would not load: no hydration, the server's text and plain links stay.
      if (!complete) await new Promise<never>(() => {})
    },
  })

  self.router = router

  const preloadChunks = (pathname: string) => {
    const [, params, found] = router.getMatchedRoutes(pathname)
    const page = found && pageOfRoute(found.id as string, params)
    if (page) preloadPageChunks(page.pageId)
  }
  limitPreloads(router, preloadChunks)
  router.subscribe('onBeforeLoad', ({ toLocation }) => preloadChunks(toLocation.pathname))

  guardNavigation(router)

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
