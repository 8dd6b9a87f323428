import { describe, expect, it } from 'vitest'
import { clinic } from './clinic.ts'
import { environmentProblems, parseClinicConfig, siteUrlProblem } from './config-schema.ts'

const withPart = (part: Record<string, unknown>) => ({ ...clinic, ...part })

describe('SITE_URL', () => {
  it('accepts an https origin, and http only on a loopback host', () => {
    for (const ok of [
      'https://www.clinic.sg',
      'https://staging.clinic.sg:8443',
      'http://localhost:3000',
      'http://127.0.0.1:4330',
      'http://[::1]:3000',
    ]) {
      expect(siteUrlProblem(ok), ok).toBeUndefined()
    }
  })

  it('refuses anything that is not an https origin', () => {
    for (const bad of [
      'http://www.clinic.sg',
      'www.clinic.sg',
      '/relative',
      'https://www.clinic.sg/en',
      'https://www.clinic.sg?x=1',
      'https://www.clinic.sg#top',
      'https://user:pw@www.clinic.sg',
      'ftp://clinic.sg',
      'javascript:alert(1)',
    ]) {
      expect(siteUrlProblem(bad), bad).toBeDefined()
    }
  })

  it('is reported naming the variable; a trailing slash is allowed', () => {
    expect(environmentProblems({ SITE_URL: 'https://staging.clinic.sg/' })).toEqual([])
    expect(environmentProblems({ SITE_URL: 'http://staging.clinic.sg' })).toEqual([
      expect.stringMatching(/^SITE_URL must be/),
    ])
  })
})

describe('environmentProblems', () => {
  it('names GTM_ID and ENQUIRY_RETENTION_DAYS', () => {
    expect(environmentProblems({})).toEqual([])
    expect(environmentProblems({ GTM_ID: 'GTM-ABC123', ENQUIRY_RETENTION_DAYS: '730' })).toEqual([])
    expect(environmentProblems({ GTM_ID: 'gtm-abc' })).toEqual([expect.stringMatching(/^GTM_ID /)])
    for (const days of ['0', '-5', '1.5', 'a year', '99999']) {
      expect(environmentProblems({ ENQUIRY_RETENTION_DAYS: days }), days).toEqual([
        expect.stringMatching(/^ENQUIRY_RETENTION_DAYS /),
      ])
    }
  })
})

describe('the clinic configuration', () => {
  it('keeps the retention period in one place, default 365 days', () => {
    expect(parseClinicConfig(clinic).enquiryRetentionDays).toBe(
      process.env.ENQUIRY_RETENTION_DAYS ? Number(process.env.ENQUIRY_RETENTION_DAYS) : 365,
    )
    expect(() => parseClinicConfig({ ...clinic, enquiryRetentionDays: Number.NaN })).toThrow(
      /enquiryRetentionDays/,
    )
    expect(() => parseClinicConfig({ ...clinic, siteUrl: 'http://www.clinic.sg' })).toThrow(
      /siteUrl/,
    )
  })
})

describe("clinic config: the doctor's names", () => {
  it('takes the name alone in each language: the title is the translation of "Dr {name}"', () => {
    expect(parseClinicConfig(clinic).doctor.names).toEqual(clinic.doctor.names)
    const named = (locale: string, name: string) =>
      withPart({ doctor: { ...clinic.doctor, names: { ...clinic.doctor.names, [locale]: name } } })
    for (const [locale, name] of [
      ['cn', '陈亚力医生'],
      ['jp', 'タン医師'],
      ['jp', 'タン先生'],
      ['bh', 'dr. Alex Tan'],
      ['en', 'Dr Alex Tan'],
      ['en', 'A/Prof Alex Tan'],
    ] as const) {
      expect(() => parseClinicConfig(named(locale, name)), name).toThrow(
        new RegExp(`doctor\\.names\\.${locale}: doctor\\.names are the name alone`),
      )
    }
    expect(() => parseClinicConfig(named('en', 'Drew Tan'))).not.toThrow()
  })
})

describe('clinic config: privacy policy facts', () => {
  it('accepts the shipped configuration', () => {
    expect(parseClinicConfig(clinic).privacy).toEqual(clinic.privacy)
  })
  it('needs the last-updated date as YYYY-MM-DD', () => {
    expect(() =>
      parseClinicConfig(withPart({ privacy: { ...clinic.privacy, lastUpdated: '23/11/2026' } })),
    ).toThrow(/privacy\.lastUpdated: lastUpdated is a date written YYYY-MM-DD/)
  })
  it("needs the Data Protection Officer's name, a valid e-mail and an E.164 phone", () => {
    const dpo = clinic.privacy.dataProtectionOfficer
    const bad = (change: Record<string, unknown>) =>
      withPart({ privacy: { ...clinic.privacy, dataProtectionOfficer: { ...dpo, ...change } } })
    expect(() => parseClinicConfig(bad({ email: 'dpo at clinic' }))).toThrow(
      /privacy\.dataProtectionOfficer\.email/,
    )
    expect(() => parseClinicConfig(bad({ phone: '6000 0001' }))).toThrow(
      /privacy\.dataProtectionOfficer\.phone: phone numbers are written in E\.164/,
    )
    expect(() => parseClinicConfig(bad({ name: '' }))).toThrow(
      /privacy\.dataProtectionOfficer\.name/,
    )
    const { email: _email, ...withoutEmail } = dpo
    expect(() =>
      parseClinicConfig(
        withPart({ privacy: { ...clinic.privacy, dataProtectionOfficer: withoutEmail } }),
      ),
    ).toThrow(/privacy\.dataProtectionOfficer\.email/)
  })
  it('needs the e-mail provider, the inbox deletion period and the withdrawal time', () => {
    const privacy = (change: Record<string, unknown>) =>
      withPart({ privacy: { ...clinic.privacy, ...change } })
    expect(() => parseClinicConfig(privacy({ emailProvider: '' }))).toThrow(
      /privacy\.emailProvider/,
    )
    expect(() => parseClinicConfig(privacy({ inboxRetentionDays: 0 }))).toThrow(
      /privacy\.inboxRetentionDays/,
    )
    expect(() => parseClinicConfig(privacy({ inboxRetentionDays: 30.5 }))).toThrow(
      /privacy\.inboxRetentionDays must be a whole number of days/,
    )
    expect(() => parseClinicConfig(privacy({ withdrawalWorkingDays: 60 }))).toThrow(
      /privacy\.withdrawalWorkingDays/,
    )
  })
  it('is required as a whole', () => {
    const { privacy: _privacy, ...withoutPrivacy } = clinic
    expect(() => parseClinicConfig(withoutPrivacy)).toThrow(/- privacy:/)
  })
})

describe('clinic config: fees and overseas patients facts', () => {
  it('needs a fee per visit type in dollars and cents, and whether GST is charged', () => {
    const consultation = (change: Record<string, unknown>) =>
      withPart({
        fees: { ...clinic.fees, consultation: { ...clinic.fees.consultation, ...change } },
      })
    expect(() => parseClinicConfig(consultation({ first: 163.5, followUp: 109.01 }))).not.toThrow()
    expect(() => parseClinicConfig(consultation({ followUp: 109.005 }))).toThrow(
      /fees\.consultation\.followUp: fees are amounts in dollars with at most two decimals/,
    )
    expect(() => parseClinicConfig(consultation({ first: -1 }))).toThrow(
      /fees\.consultation\.first/,
    )
    // A "from ... to ..." range is not a fee the site can show.
    expect(() =>
      parseClinicConfig(
        withPart({ fees: { ...clinic.fees, consultation: { min: 150, max: 300 } } }),
      ),
    ).toThrow(/fees\.consultation\.first/)
    const { gstRegistered: _gst, ...withoutGst } = clinic.fees
    expect(() => parseClinicConfig(withPart({ fees: withoutGst }))).toThrow(/fees\.gstRegistered/)
  })
  it('accepts only payment methods the site can name, and at least one', () => {
    expect(() =>
      parseClinicConfig(
        withPart({ fees: { ...clinic.fees, paymentMethods: ['cash', 'bitcoin'] } }),
      ),
    ).toThrow(/fees\.paymentMethods\.1/)
    expect(() =>
      parseClinicConfig(withPart({ fees: { ...clinic.fees, paymentMethods: [] } })),
    ).toThrow(/list at least one payment method/)
  })
  it('accepts only interpreter languages the site can name', () => {
    const overseas = (interpreterLanguages: string[]) =>
      withPart({ overseas: { ...clinic.overseas, interpreterLanguages } })
    expect(() => parseClinicConfig(overseas(['zh', 'xx']))).toThrow(
      /overseas\.interpreterLanguages\.1/,
    )
    expect(() => parseClinicConfig(overseas([]))).not.toThrow()
  })
  it('takes an https secure-upload address for records, or none', () => {
    const upload = (recordsUploadUrl: string) =>
      withPart({ overseas: { ...clinic.overseas, recordsUploadUrl } })
    expect(() => parseClinicConfig(upload(''))).not.toThrow()
    expect(() => parseClinicConfig(upload('https://upload.clinic.sg/heart'))).not.toThrow()
    expect(() => parseClinicConfig(upload('http://upload.clinic.sg/'))).toThrow(
      /overseas\.recordsUploadUrl/,
    )
    expect(() => parseClinicConfig(upload('upload.clinic.sg'))).toThrow(
      /overseas\.recordsUploadUrl/,
    )
  })
})

describe('clinic config: directions and where procedures are done', () => {
  it('takes the entrance as coordinates in Singapore, or null for the address', () => {
    const at = (coordinates: unknown) => withPart({ address: { ...clinic.address, coordinates } })
    expect(() => parseClinicConfig(at(null))).not.toThrow()
    expect(() => parseClinicConfig(at({ latitude: 1.3208, longitude: 103.8439 }))).not.toThrow()
    // Swapped, or somewhere else: refused.
    expect(() => parseClinicConfig(at({ latitude: 103.8439, longitude: 1.3208 }))).toThrow(
      /address\.coordinates\.latitude must lie in Singapore/,
    )
    expect(() => parseClinicConfig(at({ latitude: 1.3, longitude: 100.5 }))).toThrow(
      /address\.coordinates\.longitude must lie in Singapore/,
    )
  })
  it('names at least one place for every procedure done in a hospital or centre', () => {
    for (const procedure of Object.keys(clinic.procedureLocations)) {
      expect(() =>
        parseClinicConfig(
          withPart({ procedureLocations: { ...clinic.procedureLocations, [procedure]: [] } }),
        ),
      ).toThrow(new RegExp(`procedureLocations\\.${procedure}: name at least one`))
    }
    expect(Object.keys(clinic.procedureLocations)).toEqual(
      expect.arrayContaining(['cardiacImaging', 'cardiacRehabilitation']),
    )
  })
})

describe('clinic config: reply time', () => {
  it('is a whole number of working days from 1 to 10', () => {
    expect(parseClinicConfig(clinic).replyWithinWorkingDays).toBe(clinic.replyWithinWorkingDays)
    for (const days of [0, 1.5, 11, Number.NaN]) {
      expect(
        () => parseClinicConfig(withPart({ replyWithinWorkingDays: days })),
        String(days),
      ).toThrow(/replyWithinWorkingDays/)
    }
    const { replyWithinWorkingDays: _days, ...withoutReplyTime } = clinic
    expect(() => parseClinicConfig(withoutReplyTime)).toThrow(/- replyWithinWorkingDays:/)
  })
})
