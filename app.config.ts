/**
 * The clinic's facts, in one place.
 *
 * PLACEHOLDERS: every value marked `PLACEHOLDER` below is invented until the clinic
 * supplies the real one. Changing the doctor's name here changes the doctor page's
 * path (/about-us/{slug-of-name}/) everywhere: routes, links, sitemap, prerender list.
 *
 * This module is imported by the browser bundle, the production server and the build,
 * so it holds public facts only (no secrets: those come from the environment).
 * Its shape is checked by TypeScript here and validated with valibot when the build and the
 * server start (app/site/config-schema.ts), so the browser bundle carries no validator.
 */
import type { ClinicConfig } from './app/site/config-schema.ts'

export type { ClinicConfig }

export const clinic: ClinicConfig = {
  siteUrl: 'https://www.heartclinic.example', // PLACEHOLDER: the live domain
  clinicName: 'Heart Specialist Clinic', // PLACEHOLDER
  doctor: {
    name: 'Dr Alex Tan', // PLACEHOLDER: the lead cardiologist's name as it should appear
    title: 'Consultant Cardiologist', // PLACEHOLDER
    // PLACEHOLDER: the clinic must supply these; nothing is shown while the list is empty.
    // Example form: ['MBBS (Singapore)', 'MRCP (UK)', 'FAMS (Cardiology)'], exactly as registered with the SMC.
    qualifications: [],
    languages: ['en', 'zh'], // PLACEHOLDER: the languages the doctor consults in
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
  articleDates: {
    blogChestPain: '2026-01-12', // PLACEHOLDER: the article's real publication date
    blogCloggedArteries: '2026-02-09', // PLACEHOLDER
    blogAttackVsFailure: '2026-03-09', // PLACEHOLDER
    blogAngioplasty: '2026-04-13', // PLACEHOLDER
  },
  privacy: {
    // PLACEHOLDER: how long enquiries are kept before they are deleted (the privacy policy states it;
    // the server's ENQUIRY_RETENTION_DAYS setting defaults to it).
    enquiryRetentionDays: 365,
    lastUpdated: '2026-11-23', // PLACEHOLDER: the date the clinic approved the privacy policy (YYYY-MM-DD)
    dataProtectionOfficer: {
      name: 'Ms Jane Lim', // PLACEHOLDER: the DPO's name as the clinic wants it shown
      email: 'dpo@heartclinic.example', // PLACEHOLDER
      phone: '+6560000001', // PLACEHOLDER
    },
  },
  fees: {
    // PLACEHOLDER: the range of a specialist consultation, in Singapore dollars, as the clinic quotes it.
    consultation: { min: 150, max: 300, includesGst: false },
    // PLACEHOLDER: insurers and Integrated Shield plan providers whose panels the doctor is on
    // (the fees page lists them as written here).
    insurerPanels: ['Example Insurer A', 'Example Insurer B', 'Example Insurer C'],
    // PLACEHOLDER: how patients can pay at the clinic (codes; the page names them in each language).
    paymentMethods: ['cash', 'nets', 'credit-card', 'paynow'],
  },
  overseas: {
    // PLACEHOLDER: languages in which the clinic can arrange an interpreter (BCP 47 codes; the page names them in each language).
    interpreterLanguages: ['zh', 'id', 'ja'],
  },
  agency: { name: 'Site maintained by Example Digital', url: 'https://agency.example' }, // PLACEHOLDER
  // PLACEHOLDER: '' (no tracking code at all) until the clinic has a container, e.g. 'GTM-ABC1234'.
  // The GTM_ID environment variable overrides it: set it for `npm start` (build and server alike).
  gtmId: gtmIdFromEnvironment() ?? '',
}

/**
 * The GTM_ID override. In the browser and server bundles it is fixed at build time
 * (vite.config.ts defines __CLINIC_GTM_ID__); the production server, run by Node directly,
 * reads the environment. Validated (GTM- then uppercase letters or digits) at build and start.
 */
function gtmIdFromEnvironment(): string | undefined {
  if (typeof __CLINIC_GTM_ID__ === 'string') return __CLINIC_GTM_ID__
  return typeof process === 'undefined' ? undefined : process.env.GTM_ID || undefined
}

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
