// Every override of TanStack Start and Router (1.169/1.170): review this file and its pins
// (start-workarounds.test.ts) on each upgrade. ADR 0021 lists them with the change each waits for.
// Kept where they must run, pinned here too: app/client.tsx (Start's hydrateStart, copied without
// the server-function client), build/deferred-scripts.ts with vite.config.ts's `modulePreload: false`
// (Start's manifest without preload hints, its entry inert until `load`: ADR 0019).
import type { AnyRouter } from '@tanstack/react-router'
import { isBuildPath } from './runtime/build-meta.ts'
import { createLimiter } from './runtime/limiter.ts'
import { safeNavigationTarget } from './runtime/safe-navigation.ts'

/** SPEC section 4: at most four preloads at once, so they never crowd out the page; `onPreload`
 * fetches the page's chunks beside it. Waits for: a preload concurrency option in the Router. */
export function limitPreloads(router: AnyRouter, onPreload: (pathname: string) => void): void {
  const limiter = createLimiter(4)
  const preloadRoute = router.preloadRoute.bind(router)
  router.preloadRoute = ((options) =>
    limiter.run(() => {
      const location = router.buildLocation(options as Parameters<typeof router.buildLocation>[0])
      onPreload(location.pathname)
      return preloadRoute(options)
    })) as typeof router.preloadRoute
}

export interface GuardedNavigateOptions {
  href?: string | undefined
  to?: unknown
  external?: boolean
  reloadDocument?: boolean
}

const hasScheme = (target: string) => /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)

// SPEC sections 5 and 8: every navigation passes here, as `router.navigate` alone would follow any
// URL. A new document loads for a path this build lacks, and after a shell part failed.
// Waits for: a Router hook before each navigation that can refuse it or turn it into a reload.
export function guardNavigation(router: AnyRouter): void {
  const navigate = router.navigate.bind(router)
  router.navigate = (options: GuardedNavigateOptions) => {
    const target =
      options.href ??
      (typeof options.to === 'string' && hasScheme(options.to) ? options.to : undefined)
    if (target !== undefined) {
      const url = safeNavigationTarget(target, {
        base: window.location.href,
        external: options.external === true,
      })
      if (url.origin !== window.location.origin)
        return navigate({ ...options, href: url.href, reloadDocument: true } as never)
    }
    if (!options.reloadDocument && document.documentElement.dataset['degraded'])
      return navigate({ ...options, reloadDocument: true } as never)
    if (!options.reloadDocument) {
      const pathname =
        options.href !== undefined
          ? new URL(options.href, window.location.href).pathname
          : router.buildLocation(options as never).pathname
      if (isBuildPath(pathname) === false)
        return navigate({ ...options, reloadDocument: true } as never)
    }
    return navigate(options as never)
  }
}
