// From the form to the thank-you page (no route takes parameters), for this tab only.
const key = 'clinic:last-enquiry-reference'

/** Crockford base32 (no I, L, O, U: nothing to misread over the phone), as db.server.ts makes them. */
export const REF_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u

export function rememberEnquiryReference(ref: string): void {
  try {
    sessionStorage.setItem(key, ref)
  } catch {
    /* storage unavailable: the thank-you page simply shows no reference */
  }
}

export function readEnquiryReference(): string | undefined {
  try {
    const ref = sessionStorage.getItem(key)
    return ref && REF_PATTERN.test(ref) ? ref : undefined
  } catch {
    return undefined
  }
}
