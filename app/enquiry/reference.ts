// From the form to the thank-you page (no route takes parameters), for this tab only.
const key = 'clinic:last-enquiry-reference'

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
    return ref && /^[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(ref) ? ref : undefined
  } catch {
    return undefined
  }
}
