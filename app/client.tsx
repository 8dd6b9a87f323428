/**
 * The browser entry (TanStack Start's optional client entry, `app/client.tsx`). It does what
 * Start's default entry does (`<StartClient />`: set up the router with the Start instance's
 * options, hydrate it, render it), with the router package's own `RouterClient` for the last
 * two steps, so that the first script leaves out one thing: Start's `hydrateStart` always
 * imports its server-function client and the seroval serializer (about 10 KB gzip) in case a
 * page's data carries a server function, which this site's never does. The enquiry form's
 * server functions import that client themselves, so it now comes with the contact page.
 * ADR 0001 records the measurements; `client.test.ts` pins the Start code this follows.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client'
import type { AnyStartInstanceOptions } from '@tanstack/react-start'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router.tsx'
import { startInstance } from './start.ts'

declare global {
  interface Window {
    /** Read by Start's server-function client (its own declaration, which no entry point loads). */
    __TSS_START_OPTIONS__?: AnyStartInstanceOptions
  }
}

/**
 * The page as the server rendered it, taken before React hydrates it. An error that no boundary
 * catches makes React give up on the whole document and empty it; the patient then gets this
 * page back (its links load pages the plain way) instead of a blank screen, or, after a
 * client-side navigation, the page now in the address bar, loaded anew. (Cloning costs 0.5 to 2
 * ms per page load at a 4x CPU slowdown in Chromium.)
 */
const serverPage = {
  path: window.location.pathname + window.location.search,
  lang: document.documentElement.lang,
  head: document.head.cloneNode(true),
  body: document.body.cloneNode(true),
}

function restoreServerPage(error: unknown) {
  console.error(error)
  if (window.location.pathname + window.location.search !== serverPage.path) {
    window.location.reload()
    return
  }
  const root = document.documentElement
  root.lang = serverPage.lang
  root.dataset['degraded'] = 'true'
  // Cloned scripts are marked as already run: putting them back runs nothing again.
  document.head.replaceChildren(...serverPage.head.childNodes)
  document.body.replaceChildren(...serverPage.body.childNodes)
}

async function start() {
  const router = getRouter()
  const options = await startInstance.getOptions()
  // As Start's hydrateStart: the options where its server-function client reads them (the
  // enquiry form's calls), then the router's SSR default, base path and serialization adapters.
  const serializationAdapters = options.serializationAdapters ?? []
  window.__TSS_START_OPTIONS__ = { ...options, serializationAdapters }
  router.options.defaultSsr = options.defaultSsr
  router.options.serializationAdapters = serializationAdapters
  router.update({ ...router.options, basepath: process.env.TSS_ROUTER_BASEPATH })
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      { onUncaughtError: restoreServerPage },
    )
  })
}

void start()
