import { localeCookie, type Locale } from './locales.ts'

/**
 * Remembers the visitor's language choice (SPEC section 9): 365 days, path /, SameSite Lax
 * (None plus Secure when the site is embedded cross-origin).
 */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  const crossOrigin = window.top !== window.self
  const sameSite = crossOrigin
    ? 'SameSite=None; Secure'
    : `SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
  document.cookie = `${localeCookie.name}=${locale}; Max-Age=${localeCookie.maxAgeSeconds}; Path=/; ${sameSite}`
}
