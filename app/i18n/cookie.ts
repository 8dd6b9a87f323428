import { localeCookie, type Locale } from './locales.ts'

// SPEC section 9. Embedded cross-origin, the cookie is sent only with SameSite=None; Secure.
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  const crossOrigin = window.top !== window.self
  const sameSite = crossOrigin
    ? 'SameSite=None; Secure'
    : `SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
  document.cookie = `${localeCookie.name}=${locale}; Max-Age=${localeCookie.maxAgeSeconds}; Path=/; ${sameSite}`
}
