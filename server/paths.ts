/** Undefined when canonical; files such as /robots.txt keep their name, pages get a slash. */
export function trailingSlashTarget(pathname: string, search: string): string | undefined {
  const onSite = onSitePath(pathname)
  const last = onSite.slice(onSite.lastIndexOf('/') + 1)
  const slashed = onSite.endsWith('/') || /\.[A-Za-z0-9]{1,8}$/.test(last) ? onSite : `${onSite}/`
  return slashed === pathname ? undefined : `${slashed}${search}`
}

/** No `//evil.example` or `/\evil.example`: a protocol-relative redirect. */
export function onSitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '').replace(/\\/g, '%5C')}`
}

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
