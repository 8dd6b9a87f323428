// Each page type's builder is a module of its own, so that it travels with that page's chunk.
import type { ClinicConfig } from '../site/clinic.ts'

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>

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

export const cardiovascular = 'https://schema.org/Cardiovascular'

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

// So no text can close the element or open a comment; U+2028/2029 for old parsers.
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
