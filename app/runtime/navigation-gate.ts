import type { AnyRouter } from '@tanstack/react-router'
import { isBuildPath } from './build-meta.ts'
import { safeNavigationTarget } from './safe-navigation.ts'

/** Navigation options with the explicit permission to leave the site. */
export interface GuardedNavigateOptions {
  href?: string | undefined
  to?: unknown
  /** Set to true to allow navigating to another site. */
  external?: boolean
  reloadDocument?: boolean
}

const hasScheme = (target: string) => /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)

/**
 * Every programmatic navigation passes through `router.navigate` (links too), so the gate
 * sits there (SPEC sections 5 and 8): an external URL without `external: true`, or a URL
 * with a disallowed protocol (javascript:, data:, vbscript:, file:, ...), throws a
 * NavigationRefusedError instead of leaving the site (the router alone ignores dangerous
 * protocols silently and follows any external URL).
 *
 * A path this build has no page for (build metadata, SPEC section 7) is loaded as a new
 * document: a newer deployment may have it, and the server applies its own redirects. So is
 * every page once a part of the shell has failed and been kept as static HTML (`data-degraded`,
 * app/layout/Isolated.tsx): the new document brings that part back, up to date.
 */
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
