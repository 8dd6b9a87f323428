/**
 * Security headers for every response. Inline scripts are allowed because TanStack Start
 * streams its hydration data in inline <script> tags (also in prerendered pages, where a
 * per-request nonce is impossible); everything else is limited to this origin.
 */
export function securityHeaders(opts: { https: boolean; gtm: boolean }): Record<string, string> {
  const gtm = opts.gtm ? ' https://www.googletagmanager.com' : ''
  const gtmConnect = opts.gtm ? ' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : ''
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${gtm}`,
    "style-src 'self' 'unsafe-inline'",
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
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

