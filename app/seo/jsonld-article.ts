import type { ClinicConfig } from '../site/clinic.ts'
import { clinicNodeId, type JsonLdObject } from './jsonld.ts'

/** The clinic is author and publisher: articles carry no personal byline. */
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
