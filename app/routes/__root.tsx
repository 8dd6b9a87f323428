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
import { useLocale } from '../i18n/navigation.tsx'
import { localeRecord, splitLocalePath } from '../i18n/locales.ts'
import { earlyFallbackScript } from '../layout/early-fallbacks.ts'
import { startAfterLoadScript } from '../runtime/page-chunks.ts'
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
// Here, not in Page.tsx: from a lazy chunk, Vite's preload helper would fetch it again.
import '../styles/app.css'
import '../styles/shell.css'
import '../content/content.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ serverContext }) => ({ errorScreen: serverContext?.errorStatus }),
  // A loader beside the page's chunks; the root's match is the same for every page, hence the reload.
  shouldReload: true,
  loader: {
    staleReloadMode: 'blocking',
    handler: async ({ context, location }) => {
      await loadCatalogs(context.catalogs, splitLocalePath(location.pathname).locale, undefined)
      const status = context.errorScreen
      if (status) throw Object.assign(new Error(`Error screen ${status}`), { status })
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
  // A chunk missing after a deploy reloads once; failing again, it is the network, not the server.
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
  const locale = useLocale()
  // Hydrating the server's error screen would render the page at its address instead.
  const scripts = !Route.useRouteContext({ select: (context) => context.errorScreen })
  useEffect(() => scheduleBuildMetaPrefetch(), [])
  return (
    <html lang={localeRecord[locale].tag}>
      <head>
        <HeadContent />
        {import.meta.env.SSR ? <ScriptOnce>{earlyFallbackScript()}</ScriptOnce> : null}
        {import.meta.env.SSR && scripts ? <ScriptOnce>{startAfterLoadScript()}</ScriptOnce> : null}
        {/* Not in head(), whose entries are re-created, and the icon re-fetched, per navigation. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {trackingId ? <script dangerouslySetInnerHTML={{ __html: consentHintScript() }} /> : null}
        <SeoTags />
      </head>
      <body>
        <a className="skip-link" href="#main">
          <Trans comment="Link for keyboard and screen reader users, shown on focus at the top of every page.">
            Skip to main content
          </Trans>
        </a>
        <Isolated name="header">
          <Header />
        </Isolated>
        {trackingId ? (
          <Isolated name="consent">
            <ConsentBanner gtmId={trackingId} />
          </Isolated>
        ) : null}
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
        {scripts ? <Scripts /> : null}
      </body>
    </html>
  )
}
