// Validated in Node only (build and server start-up), keeping valibot out of the browser bundle.
import * as v from 'valibot'

const phone = v.pipe(
  v.string(),
  v.regex(/^\+[1-9]\d{7,14}$/, 'phone numbers are written in E.164 form, e.g. +6561234567'),
)

export const spokenLanguages = [
  'en',
  'zh',
  'ms',
  'ta',
  'id',
  'ja',
  'yue',
  'nan',
  'hi',
  'ko',
  'vi',
  'th',
  'my',
  'ar',
  'ru',
] as const
export type SpokenLanguage = (typeof spokenLanguages)[number]

export const MAX_RETENTION_DAYS = 3650

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Plain http only on a loopback host (a local production build), never for a public site. */
export function siteUrlProblem(value: string): string | undefined {
  const rule =
    "must be the site's absolute https:// origin, e.g. https://www.clinic.sg (http:// only for localhost)"
  if (!URL.canParse(value)) return rule
  const url = new URL(value)
  const originOnly =
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !value.includes('?') &&
    !value.includes('#')
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  return originOnly && secure ? undefined : rule
}

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/
export const paymentMethods = [
  'cash',
  'nets',
  'credit-card',
  'debit-card',
  'paynow',
  'bank-transfer',
  'cheque',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]

const places = v.pipe(
  v.array(v.pipe(v.string(), v.minLength(2))),
  v.minLength(1, 'name at least one hospital or centre'),
)

// A title here would be said twice where a message places it (心脏专科医生陈亚力医生).
const doctorTitle = /^(?:dr|prof|a\/prof|dokter)\b|医生|医師|医师|先生|博士|教授/i

const localName = v.pipe(
  v.string(),
  v.minLength(2),
  v.check(
    (name) => !doctorTitle.test(name.trim()),
    'doctor.names are the name alone: the title (Dr, 医生, 医師, dr.) comes from the message "Dr {name}"',
  ),
)

const fee = v.pipe(
  v.number(),
  v.minValue(0),
  v.check(
    (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
    'fees are amounts in dollars with at most two decimals',
  ),
)

const ClinicConfigSchema = v.object({
  siteUrl: v.pipe(
    v.string(),
    v.regex(/^https?:\/\/[^/]+$/, 'siteUrl is an origin without a trailing slash'),
    v.check(
      (value) => siteUrlProblem(value) === undefined,
      'siteUrl must be an https:// origin (http:// only for localhost)',
    ),
  ),
  clinicName: v.pipe(v.string(), v.minLength(2)),
  doctor: v.object({
    name: v.pipe(v.string(), v.minLength(2)),
    /** Per language, without a title (陈亚力); `name` stays the registered one (JSON-LD, URL). */
    names: v.object({
      en: localName,
      cn: localName,
      bh: localName,
      jp: localName,
    }),
    photo: v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'photo is an image name in app/media/art/ without its extension',
      ),
    ),
    mcrNumber: v.pipe(
      v.string(),
      v.regex(/^M\d{5}[A-Z]$/, 'mcrNumber is an MCR number such as M12345A'),
    ),
    specialistRegister: v.pipe(v.string(), v.minLength(2)),
    qualifications: v.array(v.pipe(v.string(), v.minLength(2))),
    hospitals: v.array(v.pipe(v.string(), v.minLength(2))),
    languages: v.array(v.picklist(spokenLanguages)),
    registerUrl: v.pipe(
      v.string(),
      v.url(),
      v.startsWith('https://', 'doctor.registerUrl must be an https:// address'),
    ),
  }),
  procedureLocations: v.object({
    angioplasty: places,
    coronaryAngiography: places,
    cardiacPet: places,
    cardiacImaging: places,
    cardiacRehabilitation: places,
    transoesophagealEcho: places,
    nuclearStressTest: places,
    loopRecorder: places,
  }),
  phones: v.object({
    call: phone,
    whatsapp: phone,
    afterHours: phone,
    afterHoursAnsweredBy: v.picklist(
      ['doctor', 'nurse'],
      'phones.afterHoursAnsweredBy must be doctor or nurse',
    ),
  }),
  email: v.pipe(v.string(), v.email()),
  address: v.object({
    street: v.string(),
    unit: v.string(),
    postalCode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Singapore postal codes have six digits')),
    city: v.string(),
    country: v.literal('SG'),
    coordinates: v.nullable(
      v.object({
        latitude: v.pipe(
          v.number(),
          v.minValue(1.15, 'address.coordinates.latitude must lie in Singapore (1.15 to 1.48)'),
          v.maxValue(1.48, 'address.coordinates.latitude must lie in Singapore (1.15 to 1.48)'),
        ),
        longitude: v.pipe(
          v.number(),
          v.minValue(103.6, 'address.coordinates.longitude must lie in Singapore (103.6 to 104.1)'),
          v.maxValue(104.1, 'address.coordinates.longitude must lie in Singapore (103.6 to 104.1)'),
        ),
      }),
    ),
  }),
  directions: v.object({
    mrt: v.object({
      station: v.pipe(v.string(), v.minLength(2)),
      code: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{1,2}$/, 'MRT station codes look like NS20')),
      walkMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    buses: v.array(
      v.pipe(v.string(), v.regex(/^\d{1,3}[A-Z]?$/, 'bus services are numbers such as 21 or 131A')),
    ),
    parking: v.string(),
    wheelchairAccess: v.boolean(),
  }),
  openingHours: v.array(
    v.object({
      days: v.array(v.picklist(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])),
      opens: v.string(),
      closes: v.string(),
    }),
  ),
  replyWithinWorkingDays: v.pipe(
    v.number(),
    v.integer('replyWithinWorkingDays is a whole number of working days'),
    v.minValue(1),
    v.maxValue(10, 'replyWithinWorkingDays above 10 is a typo, not a reply time'),
  ),
  firstAppointmentWithinWorkingDays: v.pipe(
    v.number(),
    v.integer('firstAppointmentWithinWorkingDays is a whole number of working days'),
    v.minValue(1),
    v.maxValue(30, 'firstAppointmentWithinWorkingDays above 30 is a typo, not a usual wait'),
  ),
  privacy: v.object({
    lastUpdated: v.pipe(v.string(), v.isoDate('lastUpdated is a date written YYYY-MM-DD')),
    dataProtectionOfficer: v.object({
      name: v.pipe(v.string(), v.minLength(2)),
      email: v.pipe(v.string(), v.email()),
      phone,
    }),
    emailProvider: v.pipe(v.string(), v.minLength(2)),
    /** Outside Singapore ('SG'), the privacy policy lists the host under transfers (PDPA s26). */
    hosting: v.object({
      provider: v.pipe(v.string(), v.minLength(2)),
      country: v.pipe(
        v.string(),
        v.regex(/^[A-Z]{2}$/, 'privacy.hosting.country is a country code such as SG or JP'),
      ),
      place: v.object({ en: localName, cn: localName, bh: localName, jp: localName }),
    }),
    inboxRetentionDays: v.pipe(
      v.number(),
      v.integer('privacy.inboxRetentionDays must be a whole number of days'),
      v.minValue(1),
      v.maxValue(MAX_RETENTION_DAYS),
    ),
    withdrawalWorkingDays: v.pipe(
      v.number(),
      v.integer('privacy.withdrawalWorkingDays must be a whole number of working days'),
      v.minValue(1),
      v.maxValue(30),
    ),
  }),
  fees: v.object({
    gstRegistered: v.boolean(),
    consultation: v.object({ first: fee, followUp: fee }),
    insurerPanels: v.array(v.pipe(v.string(), v.minLength(2))),
    paymentMethods: v.pipe(
      v.array(v.picklist(paymentMethods)),
      v.minLength(1, 'list at least one payment method'),
    ),
  }),
  overseas: v.object({
    interpreterLanguages: v.array(v.picklist(spokenLanguages)),
    recordsUploadUrl: v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.url(),
        v.startsWith('https://', 'overseas.recordsUploadUrl must be an https:// address'),
      ),
    ]),
  }),
  /** Plain text, no link: the agency's own site is third-party content (HCSA reg 16). */
  agency: v.object({ name: v.string() }),
  gtmId: v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.regex(GTM_ID_PATTERN, 'gtmId must be GTM- followed by uppercase letters or digits'),
    ),
  ]),
  enquiryRetentionDays: v.pipe(
    v.number(),
    v.integer('enquiryRetentionDays must be a whole number of days'),
    v.minValue(1),
    v.maxValue(MAX_RETENTION_DAYS),
  ),
})

export type ClinicConfig = v.InferOutput<typeof ClinicConfigSchema>

export function parseClinicConfig(input: unknown): ClinicConfig {
  const result = v.safeParse(ClinicConfigSchema, input)
  if (!result.success) {
    const lines = result.issues.map(
      (issue) => `- ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    )
    throw new Error(`Invalid clinic configuration (app/site/clinic.ts):\n${lines.join('\n')}`)
  }
  return result.output
}

export type EnvSource = Readonly<Record<string, string | undefined>>

export function environmentProblems(env: EnvSource): string[] {
  const problems: string[] = []
  const value = (name: string) => env[name]?.trim() || undefined
  const siteUrl = value('SITE_URL')
  if (siteUrl !== undefined) {
    const problem = siteUrlProblem(siteUrl.replace(/\/+$/, ''))
    if (problem) problems.push(`SITE_URL ${problem}`)
  }
  const gtmId = value('GTM_ID')
  if (gtmId !== undefined && !GTM_ID_PATTERN.test(gtmId))
    problems.push('GTM_ID must be GTM- followed by uppercase letters or digits, e.g. GTM-ABC1234')
  const days = value('ENQUIRY_RETENTION_DAYS')
  if (
    days !== undefined &&
    !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_RETENTION_DAYS)
  ) {
    problems.push(
      `ENQUIRY_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}`,
    )
  }
  return problems
}
