import { clinic } from '../site/clinic.ts'

/**
 * The tag-manager container of this build ('' for none). In the bundles it is the build
 * constant itself, so a build without a container drops every branch that renders the consent
 * choice, and with them its code (app/routes/__root.tsx, the footer, the privacy policy).
 */
export const trackingId: string =
  typeof __CLINIC_GTM_ID__ === 'string' ? __CLINIC_GTM_ID__ : clinic.gtmId

/**
 * The first-party cookie that remembers the visitor's choice about the tag manager: about six
 * months, then the visitor is asked again. The privacy policy names it and its lifetime.
 */
export const consentCookie = { name: 'tracking_consent', maxAgeDays: 180 } as const
export type ConsentCookie = typeof consentCookie

/**
 * The document's first script in a build with a container (app/routes/__root.tsx): marks
 * <html data-tracking-chosen> when the visitor has chosen before, so the prerendered choice is
 * hidden from the first paint instead of shown until the page's script has read the cookie.
 * Only a hint for the styles: what loads is decided by the validated cookie (consent.ts).
 */
export const consentHintScript = () =>
  `/(^|;\\s*)${consentCookie.name}=(granted|denied)(;|$)/.test(document.cookie)&&document.documentElement.setAttribute('data-tracking-chosen','')`

type OpenRequest = (opener: HTMLElement | null) => void
let listener: OpenRequest | undefined
let pending: { opener: HTMLElement | null } | undefined

/**
 * Opens the tracking choice again (the footer's and the privacy policy's button). The choice
 * itself is a lazily loaded chunk: a request made before it has loaded waits for it.
 */
export function openTrackingChoice(opener: HTMLElement | null): void {
  if (listener) listener(opener)
  else pending = { opener }
}

/** For the consent banner: receives every request to open it, including one made before it loaded. */
export function onTrackingChoiceRequest(open: OpenRequest): () => void {
  listener = open
  if (pending) open(pending.opener)
  pending = undefined
  return () => {
    if (listener === open) listener = undefined
  }
}
