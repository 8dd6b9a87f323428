// Shared test data. Test-only.
import { validateEnquiry, type Enquiry } from '../schema.ts'

/** A valid form post as the browser would send it (strings, checkbox 'on'). */
export function validInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Tan Mei Ling',
    phone: '9123 4567',
    email: 'mei.ling@example.com',
    preferredContact: 'phone',
    preferredDate: '',
    message: 'I would like to book a consultation about palpitations.',
    pdpaConsent: 'on',
    website: '',
    startedAt: String(Date.now() - 60_000),
    locale: 'en',
    sourcePage: '/en/contact',
    ...overrides,
  }
}

/** A validated enquiry, as the service would store it. */
export function validEnquiry(overrides: Record<string, unknown> = {}): Enquiry {
  const result = validateEnquiry(validInput(overrides))
  if (!result.ok) throw new Error(`fixture is invalid: ${JSON.stringify(result)}`)
  return result.value
}
