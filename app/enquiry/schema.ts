// The enquiry form's single source of truth, shared by the browser and the server.
//
// Error messages are stable codes, never prose: the UI translates them with
// errors.ts (Lingui), the server returns them as-is. This file must stay pure
// (no Node or DOM-only APIs at module level, no Lingui) so it can be bundled for
// the client and also loaded by plain Node 24 through the *.server.ts files.
import * as v from 'valibot'

/** URL locale codes of the site (see app/i18n). */
export const ENQUIRY_LOCALES = ['en', 'cn', 'bh', 'jp'] as const
export type EnquiryLocale = (typeof ENQUIRY_LOCALES)[number]

export const PREFERRED_CONTACTS = ['phone', 'email', 'whatsapp'] as const

/** Part of the day the visitor would prefer for an appointment ('any': no preference). */
export const PREFERRED_TIMES = ['any', 'morning', 'afternoon'] as const

/**
 * An overseas number written the way patients from the language's main countries would
 * write it, shown in the phone hint and in the "not a Singapore number" message.
 */
export const PHONE_EXAMPLES: Readonly<Record<EnquiryLocale, string>> = {
  en: '+60 12 345 6789',
  cn: '+86 139 1234 5678',
  bh: '+62 812 3456 7890',
  jp: '+81 90 1234 5678',
}

/** Longest a signed form token can be ('<ms>.<base64url HMAC-SHA256>'). */
export const FORM_TOKEN_MAX = 80

export const NAME_MIN = 2
export const NAME_MAX = 100
/** Longest phone number as typed, spaces and dashes included. */
export const PHONE_MAX = 40
export const EMAIL_MAX = 254
export const MESSAGE_MAX = 2000
export const SOURCE_PAGE_MAX = 300
/**
 * Upper bound for a whole form post, for the HTTP layer to reject early with
 * 'too_large'. 2000 CJK characters are 6 kB of UTF-8 and 18 kB once
 * percent-encoded, so 64 KiB leaves room without letting anyone stream megabytes.
 */
export const ENQUIRY_MAX_BODY_BYTES = 64 * 1024

/** Codes for problems the visitor can fix (shown next to a field) or a malformed post. */
export const ENQUIRY_ERROR_CODES = [
  'name_required',
  'name_too_short',
  'name_too_long',
  'phone_required',
  'phone_invalid',
  'phone_not_singapore',
  'phone_not_mobile',
  'email_required',
  'email_invalid',
  'email_too_long',
  'preferred_contact_required',
  'date_invalid',
  'date_in_past',
  'message_required',
  'message_too_long',
  'consent_required',
  'invalid_request',
] as const
export type EnquiryErrorCode = (typeof ENQUIRY_ERROR_CODES)[number]

/** Form-level codes produced by the service or the HTTP layer rather than the schema. */
export const SUBMIT_ERROR_CODES = [
  'rate_limited',
  'too_fast',
  'form_expired',
  'too_large',
  'server_busy',
  'invalid_request',
  // Browser-side only: the request never reached the server.
  'offline',
  'timeout',
] as const
export type SubmitErrorCode = (typeof SUBMIT_ERROR_CODES)[number]

/** Every code the UI may need to display. */
export type EnquiryMessageCode = EnquiryErrorCode | SubmitErrorCode

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ENQUIRY_ERROR_CODES)
export function isEnquiryErrorCode(value: unknown): value is EnquiryErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value)
}

// ---------------------------------------------------------------------------
// Text normalisation

// C0/C1 controls and DEL, plus bidi embedding/override/isolate marks: the latter
// can make a name render differently in the clinic's inbox or terminal than what
// is stored ("Trojan Source"-style spoofing), and nobody needs them in a form.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_EXCEPT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu

/** Single-line text: every run of whitespace (incl. CR/LF, NBSP, U+2028) becomes one space. */
export function normaliseSingleLine(input: string): string {
  return input
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS_EXCEPT_TAB_LF, '')
    .replace(/\s+/gu, ' ')
    .trim()
}

/** Multi-line text: line endings become LF, other control characters are dropped. */
export function normaliseMultiLine(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS_EXCEPT_TAB_LF, '')
    .trim()
}

// ---------------------------------------------------------------------------
// Phone numbers

// Singapore numbers are 8 digits: 3 (VoIP), 6 (fixed line), 8 and 9 (mobile).
const SG_LOCAL = /^[3689]\d{7}$/u
const SG_MOBILE = /^\+65[89]\d{7}$/u
// Characters people type between digits; anything else (letters, '#', 'ext') is rejected.
const PHONE_DECORATION = /[\s\-.()\u00A0\u2010-\u2015]/gu

// Country calling codes are prefix-free: 1 and 7 are the only one-digit codes, these are all
// the two-digit ones, and every other code has three digits (ITU-T E.164 assignments). A full
// numbering-plan library (libphonenumber metadata, ~150 kB) would be shipped to every visitor of
// the contact page only to find where the country code ends, so this table does that instead.
const TWO_DIGIT_COUNTRY_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
])
// Countries whose national numbers themselves begin with 0 (Italy and San Marino landlines,
// Côte d'Ivoire, Republic of the Congo): there a 0 after the country code is part of the number.
const ZERO_IS_PART_OF_NUMBER = new Set(['39', '378', '225', '242'])

function countryCodeOf(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1)
  return TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3)
}

export type PhoneResult =
  { ok: true; e164: string } | { ok: false; code: 'phone_invalid' | 'phone_not_singapore' }

/**
 * Reads a phone number as typed and gives it in E.164 ('+6591234567'), or says what is wrong.
 *
 * Accepted: SG local '9123 4567', '6123-4567'; SG with country code
 * '+65 9123 4567', '65 9123 4567', '0065 9123 4567'; any other country written
 * with '+' (or the '00' international prefix) and 8 to 15 digits in total. A trunk 0
 * typed after the country code ('+62 0812 …', '+44 (0)20 …') is dropped: dialled from
 * abroad it would be a wrong number.
 * A number without a country code that is not Singaporean ('0812 3456 7890',
 * '090-1234-5678') is 'phone_not_singapore' rather than guessed.
 */
export function parsePhone(input: string): PhoneResult {
  let compact = input.normalize('NFKC').replace(PHONE_DECORATION, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  if (!/^\+?\d+$/u.test(compact)) return { ok: false, code: 'phone_invalid' }

  if (!compact.startsWith('+')) {
    if (SG_LOCAL.test(compact)) return { ok: true, e164: `+65${compact}` }
    if (compact.length === 10 && compact.startsWith('65') && SG_LOCAL.test(compact.slice(2))) {
      return { ok: true, e164: `+${compact}` }
    }
    // Digits only, so a real number, just not one we can dial from Singapore as written.
    return { ok: false, code: compact.length >= 6 ? 'phone_not_singapore' : 'phone_invalid' }
  }

  let digits = compact.slice(1)
  // Country codes never start with 0.
  if (digits.startsWith('0')) return { ok: false, code: 'phone_invalid' }
  const country = countryCodeOf(digits)
  if (digits.charAt(country.length) === '0' && !ZERO_IS_PART_OF_NUMBER.has(country)) {
    digits = country + digits.slice(country.length + 1)
  }
  if (country === '65')
    return SG_LOCAL.test(digits.slice(2))
      ? { ok: true, e164: `+${digits}` }
      : { ok: false, code: 'phone_invalid' }
  // E.164: at most 15 digits.
  if (digits.length < 8 || digits.length > 15) return { ok: false, code: 'phone_invalid' }
  return { ok: true, e164: `+${digits}` }
}

/** parsePhone's number, or null. */
export function normalisePhone(input: string): string | null {
  const result = parsePhone(input)
  return result.ok ? result.e164 : null
}

export function isSingaporeMobile(e164: string): boolean {
  return SG_MOBILE.test(e164)
}

/** '+6591234567' → '+65 9123 4567'; other countries are left in E.164. */
export function formatPhoneForDisplay(e164: string): string {
  const sg = /^\+65(\d{4})(\d{4})$/u.exec(e164)
  return sg ? `+65 ${sg[1]} ${sg[2]}` : e164
}

// ---------------------------------------------------------------------------
// Dates

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u

/** True for a real calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/**
 * Today's date in Singapore as YYYY-MM-DD. Singapore has had a fixed UTC+8
 * offset with no DST since 1982, so plain arithmetic is exact and behaves the
 * same in every browser and on the server regardless of their time zone.
 */
export function singaporeToday(now: Date | number = Date.now()): string {
  const ms = typeof now === 'number' ? now : now.getTime()
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------
// Form value coercion (HTML forms post strings)

const TRUE_STRINGS = new Set(['true', 'on', '1', 'yes'])
const FALSE_STRINGS = new Set(['false', 'off', '0', ''])

function formBoolean(code: EnquiryErrorCode) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, boolean>(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value
      if (value === true || value === false) return value
      if (value === undefined || value === null) return false
      if (typeof value === 'string') {
        const s = value.trim().toLowerCase()
        if (TRUE_STRINGS.has(s)) return true
        if (FALSE_STRINGS.has(s)) return false
      }
      addIssue({ message: code })
      return NEVER
    }),
  )
}

/** A single-line text field: required, normalised, length-checked. */
function textField(
  required: EnquiryErrorCode,
  tooShort: EnquiryErrorCode,
  tooLong: EnquiryErrorCode,
  min: number,
  max: number,
) {
  return v.pipe(
    v.string(required),
    // Cheap guard before normalising, so a huge value costs nothing.
    v.maxLength(max * 4, tooLong),
    v.transform(normaliseSingleLine),
    v.nonEmpty(required),
    v.minLength(min, tooShort),
    v.maxLength(max, tooLong),
  )
}

// ---------------------------------------------------------------------------
// The schema

// eslint-disable-next-line no-control-regex -- paths must not contain control characters
const SOURCE_PAGE = /^\/(?!\/)[^\s\u0000-\u001F\u007F\\]*$/u

// valibot reports an absent key with the object's message, not the field's, so
// the object message maps absent visitor fields to their own *_required code.
const REQUIRED_CODES: Partial<Record<string, EnquiryErrorCode>> = {
  name: 'name_required',
  phone: 'phone_required',
  preferredContact: 'preferred_contact_required',
  message: 'message_required',
  pdpaConsent: 'consent_required',
}
const objectMessage = (issue: v.BaseIssue<unknown>): EnquiryErrorCode => {
  const key = issue.path?.[0]?.key
  return (typeof key === 'string' && REQUIRED_CODES[key]) || 'invalid_request'
}

const EmailFormat = v.pipe(v.string(), v.email())

const EnquiryObjectSchema = v.object(
  {
    name: textField('name_required', 'name_too_short', 'name_too_long', NAME_MIN, NAME_MAX),
    phone: v.pipe(
      v.string('phone_required'),
      v.trim(),
      v.nonEmpty('phone_required'),
      v.maxLength(PHONE_MAX, 'phone_invalid'),
      v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
        const result = parsePhone(dataset.value)
        if (!result.ok) {
          addIssue({ message: result.code })
          return NEVER
        }
        return result.e164
      }),
    ),
    // Optional ('' when not given): required only with Email as the contact method, below.
    email: v.optional(
      v.pipe(
        v.string('email_invalid'),
        v.trim(),
        v.maxLength(EMAIL_MAX, 'email_too_long'),
        // valibot's pragmatic regex: ASCII only, no quotes, spaces or CR/LF, so the
        // value is also safe to place in a Reply-To header.
        v.check((value) => value === '' || v.is(EmailFormat, value), 'email_invalid'),
      ),
      '',
    ),
    preferredContact: v.picklist(PREFERRED_CONTACTS, 'preferred_contact_required'),
    preferredDate: v.optional(
      v.pipe(
        v.unknown(),
        v.rawTransform<unknown, string | undefined>(({ dataset, addIssue, NEVER }) => {
          const value = dataset.value
          // An empty <input type="date"> posts ''.
          if (value === undefined || value === null || value === '') return undefined
          if (typeof value === 'string' && isValidIsoDate(value.trim())) return value.trim()
          addIssue({ message: 'date_invalid' })
          return NEVER
        }),
      ),
    ),
    preferredTime: v.optional(v.picklist(PREFERRED_TIMES, 'invalid_request'), 'any'),
    message: v.pipe(
      v.string('message_required'),
      v.maxLength(MESSAGE_MAX * 4, 'message_too_long'),
      v.transform(normaliseMultiLine),
      v.nonEmpty('message_required'),
      v.maxLength(MESSAGE_MAX, 'message_too_long'),
    ),
    pdpaConsent: v.pipe(formBoolean('consent_required'), v.literal(true, 'consent_required')),
    marketingConsent: v.optional(formBoolean('invalid_request'), false),

    // Not typed by the visitor. The honeypot passes the schema whatever it holds;
    // the service decides what a filled honeypot means.
    website: v.optional(
      v.pipe(v.string('invalid_request'), v.maxLength(2000, 'invalid_request')),
      '',
    ),
    // The server-signed time the form was first used (form-token.server.ts checks it); ''
    // when the browser could not fetch one, which the service answers like an expired token.
    formToken: v.optional(
      v.pipe(v.string('invalid_request'), v.maxLength(FORM_TOKEN_MAX, 'invalid_request')),
      '',
    ),
    locale: v.picklist(ENQUIRY_LOCALES, 'invalid_request'),
    sourcePage: v.pipe(
      v.string('invalid_request'),
      v.maxLength(SOURCE_PAGE_MAX, 'invalid_request'),
      v.regex(SOURCE_PAGE, 'invalid_request'),
    ),
  },
  objectMessage,
)

export const EnquirySchema = v.pipe(
  EnquiryObjectSchema,
  // WhatsApp cannot reach a Singapore landline or VoIP number; for other
  // countries we cannot tell, so they pass.
  v.forward(
    v.partialCheck(
      [['phone'], ['preferredContact']],
      (input) =>
        input.preferredContact !== 'whatsapp' ||
        !input.phone.startsWith('+65') ||
        isSingaporeMobile(input.phone),
      'phone_not_mobile',
    ),
    ['phone'],
  ),
  // Many patients have no e-mail address; it is needed only to reply by e-mail.
  v.forward(
    v.partialCheck(
      [['email'], ['preferredContact']],
      (input) => input.preferredContact !== 'email' || input.email !== '',
      'email_required',
    ),
    ['email'],
  ),
)

/** Validated, normalised enquiry. */
export type Enquiry = v.InferOutput<typeof EnquirySchema>

/** What a form control declares about its field; the form's fields.tsx renders these. */
export interface EnquiryControl {
  type?: 'text' | 'tel' | 'email' | 'date' | 'checkbox'
  inputMode?: 'tel'
  autoComplete?: string
  maxLength?: number
  /** Required by the schema whatever else is chosen (e-mail is required only with Email). */
  required?: boolean
}

/**
 * The fields the visitor fills in (and can be shown errors for), in the form's order, with their
 * controls' constraints from the constants the schema checks: the form writes no limit of its own
 * (fields.test.tsx compares the rendered form with the schema).
 */
const controls = {
  name: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX, required: true },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: PHONE_MAX,
    required: true,
  },
  preferredContact: { required: true },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
  preferredDate: { type: 'date' },
  preferredTime: {},
  message: { maxLength: MESSAGE_MAX, required: true },
  pdpaConsent: { type: 'checkbox', required: true },
  marketingConsent: { type: 'checkbox' },
} as const satisfies Partial<Record<keyof typeof EnquiryObjectSchema.entries, EnquiryControl>>
export type EnquiryVisitorField = keyof typeof controls
export const ENQUIRY_CONTROLS: Readonly<Record<EnquiryVisitorField, EnquiryControl>> = controls
export const ENQUIRY_VISITOR_FIELDS = Object.keys(controls) as readonly EnquiryVisitorField[]

const VISITOR_FIELD_SET: ReadonlySet<string> = new Set(ENQUIRY_VISITOR_FIELDS)

export type EnquiryFieldErrors = Partial<Record<EnquiryVisitorField, EnquiryErrorCode>>

export type EnquiryValidationResult =
  | { ok: true; value: Enquiry }
  | {
      ok: false
      /** First problem per visitor field, in the order the schema checks them. */
      fieldErrors: EnquiryFieldErrors
      /**
       * Set when the post itself is malformed (not an object, or a hidden field
       * is wrong): nothing the visitor can fix by editing a field.
       */
      formError?: 'invalid_request'
    }

export interface ValidateEnquiryOptions {
  /**
   * Singapore date (YYYY-MM-DD, see singaporeToday) used to reject a preferred
   * date in the past. Omit to accept any valid date.
   */
  today?: string
}

function isFormDataLike(input: unknown): input is FormData | URLSearchParams {
  return (
    (typeof FormData !== 'undefined' && input instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && input instanceof URLSearchParams)
  )
}

/**
 * Validates and normalises an enquiry. Accepts a plain object (JSON or
 * TanStack server function input), FormData or URLSearchParams. Never throws.
 */
export function validateEnquiry(
  input: unknown,
  options: ValidateEnquiryOptions = {},
): EnquiryValidationResult {
  const data: unknown = isFormDataLike(input) ? Object.fromEntries(input.entries()) : input
  // No abortPipeEarly: it would also stop the cross-field checks (WhatsApp needs a mobile,
  // e-mail needed for Email) while any other field is wrong, so the visitor would meet
  // them only in a second round. Each field still reports its first problem only.
  const result = v.safeParse(EnquirySchema, data)

  const fieldErrors: EnquiryFieldErrors = {}
  let formError: 'invalid_request' | undefined

  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      const code = isEnquiryErrorCode(issue.message) ? issue.message : 'invalid_request'
      if (typeof key === 'string' && VISITOR_FIELD_SET.has(key)) {
        const field = key as EnquiryVisitorField
        fieldErrors[field] ??= code
      } else {
        formError = 'invalid_request'
      }
    }
  }

  // The past-date rule needs a clock, so it lives outside the pure schema.
  if (options.today !== undefined && fieldErrors.preferredDate === undefined) {
    const date = result.success ? result.output.preferredDate : rawPreferredDate(data)
    if (date !== undefined && date < options.today) fieldErrors.preferredDate = 'date_in_past'
  }

  if (result.success && Object.keys(fieldErrors).length === 0)
    return { ok: true, value: result.output }
  return formError ? { ok: false, fieldErrors, formError } : { ok: false, fieldErrors }
}

function rawPreferredDate(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const value: unknown = (data as Record<string, unknown>).preferredDate
  return typeof value === 'string' && isValidIsoDate(value.trim()) ? value.trim() : undefined
}
