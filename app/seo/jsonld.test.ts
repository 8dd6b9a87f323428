import { describe, expect, it } from 'vitest'
import { clinic, type ClinicConfig } from '../site/clinic.ts'
import { breadcrumbJsonLd, serializeJsonLd } from './jsonld.ts'
import { articleJsonLd } from './jsonld-article.ts'
import { medicalClinicJsonLd } from './jsonld-clinic.ts'
import { physicianJsonLd } from './jsonld-physician.ts'

const config: ClinicConfig = {
  ...clinic,
  siteUrl: 'https://clinic.example',
  clinicName: 'Example Heart Clinic',
  doctor: { ...clinic.doctor, name: 'Dr Example', qualifications: [], languages: ['en', 'zh'] },
  phones: {
    call: '+6561234567',
    whatsapp: '+6581234567',
    afterHours: '+6591234567',
    afterHoursAnsweredBy: 'doctor',
  },
  email: 'hello@clinic.example',
  address: {
    street: '1 Example Road',
    unit: '#05-01',
    postalCode: '123456',
    city: 'Singapore',
    country: 'SG',
    coordinates: null,
  },
  openingHours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:30' },
    { days: ['Sa'], opens: '09:00', closes: '12:30' },
  ],
}

describe('MedicalClinic', () => {
  const data = medicalClinicJsonLd(config, {
    description: 'A heart clinic.',
    url: 'https://clinic.example/',
    inLanguage: 'en-SG',
  })
  it('has the clinic facts in schema.org form', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': 'https://clinic.example/#clinic',
      name: 'Example Heart Clinic',
      url: 'https://clinic.example/',
      telephone: '+6561234567',
      medicalSpecialty: 'https://schema.org/Cardiovascular',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Example Road, #05-01',
        addressLocality: 'Singapore',
        postalCode: '123456',
        addressCountry: 'SG',
      },
    })
  })
  it('lists opening hours with full day names', () => {
    expect(data['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '12:30',
      },
    ])
  })
})

describe('Physician', () => {
  it('names the doctor, links to the clinic and lists credentials only when supplied', () => {
    const url = 'https://clinic.example/about-us/dr-example/'
    const without = physicianJsonLd(config, {
      description: 'Cardiologist.',
      url,
      inLanguage: 'en-SG',
    })
    expect(without).toMatchObject({
      '@type': 'Physician',
      name: 'Dr Example',
      url,
      knowsLanguage: ['en', 'zh'],
      memberOf: { '@type': 'MedicalClinic', '@id': 'https://clinic.example/#clinic' },
    })
    expect(without).not.toHaveProperty('hasCredential')
    const withCredentials = physicianJsonLd(
      { ...config, doctor: { ...config.doctor, qualifications: ['MBBS'] } },
      { description: '', url, inLanguage: 'en-SG' },
    )
    expect(withCredentials['hasCredential']).toEqual([
      { '@type': 'EducationalOccupationalCredential', name: 'MBBS' },
    ])
  })
})

describe('Article', () => {
  it('has headline, dates, language and the clinic as author and publisher', () => {
    const data = articleJsonLd(config, {
      headline: 'Heart attack vs heart failure',
      description: 'How they differ.',
      url: 'https://clinic.example/blog/x/',
      datePublished: '2026-03-09',
      inLanguage: 'en-SG',
      image: 'https://clinic.example/assets/img/x.webp',
    })
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Heart attack vs heart failure',
      datePublished: '2026-03-09',
      dateModified: '2026-03-09',
      inLanguage: 'en-SG',
      mainEntityOfPage: 'https://clinic.example/blog/x/',
      author: { '@type': 'MedicalClinic', name: 'Example Heart Clinic' },
      publisher: { '@type': 'MedicalClinic', name: 'Example Heart Clinic' },
    })
  })
  it('shortens headlines longer than 110 characters', () => {
    const data = articleJsonLd(config, {
      headline: 'x'.repeat(200),
      description: '',
      url: 'u',
      datePublished: '2026-01-01',
      inLanguage: 'en-SG',
    })
    expect(String(data['headline'])).toHaveLength(110)
  })
})

describe('BreadcrumbList', () => {
  it('numbers the items from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://clinic.example/cn/' },
        { name: 'Angina', url: 'https://clinic.example/cn/conditions/angina/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://clinic.example/cn/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Angina',
          item: 'https://clinic.example/cn/conditions/angina/',
        },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot be broken out of the script element, and parses back to the same data', () => {
    const data = breadcrumbJsonLd([
      { name: '</script><script>alert(1)</script><!-- & \u2028', url: 'https://clinic.example/' },
    ])
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(data)
  })
})
