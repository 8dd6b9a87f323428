/// <reference types="vite/client" />
import { Trans } from '@lingui/react/macro'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  ScriptOnce,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { loadCatalogs } from '../i18n/catalog.ts'
import { useLocale, usePathname } from '../i18n/navigation.tsx'
import { localeRecord, splitLocalePath } from '../i18n/locales.ts'
import { earlyFallbackScript } from '../layout/early-fallbacks.ts'
import { ConnectionProblem, ErrorPage } from '../layout/ErrorPage.tsx'
import { Footer } from '../layout/Footer.tsx'
import { Header } from '../layout/Header.tsx'
import { ConsentBanner } from '../layout/ConsentBanner.tsx'
import { Isolated } from '../layout/Isolated.tsx'
import type { RouterContext } from '../router.tsx'
import { useChunkErrorReload } from '../runtime/chunk-reload.ts'
import { RouteFocus } from '../runtime/RouteFocus.tsx'
import { scheduleBuildMetaPrefetch } from '../runtime/build-meta.ts'
import { consentHintScript, trackingId } from '../runtime/tracking.ts'
import { UpdateNotice } from '../runtime/UpdateNotice.tsx'
import { SeoTags } from '../seo/SeoTags.tsx'
// Side-effect imports: the build inlines them into each page's <head> (vite.config.ts, inlineCss).
// The content pages' styles are here too, not in app/content/Page.tsx: a stylesheet imported
// by a lazily loaded route chunk would be fetched again as a <link> by Vite's preload helper.
import '../styles/app.css'
import '../styles/shell.css'
import '../content/content.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The messages every page shows, in the language of the path (the error screens need
  // them too; each page route loads its own with loadPageText). A loader, not beforeLoad: it
  // runs in parallel with the page's chunks, and the page on screen stays until it is done.
  // The root's match is the same for every page: it runs, and is waited for, on every navigation.
  shouldReload: true,
  loader: {
    staleReloadMode: 'blocking',
    handler: async ({ context, location }) => {
      await loadCatalogs(context.catalogs, splitLocalePath(location.pathname).locale, undefined)
    },
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f4c5c' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: RootError,
})

function RootError({ error }: ErrorComponentProps) {
  // A script chunk missing after a deploy: reload once (guarded) instead of showing an error.
  // When the guard refuses (the reloaded page failed the same way), it is a network problem,
  // not a server error: say so, and offer to try again.
  const isChunkError = useChunkErrorReload(error)
  if (isChunkError) return <ConnectionProblem />
  return <ErrorPage status={statusOf(error)} />
}

function statusOf(error: unknown): number {
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  )
    return error.status
  return 500
}

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const locale = useLocale()
  // Marks the document interactive (menus open from script): tests and styles can rely on it.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  useEffect(() => scheduleBuildMetaPrefetch(), [])
  return (
    <html lang={localeRecord[locale].tag}>
      <head>
        <HeadContent />
        {/* Stand-ins for the header's newest platform features where a browser lacks them,
            working before the page's scripts have loaded (removes itself once run; rendered
            on the server only, so the browser's bundle does not carry its text). */}
        {import.meta.env.SSR ? <ScriptOnce>{earlyFallbackScript()}</ScriptOnce> : null}
        {/* The favicon is part of the document, rendered once: head() entries are re-created
            on every client navigation (the favicon was fetched again). */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a tag manager: hides the prerendered consent choice from the first paint when
            it was answered before (its CSP hash is recorded at build time like the others'). */}
        {trackingId ? <script dangerouslySetInnerHTML={{ __html: consentHintScript() }} /> : null}
        <SeoTags pathname={pathname} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          <Trans comment="Link for keyboard and screen reader users, shown on focus at the top of every page.">
            Skip to main content
          </Trans>
        </a>
        {/* The tag manager only with a container, and only after the visitor agrees; first in
            the document after the skip link, so the keyboard reaches the choice first. Without
            a container: no consent code at all. Each part below on its own: a script error in
            one leaves the others working (the page's own errors get the error screen). */}
        {trackingId ? (
          <Isolated name="consent">
            <ConsentBanner gtmId={trackingId} />
          </Isolated>
        ) : null}
        <Isolated name="header">
          <Header />
        </Isolated>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Isolated name="footer">
          <Footer />
        </Isolated>
        <Isolated name="runtime">
          <UpdateNotice />
          <RouteFocus />
        </Isolated>
        <Scripts />
      </body>
    </html>
  )
}
