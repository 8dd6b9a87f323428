// Pure (no Node, DOM or Lingui at module level): bundled for the browser, loaded by plain Node.
import * as v from 'valibot'

export const ENQUIRY_LOCALES = ['en', 'cn', 'bh', 'jp'] as const
export type EnquiryLocale = (typeof ENQUIRY_LOCALES)[number]

export const PREFERRED_CONTACTS = ['phone', 'email', 'whatsapp'] as const

export const PREFERRED_TIMES = ['any', 'morning', 'afternoon'] as const
/** Who the enquiry is about: the sender, or someone they write for (who must agree, PDPA). */
export const ENQUIRY_FOR = ['self', 'other'] as const

export const PHONE_EXAMPLES: Readonly<Record<EnquiryLocale, string>> = {
  en: '+60 12 345 6789',
  cn: '+86 139 1234 5678',
  bh: '+62 812 3456 7890',
  jp: '+81 90 1234 5678',
}

export const NAME_MIN = 2
export const NAME_MAX = 100
export const PHONE_MAX = 40
export const EMAIL_MAX = 254
export const MESSAGE_MAX = 2000
export const SOURCE_PAGE_MAX = 300
/** 2000 CJK characters are 18 kB percent-encoded: room to spare, but no streamed megabytes. */
export const ENQUIRY_MAX_BODY_BYTES = 64 * 1024

export const ENQUIRY_ERROR_CODES = [
  'name_required',
  'name_too_short',
  'name_too_long',
  'name_no_letters',
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

export const SUBMIT_ERROR_CODES = [
  'rate_limited',
  'too_large',
  'server_busy',
  // The server keeps its last free disk space for what it stored (ENQUIRY_MIN_FREE_MB).
  'not_accepting',
  'invalid_request',
  'offline',
  'timeout',
] as const
export type SubmitErrorCode = (typeof SUBMIT_ERROR_CODES)[number]

export type EnquiryMessageCode = EnquiryErrorCode | SubmitErrorCode

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ENQUIRY_ERROR_CODES)
export function isEnquiryErrorCode(value: unknown): value is EnquiryErrorCode {
  return typeof value === 'string' && ERROR_CODE_SET.has(value)
}

// Bidi marks can make a name render otherwise than it is stored ("Trojan Source" spoofing).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_EXCEPT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu

// Invisible characters would make a name look empty; ZWJ/ZWNJ between letters and a variation
// selector after a character do a job and stay.
const INVISIBLE = /^[\p{Default_Ignorable_Code_Point}\u2800]$/u
const HAS_INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u
const JOINER = /^[\u200C\u200D]$/u
const VARIATION_SELECTOR = /^[\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]$/u
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u
const VISIBLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u

function dropInvisible(input: string): string {
  const chars = Array.from(input)
  return chars
    .filter((c, i) => {
      if (!INVISIBLE.test(c)) return true
      const before = chars[i - 1] ?? ''
      if (JOINER.test(c)) return LETTER_OR_MARK.test(before) && /^\p{L}$/u.test(chars[i + 1] ?? '')
      return VARIATION_SELECTOR.test(c) && VISIBLE.test(before)
    })
    .join('')
}

export function normaliseSingleLine(input: string): string {
  const text = input.normalize('NFC').replace(BIDI_CONTROLS, '').replace(CONTROLS_EXCEPT_TAB_LF, '')
  return (HAS_INVISIBLE.test(text) ? dropInvisible(text) : text).replace(/\s+/gu, ' ').trim()
}

export function normaliseMultiLine(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(BIDI_CONTROLS, '')
    .replace(CONTROLS_EXCEPT_TAB_LF, '')
    .trim()
}

// Phone rules: docs/enquiries.md, "Phone numbers".
const SG_LOCAL = /^[3689]\d{7}$/u
const SG_MOBILE = /^\+65[89]\d{7}$/u
const PHONE_DECORATION = /[\s\-.()\u00A0\u2010-\u2015]/gu

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
const ZERO_IS_PART_OF_NUMBER = new Set(['39', '378', '225', '242'])

function countryCodeOf(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1)
  return TWO_DIGIT_COUNTRY_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3)
}

export type PhoneResult =
  { ok: true; e164: string } | { ok: false; code: 'phone_invalid' | 'phone_not_singapore' }

export function parsePhone(input: string): PhoneResult {
  let compact = input.normalize('NFKC').replace(PHONE_DECORATION, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  if (!/^\+?\d+$/u.test(compact)) return { ok: false, code: 'phone_invalid' }

  if (!compact.startsWith('+')) {
    if (SG_LOCAL.test(compact)) return { ok: true, e164: `+65${compact}` }
    if (compact.length === 10 && compact.startsWith('65') && SG_LOCAL.test(compact.slice(2))) {
      return { ok: true, e164: `+${compact}` }
    }
    return { ok: false, code: compact.length >= 6 ? 'phone_not_singapore' : 'phone_invalid' }
  }

  let digits = compact.slice(1)
  if (digits.startsWith('0')) return { ok: false, code: 'phone_invalid' }
  const country = countryCodeOf(digits)
  if (digits.charAt(country.length) === '0' && !ZERO_IS_PART_OF_NUMBER.has(country)) {
    digits = country + digits.slice(country.length + 1)
  }
  if (country === '65')
    return SG_LOCAL.test(digits.slice(2))
      ? { ok: true, e164: `+${digits}` }
      : { ok: false, code: 'phone_invalid' }
  if (digits.length < 8 || digits.length > 15) return { ok: false, code: 'phone_invalid' }
  return { ok: true, e164: `+${digits}` }
}

export function normalisePhone(input: string): string | null {
  const result = parsePhone(input)
  return result.ok ? result.e164 : null
}

export function isSingaporeMobile(e164: string): boolean {
  return SG_MOBILE.test(e164)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u

export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

/** Singapore has kept UTC+8 without DST since 1982: arithmetic is exact in any time zone. */
export function singaporeToday(now: Date | number = Date.now()): string {
  const ms = typeof now === 'number' ? now : now.getTime()
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

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

// eslint-disable-next-line no-control-regex -- paths must not contain control characters
const SOURCE_PAGE = /^\/(?!\/)[^\s\u0000-\u001F\u007F\\]*$/u

// valibot reports an absent key with the object's message: map it to the field's *_required code.
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
    name: v.pipe(
      v.string('name_required'),
      v.maxLength(NAME_MAX * 4, 'name_too_long'),
      v.transform(normaliseSingleLine),
      v.nonEmpty('name_required'),
      v.minLength(NAME_MIN, 'name_too_short'),
      v.maxLength(NAME_MAX, 'name_too_long'),
      v.check((name) => /\p{L}/u.test(name), 'name_no_letters'),
      v.check((name) => (name.match(/\p{L}/gu)?.length ?? 0) >= NAME_MIN, 'name_too_short'),
    ),
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
    email: v.optional(
      v.pipe(
        v.string('email_invalid'),
        v.trim(),
        v.maxLength(EMAIL_MAX, 'email_too_long'),
        // valibot's regex allows no quotes, spaces or CR/LF: safe in a Reply-To header too.
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
          if (value === undefined || value === null || value === '') return undefined
          if (typeof value === 'string' && isValidIsoDate(value.trim())) return value.trim()
          addIssue({ message: 'date_invalid' })
          return NEVER
        }),
      ),
    ),
    preferredTime: v.optional(v.picklist(PREFERRED_TIMES, 'invalid_request'), 'any'),
    enquiryFor: v.optional(v.picklist(ENQUIRY_FOR, 'invalid_request'), 'self'),
    message: v.pipe(
      v.string('message_required'),
      v.maxLength(MESSAGE_MAX * 4, 'message_too_long'),
      v.transform(normaliseMultiLine),
      v.nonEmpty('message_required'),
      v.maxLength(MESSAGE_MAX, 'message_too_long'),
    ),
    pdpaConsent: v.pipe(formBoolean('consent_required'), v.literal(true, 'consent_required')),
    marketingConsent: v.optional(formBoolean('invalid_request'), false),

    // The honeypot passes whatever it holds: the service decides what a filled one means.
    website: v.optional(
      v.pipe(v.string('invalid_request'), v.maxLength(2000, 'invalid_request')),
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
  // WhatsApp cannot reach a Singapore landline or VoIP number; for other countries we cannot tell.
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
  v.forward(
    v.partialCheck(
      [['email'], ['preferredContact']],
      (input) => input.preferredContact !== 'email' || input.email !== '',
      'email_required',
    ),
    ['email'],
  ),
)

export type Enquiry = v.InferOutput<typeof EnquirySchema>

export interface EnquiryControl {
  type?: 'text' | 'tel' | 'email' | 'date' | 'checkbox'
  inputMode?: 'tel'
  autoComplete?: string
  maxLength?: number
  required?: boolean
}

// In the form's order, with the constants the schema checks: the form writes no limit of its own.
const controls = {
  enquiryFor: {},
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
      fieldErrors: EnquiryFieldErrors
      /** The post itself is malformed (a hidden field): nothing a visitor can fix. */
      formError?: 'invalid_request'
    }

export interface ValidateEnquiryOptions {
  /** singaporeToday(), to refuse a past preferred date. */
  today?: string
}

function isFormDataLike(input: unknown): input is FormData | URLSearchParams {
  return (
    (typeof FormData !== 'undefined' && input instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && input instanceof URLSearchParams)
  )
}

/** Never throws. */
export function validateEnquiry(
  input: unknown,
  options: ValidateEnquiryOptions = {},
): EnquiryValidationResult {
  const data: unknown = isFormDataLike(input) ? Object.fromEntries(input.entries()) : input
  // No abortPipeEarly: it would skip the cross-field checks while another field is wrong.
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
