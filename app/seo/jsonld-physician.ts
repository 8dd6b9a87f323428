import type { ClinicConfig } from '../site/clinic.ts'
import { cardiovascular, clinicNodeId, postalAddress, type JsonLdObject } from './jsonld.ts'

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
