/**
 * The clinic configuration's schema. Validation runs in Node only (the build and the
 * production server call parseClinicConfig at start-up), keeping valibot out of the
 * browser bundle.
 */
import * as v from 'valibot'

const phone = v.pipe(
  v.string(),
  v.regex(/^\+[1-9]\d{7,14}$/, 'phone numbers are written in E.164 form, e.g. +6561234567'),
)

/** Payment methods the fees page can name (each has a translated label in app/content/fees.ts). */
export const paymentMethods = ['cash', 'nets', 'credit-card', 'debit-card', 'paynow', 'bank-transfer', 'cheque'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** Interpreter languages the overseas patients page can name (each has a translated name there, not Intl.DisplayNames). */
export const interpreterLanguages = ['en', 'zh', 'ms', 'ta', 'id', 'ja', 'ko', 'vi', 'th', 'my', 'ar', 'ru'] as const
export type InterpreterLanguage = (typeof interpreterLanguages)[number]

const ClinicConfigSchema = v.object({
  siteUrl: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+$/, 'siteUrl is an origin without a trailing slash')),
  clinicName: v.pipe(v.string(), v.minLength(2)),
  doctor: v.object({
    name: v.pipe(v.string(), v.minLength(2)),
    title: v.string(),
    /** Qualifications exactly as registered with the Singapore Medical Council; the doctor page lists them when not empty. */
    qualifications: v.array(v.pipe(v.string(), v.minLength(2))),
    /** Languages the doctor consults in, as BCP 47 codes (en, zh, ms); shown in the visitor's language via Intl.DisplayNames. */
    languages: v.array(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'languages are BCP 47 codes such as en, zh, ms'))),
  }),
  phones: v.object({
    call: phone,
    whatsapp: phone,
    emergency: phone,
  }),
  email: v.pipe(v.string(), v.email()),
  address: v.object({
    street: v.string(),
    unit: v.string(),
    postalCode: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Singapore postal codes have six digits')),
    city: v.string(),
    country: v.literal('SG'),
  }),
  /** Opening hours in schema.org form: days Mo..Su, times HH:MM, 24-hour clock, Singapore time. */
  openingHours: v.array(v.object({ days: v.array(v.picklist(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])), opens: v.string(), closes: v.string() })),
  /** Publication dates (YYYY-MM-DD) of the blog articles, keyed by their page id in app/site/pages.ts. */
  articleDates: v.record(v.string(), v.pipe(v.string(), v.isoDate())),
  /** The privacy policy's facts (page /privacy-policy/). */
  privacy: v.object({
    /** Days an enquiry is kept before it is deleted; the policy states it and the server's retention setting defaults to it. */
    enquiryRetentionDays: v.pipe(v.number(), v.integer('enquiryRetentionDays is a whole number of days'), v.minValue(1), v.maxValue(3660)),
    /** The date the policy was last changed, YYYY-MM-DD. */
    lastUpdated: v.pipe(v.string(), v.isoDate('lastUpdated is a date written YYYY-MM-DD')),
    /** Who handles access, correction and withdrawal requests (PDPA). */
    dataProtectionOfficer: v.object({ name: v.pipe(v.string(), v.minLength(2)), email: v.pipe(v.string(), v.email()), phone }),
  }),
  /** The fees page's facts (page /fees-and-insurance/). */
  fees: v.object({
    /** A consultation's fee range in Singapore dollars. */
    consultation: v.pipe(
      v.object({ min: v.pipe(v.number(), v.integer(), v.minValue(0)), max: v.pipe(v.number(), v.integer(), v.minValue(0)), includesGst: v.boolean() }),
      v.check((fee) => fee.min <= fee.max, 'fees.consultation.min must not exceed max'),
    ),
    /** Insurers (and Integrated Shield plan providers) whose specialist panels include the doctor, as their names are written. */
    insurerPanels: v.array(v.pipe(v.string(), v.minLength(2))),
    /** Ways to pay at the clinic. */
    paymentMethods: v.pipe(v.array(v.picklist(paymentMethods)), v.minLength(1, 'list at least one payment method')),
  }),
  /** The overseas patients page's facts (page /overseas-patients/). */
  overseas: v.object({
    /** Languages for which an interpreter can be arranged. */
    interpreterLanguages: v.array(v.picklist(interpreterLanguages)),
  }),
  agency: v.object({ name: v.string(), url: v.pipe(v.string(), v.url()) }),
  /** Google Tag Manager container. Empty string: no tracking code at all. */
  gtmId: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, 'gtmId must be GTM- followed by uppercase letters or digits'))]),
})

export type ClinicConfig = v.InferOutput<typeof ClinicConfigSchema>

/** Parses a configuration object; throws one readable error listing every bad field. */
export function parseClinicConfig(input: unknown): ClinicConfig {
  const result = v.safeParse(ClinicConfigSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    throw new Error(`Invalid clinic configuration (app.config.ts):\n${lines.join('\n')}`)
  }
  return result.output
}
