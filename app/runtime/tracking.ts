import { clinic } from '../site/clinic.ts'

// '' for none. The build constant itself, so a build without a container drops the consent code.
export const trackingId: string =
  typeof __CLINIC_GTM_ID__ === 'string' ? __CLINIC_GTM_ID__ : clinic.gtmId

// The privacy policy names it and its lifetime: change them together.
export const consentCookie = { name: 'tracking_consent', maxAgeDays: 180 } as const
export type ConsentCookie = typeof consentCookie

// A hint for the styles only; consent.ts decides what loads.
export const consentHintScript = () =>
  `/(^|;\\s*)${consentCookie.name}=(granted|denied)(;|$)/.test(document.cookie)&&document.documentElement.setAttribute('data-tracking-chosen','')`

type OpenRequest = (opener: HTMLElement | null) => void
let listener: OpenRequest | undefined
let pending: { opener: HTMLElement | null } | undefined

export function openTrackingChoice(opener: HTMLElement | null): void {
  if (listener) listener(opener)
  else pending = { opener }
}

export function onTrackingChoiceRequest(open: OpenRequest): () => void {
  listener = open
  if (pending) open(pending.opener)
  pending = undefined
  return () => {
    if (listener === open) listener = undefined
  }
}
