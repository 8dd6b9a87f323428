/**
 * One gate for programmatic navigation (SPEC section 5): an external URL needs explicit
 * permission, and only http(s), mailto and tel are ever followed. Anything else
 * (javascript:, data:, vbscript:, file:, ...) is refused with an error.
 */
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export class NavigationRefusedError extends Error {
  override name = 'NavigationRefusedError'
}

export interface SafeTargetOptions {
  /** The current page's URL (window.location.href in the browser). */
  base: string
  /** Set to true to allow leaving the site. */
  external?: boolean
}

/** Validates a navigation target and returns it as an absolute URL. */
export function safeNavigationTarget(
  target: string,
  { base, external = false }: SafeTargetOptions,
): URL {
  // Control characters and whitespace inside a scheme ("java\nscript:") are stripped by
  // browsers; the URL parser does the same, so check the parsed protocol, not the string.
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

/** Navigates the browser after validating the target (see safeNavigationTarget). */
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
