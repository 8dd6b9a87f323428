/// <reference types="vite/client" />
import { Trans } from '@lingui/react/macro'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { clinic } from '../../app.config.ts'
import { activateLocale } from '../i18n/catalog.ts'
import { localeRecord, splitLocalePath } from '../i18n/locales.ts'
import { ErrorPage } from '../layout/ErrorPage.tsx'
import { Footer } from '../layout/Footer.tsx'
import { Header } from '../layout/Header.tsx'
import type { RouterContext } from '../router.tsx'
import { gtmBootstrap } from '../runtime/analytics.ts'
import { useChunkErrorReload } from '../runtime/chunk-reload.ts'
import { PageViews } from '../runtime/PageViews.tsx'
import { UpdateNotice } from '../runtime/UpdateNotice.tsx'
import { SeoTags } from '../seo/SeoTags.tsx'
// Side-effect imports: the build inlines them into each page's <head> (vite.config.ts, inlineCss).
// The content pages' styles are here too, not in app/content/Page.tsx: a stylesheet imported
// by a lazily loaded route chunk would be fetched again as a <link> by Vite's preload helper.
import '../styles/app.css'
import '../styles/shell.css'
import '../content/content.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The language comes from the path prefix; its catalog is active before anything renders.
  // Not on a preload: hovering a language-switcher link preloads the page in that language,
  // and switching the one i18n instance then would re-translate the page being read.
  beforeLoad: async ({ context, location, preload }) => {
    if (preload) return
    await activateLocale(context.i18n, splitLocalePath(location.pathname).locale)
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f4c5c' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    // The tag manager only when a container is configured: otherwise no tracking code at all.
    scripts: clinic.gtmId ? [{ children: gtmBootstrap(clinic.gtmId) }] : [],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: RootError,
})

function RootError({ error }: ErrorComponentProps) {
  // A script chunk missing after a deploy: reload once (guarded) instead of showing an error.
  useChunkErrorReload(error)
  return <ErrorPage status={statusOf(error)} />
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Marks the document interactive (menus open from script): tests and styles can rely on it.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true'
  }, [])
  const { locale } = splitLocalePath(pathname)
  return (
    <html lang={localeRecord[locale].tag}>
      <head>
        <HeadContent />
        <SeoTags pathname={pathname} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          <Trans>Skip to main content</Trans>
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <UpdateNotice />
        <PageViews />
        <Scripts />
      </body>
    </html>
  )
}
