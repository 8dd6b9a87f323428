// Start's default client entry without `hydrateStart`, which always imports the server-function
// client this site never uses (ADR 0001, 0021). start-workarounds.test.ts pins the code copied.
import { RouterClient } from '@tanstack/react-router/ssr/client'
import type { AnyStartInstanceOptions } from '@tanstack/react-start'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router.tsx'
import { startInstance } from './start.ts'

declare global {
  interface Window {
    /** Set as Start's hydrateStart does (its own declaration, which no entry point loads). */
    __TSS_START_OPTIONS__?: AnyStartInstanceOptions
  }
}

// An error no boundary catches makes React empty the whole document: the server's page is put
// back instead of a blank screen (after a client navigation, the current address is reloaded).
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

// Each step of the start in a task of its own: the modules' evaluation, the router's creation
// and hydration (a transition, which React slices) do not add up to one long task (ADR 0019).
function nextTask(): Promise<void> {
  const scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function start() {
  await nextTask()
  const router = getRouter()
  const options = await startInstance.getOptions()
  // What Start's hydrateStart does, including where its server-function client reads options.
  const serializationAdapters = options.serializationAdapters ?? []
  window.__TSS_START_OPTIONS__ = { ...options, serializationAdapters }
  router.options.defaultSsr = options.defaultSsr
  router.options.serializationAdapters = serializationAdapters
  router.update({ ...router.options, basepath: process.env.TSS_ROUTER_BASEPATH })
  await nextTask()
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
