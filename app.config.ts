/**
 * The clinic's facts, in one place.
 *
 * PLACEHOLDERS: every value marked `PLACEHOLDER` below is invented until the clinic
 * supplies the real one. Changing the doctor's name here changes the doctor page's
 * path (/about-us/{slug-of-name}/) everywhere: routes, links, sitemap, prerender list.
 *
 * This module is imported by the browser bundle, the production server and the build,
 * so it holds public facts only (no secrets: those come from the environment).
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
  agency: v.object({ name: v.string(), url: v.pipe(v.string(), v.url()) }),
  /** Google Tag Manager container. Empty string: no tracking code at all. */
  gtmId: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, 'gtmId must be GTM- followed by uppercase letters or digits'))]),
})

export type ClinicConfig = v.InferOutput<typeof ClinicConfigSchema>

const raw = {
  siteUrl: 'https://www.heartclinic.example', // PLACEHOLDER: the live domain
  clinicName: 'Heart Specialist Clinic', // PLACEHOLDER
  doctor: {
    name: 'Dr Alex Tan', // PLACEHOLDER: the lead cardiologist's name as it should appear
    title: 'Consultant Cardiologist', // PLACEHOLDER
  },
  phones: {
    call: '+6560000000', // PLACEHOLDER
    whatsapp: '+6580000000', // PLACEHOLDER
    emergency: '+6590000000', // PLACEHOLDER: the clinic's after-hours line (995 is Singapore's public emergency number)
  },
  email: 'enquiry@heartclinic.example', // PLACEHOLDER
  address: {
    street: '1 Example Medical Drive', // PLACEHOLDER
    unit: '#10-01', // PLACEHOLDER
    postalCode: '000000', // PLACEHOLDER
    city: 'Singapore',
    country: 'SG',
  },
  openingHours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:30' }, // PLACEHOLDER
    { days: ['Sa'], opens: '09:00', closes: '12:30' }, // PLACEHOLDER
  ],
  agency: { name: 'Site maintained by Example Digital', url: 'https://agency.example' }, // PLACEHOLDER
  gtmId: '', // PLACEHOLDER: e.g. 'GTM-ABC1234' once the clinic has a container
} satisfies v.InferInput<typeof ClinicConfigSchema>

/** Parses a configuration object; throws one readable error listing every bad field. */
export function parseClinicConfig(input: unknown): ClinicConfig {
  const result = v.safeParse(ClinicConfigSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => `- ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    throw new Error(`Invalid clinic configuration (app.config.ts):\n${lines.join('\n')}`)
  }
  return result.output
}

export const clinic: ClinicConfig = parseClinicConfig(raw)

/** "Dr Alex Tan" -> "dr-alex-tan": lowercase words joined by hyphens (SPEC section 2). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const doctorSlug = slugify(clinic.doctor.name)
