/**
 * schema.org structured data (JSON-LD) for the site's pages. Pure builders: callers pass the
 * clinic profile and already-translated text, so the same functions serve every language.
 * Rendered by <JsonLd> (app/seo/JsonLd.tsx).
 */
import type { ClinicConfig } from '../site/clinic.ts'

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>

const dayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const

/** The clinic's node id, so other nodes (the physician) can refer to it. */
export function clinicNodeId(clinic: Pick<ClinicConfig, 'siteUrl'>): string {
  return `${clinic.siteUrl}/#clinic`
}

export function postalAddress(clinic: Pick<ClinicConfig, 'address'>): JsonLdObject {
  const { street, unit, postalCode, city, country } = clinic.address
  return {
    '@type': 'PostalAddress',
    streetAddress: unit ? `${street}, ${unit}` : street,
    addressLocality: city,
    postalCode,
    addressCountry: country,
  }
}

export function openingHoursSpecification(
  clinic: Pick<ClinicConfig, 'openingHours'>,
): JsonLdObject[] {
  return clinic.openingHours.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.days.map((day) => dayNames[day]),
    opens: slot.opens,
    closes: slot.closes,
  }))
}

const cardiovascular = 'https://schema.org/Cardiovascular'

/** The clinic as a MedicalClinic (home page). */
export function medicalClinicJsonLd(
  clinic: ClinicConfig,
  text: { description: string; url: string; inLanguage: string; image?: string },
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': clinicNodeId(clinic),
    name: clinic.clinicName,
    description: text.description,
    url: text.url,
    ...(text.image ? { image: text.image } : {}),
    telephone: clinic.phones.call,
    email: clinic.email,
    address: postalAddress(clinic),
    openingHoursSpecification: openingHoursSpecification(clinic),
    medicalSpecialty: cardiovascular,
    inLanguage: text.inLanguage,
  }
}

/** The lead doctor (doctor page). Physician: "an individual physician or a physician's office". */
export function physicianJsonLd(
  clinic: ClinicConfig,
  text: { description: string; url: string; inLanguage: string; image?: string },
): JsonLdObject {
  const { doctor } = clinic
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${text.url}#physician`,
    name: doctor.name,
    description: text.description,
    url: text.url,
    ...(text.image ? { image: text.image } : {}),
    medicalSpecialty: cardiovascular,
    telephone: clinic.phones.call,
    address: postalAddress(clinic),
    ...(doctor.languages.length > 0 ? { knowsLanguage: doctor.languages } : {}),
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'MCR',
      name: 'Medical Council Registration number',
      value: doctor.mcrNumber,
    },
    ...(doctor.hospitals.length > 0
      ? { hospitalAffiliation: doctor.hospitals.map((name) => ({ '@type': 'Hospital', name })) }
      : {}),
    ...(doctor.qualifications.length > 0
      ? {
          hasCredential: doctor.qualifications.map((name) => ({
            '@type': 'EducationalOccupationalCredential',
            name,
          })),
        }
      : {}),
    memberOf: {
      '@type': 'MedicalClinic',
      '@id': clinicNodeId(clinic),
      name: clinic.clinicName,
      url: clinic.siteUrl,
    },
  }
}

/** A blog article. The author and publisher are the clinic: articles carry no personal byline. */
export function articleJsonLd(
  clinic: ClinicConfig,
  text: {
    headline: string
    description: string
    url: string
    datePublished: string
    dateModified?: string
    inLanguage: string
    image?: string
  },
): JsonLdObject {
  const organization = {
    '@type': 'MedicalClinic',
    '@id': clinicNodeId(clinic),
    name: clinic.clinicName,
    url: clinic.siteUrl,
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    // Search engines truncate longer headlines.
    headline: text.headline.length > 110 ? `${text.headline.slice(0, 109)}…` : text.headline,
    description: text.description,
    url: text.url,
    mainEntityOfPage: text.url,
    ...(text.image ? { image: text.image } : {}),
    datePublished: text.datePublished,
    dateModified: text.dateModified ?? text.datePublished,
    inLanguage: text.inLanguage,
    author: organization,
    publisher: organization,
  }
}

/** Breadcrumbs from the home page to this page; every item has an absolute URL. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` are escaped as
 * \u003c etc. so no text (a translation, a config value) can close the element or open a
 * comment; U+2028/2029 too, for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
