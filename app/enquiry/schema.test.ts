import { describe, expect, it } from 'vitest'
import {
  isValidIsoDate,
  normalisePhone,
  parsePhone,
  singaporeToday,
  validateEnquiry,
  type EnquiryValidationResult,
} from './schema.ts'
import { validInput } from './test-support/fixtures.ts'

function errorsOf(result: EnquiryValidationResult) {
  if (result.ok) throw new Error('expected validation to fail')
  return result
}

describe('normalisePhone', () => {
  it.each([
    ['9123 4567', '+6591234567'],
    ['91234567', '+6591234567'],
    ['6123-4567', '+6561234567'],
    ['8123.4567', '+6581234567'],
    ['3123 4567', '+6531234567'],
    ['+65 9123 4567', '+6591234567'],
    ['+65-6123-4567', '+6561234567'],
    ['65 9123 4567', '+6591234567'],
    ['(65) 9123 4567', '+6591234567'],
    ['0065 9123 4567', '+6591234567'],
    ['+60 12-345 6789', '+60123456789'],
    ['+81 90-1234-5678', '+819012345678'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['0081 90 1234 5678', '+819012345678'],
    ['＋６５ ９１２３ ４５６７', '+6591234567'], // full-width digits from CJK keyboards
    // A trunk 0 typed after the country code is dropped.
    ['+62 0812 3456 7890', '+6281234567890'],
    ['+620812-3456-7890', '+6281234567890'],
    ['0062 0812 3456 7890', '+6281234567890'],
    ['+81 090-1234-5678', '+819012345678'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+60 012-345 6789', '+60123456789'],
    ['+86 0139 1234 5678', '+8613912345678'],
    ['+65 09123 4567', '+6591234567'],
    ['+1 0415 555 2671', '+14155552671'],
    ['+971 050 123 4567', '+971501234567'],
    // ... except where the 0 belongs to the national number (Italian landlines).
    ['+39 06 6982 1234', '+390669821234'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected)
  })

  it.each([
    ['1234 5678', 'SG numbers start with 3, 6, 8 or 9'],
    ['9123 456', 'too short'],
    ['9123 45678', 'nine local digits'],
    ['+65 9123 456', '+65 with 7 digits'],
    ['+65 5123 4567', '+65 with an invalid leading digit'],
    ['+1234567', 'international with 7 digits'],
    ['+1234567890123456', 'more than 15 digits'],
    ['+0 123 456 789', 'country code cannot start with 0'],
    ['012 345 6789', 'non-SG number without a country code'],
    ['9123 4567 ext 2', 'letters'],
    ['9123+4567', 'plus in the middle'],
    ['', 'empty'],
  ])('rejects %s (%s)', (input) => {
    expect(normalisePhone(input)).toBeNull()
  })

  it.each([
    ['0812 3456 7890', 'Indonesian mobile without +62'],
    ['090-1234-5678', 'Japanese mobile without +81'],
    ['012 345 6789', 'Malaysian mobile without +60'],
    ['1234 5678', 'eight digits that are not a Singapore number'],
    ['13912345678', 'Chinese mobile without +86'],
  ])('says a local number %s cannot be Singaporean (%s)', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false, code: 'phone_not_singapore' })
    expect(errorsOf(validateEnquiry(validInput({ phone: input }))).fieldErrors).toEqual({
      phone: 'phone_not_singapore',
    })
  })

  it.each(['9123 4567 ext 2', '+0 123 456 789', '12', '+65 5123 4567', 'abc'])(
    'calls %s simply invalid',
    (input) => {
      expect(parsePhone(input)).toEqual({ ok: false, code: 'phone_invalid' })
    },
  )
})

describe('validateEnquiry', () => {
  it('accepts a valid form post and normalises it', () => {
    const result = validateEnquiry(
      validInput({
        name: '  Tan \n Mei   Ling ',
        email: ' mei.ling@example.com ',
        message: 'Line 1\r\nLine 2  ',
      }),
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toMatchObject({
      name: 'Tan Mei Ling',
      phone: '+6591234567',
      email: 'mei.ling@example.com',
      message: 'Line 1\nLine 2',
      pdpaConsent: true,
      marketingConsent: false,
      preferredDate: undefined,
      locale: 'en',
      website: '',
    })
    expect(result.value.preferredTime).toBe('any')
  })

  it('accepts FormData and URLSearchParams as posted by HTML forms', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(validInput({ marketingConsent: 'on' })))
      form.set(k, String(v))
    const fromForm = validateEnquiry(form)
    expect(fromForm.ok && fromForm.value.marketingConsent).toBe(true)

    const params = new URLSearchParams(Object.entries(validInput()).map(([k, v]) => [k, String(v)]))
    expect(validateEnquiry(params).ok).toBe(true)
  })

  it('accepts JSON-typed values (booleans, numbers)', () => {
    const result = validateEnquiry(validInput({ pdpaConsent: true, marketingConsent: true }))
    expect(result.ok && result.value.marketingConsent).toBe(true)
  })

  it('reports one stable code per field', () => {
    const result = errorsOf(
      validateEnquiry({
        name: 'A',
        phone: '12',
        email: 'not-an-email',
        preferredContact: 'pigeon',
        preferredDate: '2025-02-30',
        message: '   ',
        locale: 'en',
        sourcePage: '/',
      }),
    )
    expect(result.fieldErrors).toEqual({
      name: 'name_too_short',
      phone: 'phone_invalid',
      email: 'email_invalid',
      preferredContact: 'preferred_contact_required',
      preferredDate: 'date_invalid',
      message: 'message_required',
      pdpaConsent: 'consent_required',
    })
    expect(result.formError).toBeUndefined()
  })

  it('uses *_required codes for missing fields', () => {
    const result = errorsOf(
      validateEnquiry(
        validInput({
          name: undefined,
          phone: '  ',
          preferredContact: 'email',
          email: '',
          message: undefined,
        }),
      ),
    )
    expect(result.fieldErrors).toEqual({
      name: 'name_required',
      phone: 'phone_required',
      email: 'email_required',
      message: 'message_required',
    })
  })

  it('takes a name of invisible characters alone (zero-width spaces, a BOM) for no name', () => {
    for (const name of ['\u200B\u200B', '\uFEFF\u2060\u200B', '\u200E\u3164\u3164']) {
      const result = errorsOf(validateEnquiry(validInput({ name })))
      expect(result.fieldErrors, JSON.stringify(name)).toEqual({ name: 'name_required' })
    }
    const kept = validateEnquiry(validInput({ name: 'Tan\u200B Mei Ling' }))
    expect(kept.ok && kept.value.name).toBe('Tan Mei Ling')
  })

  it('takes a name of any invisible characters alone for no name: joiners, braille blanks, grapheme joiners', () => {
    // Accepted and mailed with an empty-looking name in the security test of 2026-11-29.
    for (const name of [
      '\u200C\u200D',
      '\u2800\u2800',
      '\u034F\u034F\u034F',
      '\u{E0041}\u{E0042}',
    ]) {
      const result = errorsOf(validateEnquiry(validInput({ name })))
      expect(result.fieldErrors, JSON.stringify(name)).toEqual({ name: 'name_required' })
    }
    // A joiner between letters is spelling (Persian, Indic scripts); a variation selector after a
    // character picks its glyph (a Japanese name's kanji).
    for (const name of [
      '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645',
      '\u0915\u094D\u200D\u0937 Rao',
      '\u845B\u{E0100}\u98FE\u5317\u658E',
    ]) {
      const result = validateEnquiry(validInput({ name }))
      expect(result.ok && result.value.name, JSON.stringify(name)).toBe(name)
    }
  })

  it('refuses a name without letters, with its own message', () => {
    for (const name of ['--', '12', '\u{1F600}\u{1F600}', '. .']) {
      const result = errorsOf(validateEnquiry(validInput({ name })))
      expect(result.fieldErrors, JSON.stringify(name)).toEqual({ name: 'name_no_letters' })
    }
    expect(errorsOf(validateEnquiry(validInput({ name: 'A.' }))).fieldErrors).toEqual({
      name: 'name_too_short',
    })
    for (const name of ['李明', 'Ng', "O'Neil-Tan", 'Siti binti Ahmad 2']) {
      expect(validateEnquiry(validInput({ name })).ok, name).toBe(true)
    }
  })

  it('uses *_required codes for absent keys too', () => {
    const result = errorsOf(validateEnquiry({ locale: 'en', sourcePage: '/' }))
    expect(result.fieldErrors).toEqual({
      name: 'name_required',
      phone: 'phone_required',
      preferredContact: 'preferred_contact_required',
      message: 'message_required',
      pdpaConsent: 'consent_required',
    })
    expect(result.formError).toBeUndefined()
  })

  it('enforces length limits', () => {
    const tooLong = errorsOf(
      validateEnquiry(
        validInput({
          name: 'x'.repeat(101),
          message: 'y'.repeat(2001),
          email: `${'a'.repeat(250)}@example.com`,
        }),
      ),
    )
    expect(tooLong.fieldErrors).toEqual({
      name: 'name_too_long',
      message: 'message_too_long',
      email: 'email_too_long',
    })
    expect(
      validateEnquiry(validInput({ name: 'x'.repeat(100), message: 'y'.repeat(2000) })).ok,
    ).toBe(true)
  })

  it.each([
    'user@',
    '@example.com',
    'a b@example.com',
    'a@b',
    'x@example.com\r\nBcc: y@example.com',
    '"q"@example.com',
  ])('rejects email %j', (email) => {
    expect(errorsOf(validateEnquiry(validInput({ email }))).fieldErrors.email).toBe('email_invalid')
  })

  it('requires PDPA consent to be explicitly given', () => {
    for (const pdpaConsent of [undefined, false, 'false', '', 'off', 'maybe', 1]) {
      expect(errorsOf(validateEnquiry(validInput({ pdpaConsent }))).fieldErrors.pdpaConsent).toBe(
        'consent_required',
      )
    }
    for (const pdpaConsent of [true, 'true', 'on'])
      expect(validateEnquiry(validInput({ pdpaConsent })).ok).toBe(true)
  })

  it('requires a mobile number for WhatsApp in Singapore', () => {
    const landline = errorsOf(
      validateEnquiry(validInput({ preferredContact: 'whatsapp', phone: '6123 4567' })),
    )
    expect(landline.fieldErrors).toEqual({ phone: 'phone_not_mobile' })
    expect(
      validateEnquiry(validInput({ preferredContact: 'whatsapp', phone: '9123 4567' })).ok,
    ).toBe(true)
    expect(
      validateEnquiry(validInput({ preferredContact: 'whatsapp', phone: '+81 90 1234 5678' })).ok,
    ).toBe(true)
  })

  it('requires an e-mail address only when Email is the chosen contact method', () => {
    for (const preferredContact of ['phone', 'whatsapp']) {
      for (const email of ['', '   ', undefined]) {
        const result = validateEnquiry(validInput({ preferredContact, email, phone: '9123 4567' }))
        expect(result.ok && result.value.email, `${preferredContact} ${String(email)}`).toBe('')
      }
    }
    expect(
      errorsOf(validateEnquiry(validInput({ preferredContact: 'email', email: '' }))).fieldErrors,
    ).toEqual({ email: 'email_required' })
    expect(
      errorsOf(validateEnquiry(validInput({ preferredContact: 'email', email: undefined })))
        .fieldErrors,
    ).toEqual({ email: 'email_required' })
    // An address given although not needed must still be a valid one.
    expect(
      errorsOf(validateEnquiry(validInput({ preferredContact: 'phone', email: 'a@b' })))
        .fieldErrors,
    ).toEqual({ email: 'email_invalid' })
    expect(
      validateEnquiry(validInput({ preferredContact: 'email', email: 'a@example.com' })).ok,
    ).toBe(true)
  })

  it('reports the cross-field rules in the same round as every other error', () => {
    const result = errorsOf(
      validateEnquiry(
        validInput({
          name: '',
          message: '',
          pdpaConsent: undefined,
          preferredContact: 'whatsapp',
          phone: '6123 4567',
        }),
      ),
    )
    expect(result.fieldErrors).toEqual({
      name: 'name_required',
      phone: 'phone_not_mobile',
      message: 'message_required',
      pdpaConsent: 'consent_required',
    })
    const email = errorsOf(
      validateEnquiry(validInput({ name: 'A', preferredContact: 'email', email: '' })),
    )
    expect(email.fieldErrors).toEqual({ name: 'name_too_short', email: 'email_required' })
  })

  it('accepts a morning or afternoon preference', () => {
    for (const preferredTime of ['any', 'morning', 'afternoon'] as const) {
      const result = validateEnquiry(validInput({ preferredTime }))
      expect(result.ok && result.value.preferredTime).toBe(preferredTime)
    }
  })

  it('checks preferred dates against a given "today" only', () => {
    expect(validateEnquiry(validInput({ preferredDate: '2020-01-01' })).ok).toBe(true)
    const past = errorsOf(
      validateEnquiry(validInput({ preferredDate: '2020-01-01' }), { today: '2025-06-01' }),
    )
    expect(past.fieldErrors).toEqual({ preferredDate: 'date_in_past' })
    // reported alongside other errors too
    const both = errorsOf(
      validateEnquiry(validInput({ preferredDate: '2020-01-01', name: '' }), {
        today: '2025-06-01',
      }),
    )
    expect(both.fieldErrors).toEqual({ name: 'name_required', preferredDate: 'date_in_past' })
    const ok = validateEnquiry(validInput({ preferredDate: '2025-06-01' }), { today: '2025-06-01' })
    expect(ok.ok && ok.value.preferredDate).toBe('2025-06-01')
  })

  it('lets a filled honeypot through (the service decides)', () => {
    const result = validateEnquiry(validInput({ website: 'http://spam.example' }))
    expect(result.ok && result.value.website).toBe('http://spam.example')
  })

  it('flags malformed hidden fields as invalid_request, not as field errors', () => {
    for (const overrides of [
      { locale: 'fr' },
      { sourcePage: 'https://evil.example/' },
      { sourcePage: '//evil.example' },
      { sourcePage: `/${'a'.repeat(300)}` },
      { website: 42 },
    ]) {
      const result = errorsOf(validateEnquiry(validInput(overrides)))
      expect(result.formError, JSON.stringify(overrides)).toBe('invalid_request')
      expect(result.fieldErrors).toEqual({})
    }
  })

  it('never throws on garbage', () => {
    for (const input of [
      null,
      undefined,
      42,
      'x',
      [],
      new Date(),
      { name: { toString: () => 'x' } },
    ]) {
      const result = errorsOf(validateEnquiry(input))
      expect(result.formError ?? Object.keys(result.fieldErrors).length).toBeTruthy()
    }
  })

  it('strips control and bidi characters from the name', () => {
    const result = validateEnquiry(validInput({ name: 'Eve\u202E\u001B[31m Lim\r\nBcc: x@y' }))
    expect(result.ok && result.value.name).toBe('Eve[31m Lim Bcc: x@y')
  })
})

describe('dates', () => {
  it('validates real calendar dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true)
    expect(isValidIsoDate('2025-02-29')).toBe(false)
    expect(isValidIsoDate('2025-13-01')).toBe(false)
    expect(isValidIsoDate('2025-1-01')).toBe(false)
  })

  it('computes the Singapore date regardless of the host time zone', () => {
    expect(singaporeToday(Date.parse('2025-03-09T15:59:59Z'))).toBe('2025-03-09')
    expect(singaporeToday(Date.parse('2025-03-09T16:00:00Z'))).toBe('2025-03-10')
  })
})
