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
import type { ReactNode } from 'react'
import { clinic } from '../../app.config.ts'
import { activateLocale } from '../i18n/catalog.ts'
import { localeRecord, splitLocalePath } from '../i18n/locales.ts'
import { ErrorPage } from '../layout/ErrorPage.tsx'
import type { RouterContext } from '../router.tsx'
import { SeoTags } from '../seo/SeoTags.tsx'
import appCss from '../styles/app.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The language comes from the path prefix; its catalog is active before anything renders.
  beforeLoad: async ({ context, location }) => {
    await activateLocale(context.i18n, splitLocalePath(location.pathname).locale)
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f4c5c' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: () => <ErrorPage status={404} />,
  errorComponent: RootError,
})

function RootError({ error }: ErrorComponentProps) {
  const status = statusOf(error)
  return <ErrorPage status={status} />
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
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
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <Scripts />
      </body>
    </html>
  )
}

function Footer() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <p>
        © {year} {clinic.clinicName}.{' '}
        <a href={clinic.agency.url} rel="noopener">
          {clinic.agency.name}
        </a>
        . <Trans>All Rights Reserved</Trans>
      </p>
    </footer>
  )
}
