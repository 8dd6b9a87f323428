// Every override of TanStack Start and Router: review on each upgrade (ADR 0021 lists them all,
// including those in app/client.tsx and build/deferred-scripts.ts).
import type { AnyRouter } from '@tanstack/react-router'
import { isBuildPath } from './runtime/build-meta.ts'
import { createLimiter } from './runtime/limiter.ts'
import { safeNavigationTarget } from './runtime/safe-navigation.ts'

/** At most four preloads at once (SPEC section 4). Waits for: a Router preload concurrency option. */
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

// SPEC sections 5 and 8: `router.navigate` alone would follow any URL.
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
