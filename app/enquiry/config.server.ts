import * as v from 'valibot'

export interface MailAddress {
  name?: string
  address: string
}

export interface SmtpConfig {
  host: string
  port: number
  secure: boolean
  requireTLS: boolean
  auth: { user: string; pass: string } | null
  from: MailAddress
  to: string[]
}

export interface EnquiryConfig {
  dbPath: string
  formSecret: string | undefined
  outboxLeaseMs: number
  mailsPerHour: number
  minFreeBytes: number
  /** null without SMTP_HOST: the outbox keeps rows pending. */
  smtp: SmtpConfig | null
}

export type EnvSource = Readonly<Record<string, string | undefined>>

export class EnquiryConfigError extends Error {
  override name = 'EnquiryConfigError'
}

export const DEFAULT_DB_PATH = './data/enquiries.db'
export const DEFAULT_OUTBOX_LEASE_SECONDS = 600
export const DEFAULT_MAILS_PER_HOUR = 30
export const DEFAULT_MIN_FREE_MB = 100

// Same rule as the enquiry form (valibot's email regex): no spaces, quotes or CR/LF.
const EmailSchema = v.pipe(v.string(), v.maxLength(254), v.email())
const isEmail = (s: string): boolean => v.is(EmailSchema, s)

const LEASE_MESSAGE = 'OUTBOX_LEASE_SECONDS must be a whole number of seconds from 60 to 86400'

const MAILS_MESSAGE = 'MAIL_MAX_PER_HOUR must be a whole number of mails, from 1 to 99999'

const MIN_FREE_MESSAGE =
  'ENQUIRY_MIN_FREE_MB must be a whole number of megabytes (MiB), 0 to 999999'

const bool = (name: string) => v.picklist(['true', 'false'], `${name} must be 'true' or 'false'`)

const EnvSchema = v.object({
  ENQUIRY_DB_PATH: v.optional(v.string(), DEFAULT_DB_PATH),
  ENQUIRY_FORM_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'ENQUIRY_FORM_SECRET must be at least 32 characters long')),
  ),
  // Longer than the longest send (10 s connect, 10 s greeting, 30 s idle): no second process re-sends.
  OUTBOX_LEASE_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/u, LEASE_MESSAGE),
      v.transform(Number),
      v.minValue(60, LEASE_MESSAGE),
      v.maxValue(86_400, LEASE_MESSAGE),
    ),
    String(DEFAULT_OUTBOX_LEASE_SECONDS),
  ),
  MAIL_MAX_PER_HOUR: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/u, MAILS_MESSAGE),
      v.transform(Number),
      v.minValue(1, MAILS_MESSAGE),
    ),
    String(DEFAULT_MAILS_PER_HOUR),
  ),
  ENQUIRY_MIN_FREE_MB: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/u, MIN_FREE_MESSAGE), v.transform(Number)),
    String(DEFAULT_MIN_FREE_MB),
  ),
  SMTP_HOST: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9.:[\]-]+$/u, 'SMTP_HOST must be a host name or IP address'),
    ),
  ),
  SMTP_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/u, 'SMTP_PORT must be a port number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'SMTP_PORT must be a port number between 1 and 65535'),
      v.maxValue(65535, 'SMTP_PORT must be a port number between 1 and 65535'),
    ),
    '587',
  ),
  SMTP_SECURE: v.optional(bool('SMTP_SECURE')),
  // Enquiries carry health-related personal data: plaintext must be an explicit choice.
  SMTP_REQUIRE_TLS: v.optional(bool('SMTP_REQUIRE_TLS'), 'true'),
  SMTP_USER: v.optional(v.string()),
  SMTP_PASS: v.optional(v.string()),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform<string, MailAddress>(({ dataset, addIssue, NEVER }) => {
        const parsed = parseMailbox(dataset.value)
        if (!parsed) {
          addIssue({
            message: "MAIL_FROM must be an email address, optionally as 'Name <address>'",
          })
          return NEVER
        }
        return parsed
      }),
    ),
  ),
  MAIL_TO: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.minLength(1, 'MAIL_TO must list at least one email address'),
      v.check(
        (list) => list.every(isEmail),
        'MAIL_TO must be a comma-separated list of email addresses',
      ),
    ),
  ),
})

function parseMailbox(value: string): MailAddress | null {
  const named = /^(.*?)\s*<([^<>]+)>$/u.exec(value)
  const name = named?.[1]?.replace(/^"|"$/gu, '').trim()
  const address = (named ? named[2] : value)?.trim() ?? ''
  if (!isEmail(address) || (name !== undefined && /[\r\n]/u.test(name))) return null
  return name ? { name, address } : { address }
}

export function readDbPath(env: EnvSource = process.env): string {
  const value = env.ENQUIRY_DB_PATH?.trim()
  return value ? value : DEFAULT_DB_PATH
}

/** Values are never echoed: SMTP_PASS and the form secret must not reach logs. */
export function loadEnquiryConfig(env: EnvSource = process.env): EnquiryConfig {
  const relevant: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.entries)) {
    // Passwords may start or end with spaces; nothing else should. Empty is unset (`SMTP_HOST=`).
    const value = key === 'SMTP_PASS' || key === 'ENQUIRY_FORM_SECRET' ? env[key] : env[key]?.trim()
    if (value) relevant[key] = value
  }

  const result = v.safeParse(EnvSchema, relevant)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.[0]?.key
      return typeof key === 'string' && !issue.message.startsWith(key)
        ? `${key}: ${issue.message}`
        : issue.message
    })
    throw new EnquiryConfigError(`Invalid enquiry configuration:\n- ${problems.join('\n- ')}`)
  }

  const e = result.output
  const dbPath = e.ENQUIRY_DB_PATH
  const form = {
    formSecret: e.ENQUIRY_FORM_SECRET,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    mailsPerHour: e.MAIL_MAX_PER_HOUR,
    minFreeBytes: e.ENQUIRY_MIN_FREE_MB * 1024 * 1024,
  }
  if (e.SMTP_HOST === undefined) return { dbPath, ...form, smtp: null }

  const problems: string[] = []
  if (!e.MAIL_FROM) problems.push('MAIL_FROM is required when SMTP_HOST is set')
  if (!e.MAIL_TO) problems.push('MAIL_TO is required when SMTP_HOST is set')
  if ((e.SMTP_USER === undefined) !== (e.SMTP_PASS === undefined)) {
    problems.push('SMTP_USER and SMTP_PASS must be set together')
  }
  if (problems.length > 0 || !e.MAIL_FROM || !e.MAIL_TO) {
    throw new EnquiryConfigError(`Invalid enquiry configuration:\n- ${problems.join('\n- ')}`)
  }

  return {
    dbPath,
    ...form,
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE === undefined ? e.SMTP_PORT === 465 : e.SMTP_SECURE === 'true',
      requireTLS: e.SMTP_REQUIRE_TLS === 'true',
      auth:
        e.SMTP_USER !== undefined && e.SMTP_PASS !== undefined
          ? { user: e.SMTP_USER, pass: e.SMTP_PASS }
          : null,
      from: e.MAIL_FROM,
      to: e.MAIL_TO,
    },
  }
}
