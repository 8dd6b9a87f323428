import type { AnyRouter } from '@tanstack/react-router'
import { isBuildPath } from './build-meta.ts'
import { safeNavigationTarget } from './safe-navigation.ts'

export interface GuardedNavigateOptions {
  href?: string | undefined
  to?: unknown
  external?: boolean
  reloadDocument?: boolean
}

const hasScheme = (target: string) => /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)

// SPEC sections 5 and 8: every navigation passes here, as `router.navigate` alone would follow any
// URL. A new document loads for a path this build lacks, and after a shell part failed.
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
