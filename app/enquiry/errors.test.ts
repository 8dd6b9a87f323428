import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { enquiryErrorMessage, offersOtherWays } from './errors.ts'
import { ENQUIRY_ERROR_CODES, SUBMIT_ERROR_CODES } from './schema.ts'

describe('enquiryErrorMessage', () => {
  const i18n = setupI18n({ locale: 'en-SG', messages: { 'en-SG': {} } })

  it('has distinct English text for every code', () => {
    const codes = [...new Set([...ENQUIRY_ERROR_CODES, ...SUBMIT_ERROR_CODES])]
    const texts = codes.map((code) => {
      const descriptor = enquiryErrorMessage(code)
      expect(descriptor.id, code).toBeTruthy()
      return i18n._(descriptor)
    })
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\.$/u)
    expect(new Set(texts).size).toBe(codes.length)
  })

  it('puts the language\'s overseas example in the "not a Singapore number" message', () => {
    expect(i18n._(enquiryErrorMessage('phone_not_singapore', '+62 812 3456 7890'))).toContain(
      'for example +62 812 3456 7890.',
    )
  })

  it("sends a visitor to 995 first, then to the clinic's phone, when the site stops taking enquiries", () => {
    expect(i18n._(enquiryErrorMessage('not_accepting'))).toMatch(
      /^For chest pain or collapse, call 995\./u,
    )
    expect(offersOtherWays('not_accepting')).toBe(true)
  })

  it('renders the email message', () => {
    expect(i18n._(enquiryErrorMessage('email_invalid'))).toBe(
      'Please enter your email address in the form name@example.com.',
    )
  })
})
