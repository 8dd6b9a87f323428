import { createHash, randomBytes } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { clinic } from '../app/site/clinic.ts'
import { setHeaders } from './responses.ts'

/** A prerendered page's inline-code hashes (build/csp-plugin.ts) or a rendered page's nonce. */
export interface InlineSources {
  scripts?: readonly string[]
  styles?: readonly string[]
  nonce?: string
}

export function securityHeaders(opts: {
  https: boolean
  gtm: boolean
  inline?: InlineSources
}): Record<string, string> {
  const gtm = opts.gtm ? ' https://www.googletagmanager.com' : ''
  const gtmConnect = opts.gtm
    ? ' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com'
    : ''
  const nonce = opts.inline?.nonce ? ` 'nonce-${opts.inline.nonce}'` : ''
  const hashes = (list: readonly string[] | undefined) =>
    (list ?? []).map((hash) => ` '${hash}'`).join('')
  const csp = [
    "default-src 'self'",
    `script-src 'self'${nonce}${hashes(opts.inline?.scripts)}${gtm}`,
    `style-src 'self'${nonce}${hashes(opts.inline?.styles)}`,
    `img-src 'self' data:${gtm}${opts.gtm ? ' https://www.google-analytics.com' : ''}`,
    `connect-src 'self'${gtmConnect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(opts.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

export function withPageCsp(response: Response, url: URL, inline: InlineSources): Response {
  const { 'content-security-policy': csp = '' } = securityHeaders({
    https: url.protocol === 'https:',
    gtm: clinic.gtmId !== '',
    inline,
  })
  return setHeaders(response, { 'content-security-policy': csp })
}

export function withSecurityHeaders(response: Response, https: boolean): Response {
  const headers = securityHeaders({ https, gtm: clinic.gtmId !== '' })
  if (response.headers.has('content-security-policy')) delete headers['content-security-policy']
  return setHeaders(response, headers)
}

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

// No parser: the framework escapes `<` in script text, so a script ends at the first `</script`.
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) =>
    `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue
    scripts.add(hash(match[2] ?? ''))
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    styles.add(hash(match[1] ?? ''))
  return { scripts: [...scripts], styles: [...styles] }
}

export type CspManifest = Record<string, { scripts: string[]; styles: string[] }>

export function cspManifestPath(clientDir: string): string {
  return join(dirname(resolve(clientDir)), 'csp-hashes.json')
}
