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
    )
  })
}

void start()
