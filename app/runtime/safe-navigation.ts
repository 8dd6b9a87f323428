// SPEC section 5: anything else (javascript:, data:, vbscript:, file:...) is refused.
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export class NavigationRefusedError extends Error {
  override name = 'NavigationRefusedError'
}

export interface SafeTargetOptions {
  base: string
  external?: boolean
}

export function safeNavigationTarget(
  target: string,
  { base, external = false }: SafeTargetOptions,
): URL {
  // The parsed protocol, not the string: browsers strip control characters ("java\nscript:").
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    throw new NavigationRefusedError(
      `Refused to navigate to an invalid URL: ${JSON.stringify(target.slice(0, 200))}`,
    )
  }
  if (!allowedProtocols.has(url.protocol)) {
    throw new NavigationRefusedError(
      `Refused to navigate to a URL with the disallowed protocol "${url.protocol}"`,
    )
  }
  const isExternal = url.origin !== new URL(base).origin
  if (isExternal && !external) {
    throw new NavigationRefusedError(
      `Refused to navigate to the external URL ${url.origin} without explicit permission (external: true)`,
    )
  }
  return url
}

export function navigateTo(
  target: string,
  options: { external?: boolean; replace?: boolean } = {},
): void {
  const url = safeNavigationTarget(target, {
    base: window.location.href,
    external: options.external ?? false,
  })
  if (options.replace) window.location.replace(url.href)
  else window.location.assign(url.href)
}
