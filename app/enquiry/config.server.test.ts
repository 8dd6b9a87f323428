import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DB_PATH,
  EnquiryConfigError,
  loadEnquiryConfig,
  readDbPath,
} from './config.server.ts'

const smtpEnv = {
  SMTP_HOST: 'smtp.example.com',
  MAIL_FROM: 'Clinic Website <web@clinic.example>',
  MAIL_TO: 'frontdesk@clinic.example, doctor@clinic.example',
}

function configError(env: Record<string, string>): string {
  try {
    loadEnquiryConfig(env)
  } catch (err) {
    expect(err).toBeInstanceOf(EnquiryConfigError)
    return (err as Error).message
  }
  throw new Error('expected a configuration error')
}

describe('loadEnquiryConfig', () => {
  it('defaults to a local database and no SMTP', () => {
    expect(loadEnquiryConfig({})).toEqual({
      dbPath: DEFAULT_DB_PATH,
      formSecret: undefined,
      mailsPerHour: 30,
      minFreeBytes: 100 * 1024 * 1024,
      outboxLeaseMs: 600_000,
      smtp: null,
    })
    expect(loadEnquiryConfig({ SMTP_HOST: '', ENQUIRY_DB_PATH: '  ' })).toEqual({
      dbPath: DEFAULT_DB_PATH,
      formSecret: undefined,
      mailsPerHour: 30,
      minFreeBytes: 100 * 1024 * 1024,
      outboxLeaseMs: 600_000,
      smtp: null,
    })
  })

  it('reads a full SMTP configuration', () => {
    expect(
      loadEnquiryConfig({
        ...smtpEnv,
        ENQUIRY_DB_PATH: '/var/lib/clinic/e.db',
        SMTP_USER: 'web',
        SMTP_PASS: ' s3cret ',
      }),
    ).toEqual({
      dbPath: '/var/lib/clinic/e.db',
      formSecret: undefined,
      mailsPerHour: 30,
      minFreeBytes: 100 * 1024 * 1024,
      outboxLeaseMs: 600_000,
      smtp: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        requireTLS: true,
        auth: { user: 'web', pass: ' s3cret ' },
        from: { name: 'Clinic Website', address: 'web@clinic.example' },
        to: ['frontdesk@clinic.example', 'doctor@clinic.example'],
      },
    })
  })

  it('derives SMTP_SECURE from port 465 unless set', () => {
    expect(loadEnquiryConfig({ ...smtpEnv, SMTP_PORT: '465' }).smtp?.secure).toBe(true)
    expect(
      loadEnquiryConfig({ ...smtpEnv, SMTP_PORT: '465', SMTP_SECURE: 'false' }).smtp?.secure,
    ).toBe(false)
    expect(
      loadEnquiryConfig({ ...smtpEnv, SMTP_PORT: '2525', SMTP_SECURE: 'true' }).smtp,
    ).toMatchObject({ port: 2525, secure: true })
    expect(loadEnquiryConfig({ ...smtpEnv, SMTP_REQUIRE_TLS: 'false' }).smtp?.requireTLS).toBe(
      false,
    )
  })

  it('names the offending variable and never echoes values', () => {
    expect(configError({ ...smtpEnv, SMTP_PORT: '99999' })).toMatch(
      /SMTP_PORT must be a port number/u,
    )
    expect(configError({ ...smtpEnv, SMTP_PORT: 'abc' })).toMatch(/SMTP_PORT/u)
    expect(configError({ ...smtpEnv, SMTP_SECURE: 'yes' })).toMatch(
      /SMTP_SECURE must be 'true' or 'false'/u,
    )
    expect(configError({ ...smtpEnv, MAIL_TO: 'frontdesk@clinic.example, nope' })).toMatch(
      /MAIL_TO/u,
    )
    expect(configError({ ...smtpEnv, MAIL_FROM: 'web' })).toMatch(/MAIL_FROM/u)
    expect(configError({ SMTP_HOST: 'smtp.example.com' })).toMatch(
      /MAIL_FROM is required[\s\S]*MAIL_TO is required/u,
    )
    const auth = configError({ ...smtpEnv, SMTP_PASS: 'hunter2' })
    expect(auth).toMatch(/SMTP_USER and SMTP_PASS must be set together/u)
    expect(auth).not.toContain('hunter2')
  })

  it('reads the form secret, refusing a short secret without echoing it', () => {
    const secret = 'a'.repeat(40)
    expect(loadEnquiryConfig({ ENQUIRY_FORM_SECRET: secret })).toMatchObject({
      formSecret: secret,
    })
    const short = configError({ ENQUIRY_FORM_SECRET: 'tooshort-secret' })
    expect(short).toMatch(/ENQUIRY_FORM_SECRET must be at least 32 characters/u)
    expect(short).not.toContain('tooshort-secret')
  })

  it('reads the outbox lease in whole seconds, at least a minute', () => {
    expect(loadEnquiryConfig({ OUTBOX_LEASE_SECONDS: '60' }).outboxLeaseMs).toBe(60_000)
    expect(loadEnquiryConfig({ OUTBOX_LEASE_SECONDS: '86400' }).outboxLeaseMs).toBe(86_400_000)
    for (const value of ['59', '0', '86401', '10m', '1.5'])
      expect(configError({ OUTBOX_LEASE_SECONDS: value }), value).toMatch(
        /^Invalid enquiry configuration:\n- OUTBOX_LEASE_SECONDS must be a whole number of seconds from 60 to 86400$/u,
      )
  })

  it('reads process.env by default', () => {
    expect(loadEnquiryConfig().dbPath).toBe(readDbPath())
  })
})
