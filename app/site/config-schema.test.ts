import { describe, expect, it } from 'vitest'
import { clinic } from '../../app.config.ts'
import { parseClinicConfig } from './config-schema.ts'

/** The configuration with one part replaced. */
const withPart = (part: Record<string, unknown>) => ({ ...clinic, ...part })

describe('clinic config: privacy policy facts', () => {
  it('accepts the shipped configuration', () => {
    expect(parseClinicConfig(clinic).privacy).toEqual(clinic.privacy)
  })
  it('needs a whole, positive number of retention days', () => {
    for (const days of [0, -30, 36.5, '365', 100_000]) {
      expect(() => parseClinicConfig(withPart({ privacy: { ...clinic.privacy, enquiryRetentionDays: days } })), String(days)).toThrow(
        /privacy\.enquiryRetentionDays/,
      )
    }
    expect(() => parseClinicConfig(withPart({ privacy: { ...clinic.privacy, enquiryRetentionDays: 730 } }))).not.toThrow()
  })
  it('needs the last-updated date as YYYY-MM-DD', () => {
    expect(() => parseClinicConfig(withPart({ privacy: { ...clinic.privacy, lastUpdated: '23/11/2026' } }))).toThrow(
      /privacy\.lastUpdated: lastUpdated is a date written YYYY-MM-DD/,
    )
  })
  it("needs the Data Protection Officer's name, a valid e-mail and an E.164 phone", () => {
    const dpo = clinic.privacy.dataProtectionOfficer
    const bad = (change: Record<string, unknown>) => withPart({ privacy: { ...clinic.privacy, dataProtectionOfficer: { ...dpo, ...change } } })
    expect(() => parseClinicConfig(bad({ email: 'dpo at clinic' }))).toThrow(/privacy\.dataProtectionOfficer\.email/)
    expect(() => parseClinicConfig(bad({ phone: '6000 0001' }))).toThrow(/privacy\.dataProtectionOfficer\.phone: phone numbers are written in E\.164/)
    expect(() => parseClinicConfig(bad({ name: '' }))).toThrow(/privacy\.dataProtectionOfficer\.name/)
    const { email: _email, ...withoutEmail } = dpo
    expect(() => parseClinicConfig(withPart({ privacy: { ...clinic.privacy, dataProtectionOfficer: withoutEmail } }))).toThrow(
      /privacy\.dataProtectionOfficer\.email/,
    )
  })
  it('is required as a whole', () => {
    const { privacy: _privacy, ...withoutPrivacy } = clinic
    expect(() => parseClinicConfig(withoutPrivacy)).toThrow(/- privacy:/)
  })
})

describe('clinic config: fees and overseas patients facts', () => {
  it('rejects a fee range whose minimum exceeds its maximum', () => {
    const fees = { ...clinic.fees, consultation: { ...clinic.fees.consultation, min: 400, max: 200 } }
    expect(() => parseClinicConfig(withPart({ fees }))).toThrow(/fees\.consultation\.min must not exceed max/)
  })
  it('accepts only payment methods the site can name, and at least one', () => {
    expect(() => parseClinicConfig(withPart({ fees: { ...clinic.fees, paymentMethods: ['cash', 'bitcoin'] } }))).toThrow(/fees\.paymentMethods\.1/)
    expect(() => parseClinicConfig(withPart({ fees: { ...clinic.fees, paymentMethods: [] } }))).toThrow(/list at least one payment method/)
  })
  it('accepts only interpreter languages the site can name', () => {
    expect(() => parseClinicConfig(withPart({ overseas: { interpreterLanguages: ['zh', 'xx'] } }))).toThrow(/overseas\.interpreterLanguages\.1/)
    expect(() => parseClinicConfig(withPart({ overseas: { interpreterLanguages: [] } }))).not.toThrow()
  })
})
