import { describe, expect, it } from 'vitest'
import { clinic } from '../../app.config.ts'
import { environmentProblems, parseClinicConfig, siteUrlProblem } from './config-schema.ts'

describe('SITE_URL', () => {
  it('accepts an https origin, and http only on a loopback host', () => {
    for (const ok of ['https://www.clinic.sg', 'https://staging.clinic.sg:8443', 'http://localhost:3000', 'http://127.0.0.1:4330', 'http://[::1]:3000']) {
      expect(siteUrlProblem(ok), ok).toBeUndefined()
    }
  })

  it('refuses anything that is not an https origin', () => {
    for (const bad of ['http://www.clinic.sg', 'www.clinic.sg', '/relative', 'https://www.clinic.sg/en', 'https://www.clinic.sg?x=1', 'https://www.clinic.sg#top', 'https://user:pw@www.clinic.sg', 'ftp://clinic.sg', 'javascript:alert(1)']) {
      expect(siteUrlProblem(bad), bad).toBeDefined()
    }
  })

  it('is reported naming the variable; a trailing slash is allowed', () => {
    expect(environmentProblems({ SITE_URL: 'https://staging.clinic.sg/' })).toEqual([])
    expect(environmentProblems({ SITE_URL: 'http://staging.clinic.sg' })).toEqual([expect.stringMatching(/^SITE_URL must be/)])
  })
})

describe('environmentProblems', () => {
  it('names GTM_ID and ENQUIRY_RETENTION_DAYS', () => {
    expect(environmentProblems({})).toEqual([])
    expect(environmentProblems({ GTM_ID: 'GTM-ABC123', ENQUIRY_RETENTION_DAYS: '730' })).toEqual([])
    expect(environmentProblems({ GTM_ID: 'gtm-abc' })).toEqual([expect.stringMatching(/^GTM_ID /)])
    for (const days of ['0', '-5', '1.5', 'a year', '99999']) {
      expect(environmentProblems({ ENQUIRY_RETENTION_DAYS: days }), days).toEqual([expect.stringMatching(/^ENQUIRY_RETENTION_DAYS /)])
    }
  })
})

describe('the clinic configuration', () => {
  it('keeps the retention period in one place, default 365 days', () => {
    expect(parseClinicConfig(clinic).enquiryRetentionDays).toBe(process.env.ENQUIRY_RETENTION_DAYS ? Number(process.env.ENQUIRY_RETENTION_DAYS) : 365)
    expect(() => parseClinicConfig({ ...clinic, enquiryRetentionDays: Number.NaN })).toThrow(/enquiryRetentionDays/)
    expect(() => parseClinicConfig({ ...clinic, siteUrl: 'http://www.clinic.sg' })).toThrow(/siteUrl/)
  })
})
