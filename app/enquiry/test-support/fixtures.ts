import { validateEnquiry, type Enquiry } from '../schema.ts'

export const TEST_FORM_SECRET_TEXT = 'test-form-secret-0123456789abcdef0123456789'
export const TEST_FORM_SECRET = Buffer.from(TEST_FORM_SECRET_TEXT, 'utf8')
let posts = 0

/** A valid form post as the browser would send it (strings, checkbox 'on'); each call's message
 * is its own, so two calls are two enquiries, not a repeat of one. */
export function validInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  posts += 1
  return {
    name: 'Tan Mei Ling',
    phone: '9123 4567',
    email: 'mei.ling@example.com',
    preferredContact: 'phone',
    preferredDate: '',
    message: `I would like to book a consultation about palpitations (${posts}).`,
    pdpaConsent: 'on',
    website: '',
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
