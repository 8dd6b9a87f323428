import type { ClinicConfig } from '../site/clinic.ts'
import { cardiovascular, clinicNodeId, postalAddress, type JsonLdObject } from './jsonld.ts'

const dayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const

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
