/**
 * Request-path hygiene, before anything else looks at the path.
 */

/**
 * Where a request should be redirected to reach the canonical form of its path, or undefined
 * when it is canonical already: leading slashes collapsed to one, and a trailing slash on
 * every page path (files such as /assets/app.js or /robots.txt keep their name).
 */
export function trailingSlashTarget(pathname: string, search: string): string | undefined {
  const onSite = onSitePath(pathname)
  const last = onSite.slice(onSite.lastIndexOf('/') + 1)
  const slashed = onSite.endsWith('/') || /\.[A-Za-z0-9]{1,8}$/.test(last) ? onSite : `${onSite}/`
  return slashed === pathname ? undefined : `${slashed}${search}`
}

/**
 * A path that can only point at this site: leading slashes and backslashes collapse to one
 * slash, so `//evil.example` or `/\evil.example` cannot become a protocol-relative redirect.
 */
export function onSitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '').replace(/\\/g, '%5C')}`
}

/** Whether a path is one we can safely route: decodable, no NUL or control characters, sane length. */
export function isRoutablePath(pathname: string): boolean {
  if (pathname.length > 2048) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.')
}
