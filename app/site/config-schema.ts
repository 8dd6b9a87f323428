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
    afterHours: phone,
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
