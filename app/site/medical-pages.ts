// A row per service or condition page (docs/recipes.md); Lingui's runtime `msg`: plain Node reads it.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/runtime-macro'
import type { Locale } from './locales.ts'

export interface MedicalRow {
  slug: string
  langs: readonly Locale[]
  image: string
  /** A medical name carries the plain words in brackets: older patients look for them. */
  name: MessageDescriptor
}

export interface ServiceRow extends MedicalRow {
  menu: number
}

// Row order: patient-journey order, the order of lists of services.
export const serviceRows = {
  heartScreening: {
    slug: 'heart-screening',
    langs: ['en'],
    menu: 7,
    image: 'heart-screening',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Heart screening',
    }),
  },
  electrocardiography: {
    slug: 'electrocardiography',
    langs: ['en'],
    menu: 9,
    image: 'electrocardiography',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Electrocardiography (ECG, heart tracing)',
    }),
  },
  echocardiography: {
    slug: 'echocardiography',
    langs: ['en', 'cn'],
    menu: 8,
    image: 'echocardiography',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Echocardiography (heart ultrasound)',
    }),
  },
  cardiacStressTesting: {
    slug: 'cardiac-stress-testing',
    langs: ['en', 'cn'],
    menu: 6,
    image: 'stress-testing',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Cardiac stress testing (exercise heart test)',
    }),
  },
  cardiacImaging: {
    slug: 'cardiac-imaging',
    langs: ['en'],
    menu: 3,
    image: 'cardiac-imaging',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Cardiac imaging (heart CT and MRI scans)',
    }),
  },
  cardiacPet: {
    slug: 'cardiac-pet',
    langs: ['en', 'cn'],
    menu: 4,
    image: 'cardiac-pet',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Cardiac PET (heart PET scan)',
    }),
  },
  coronaryAngiography: {
    slug: 'coronary-angiography',
    langs: ['en'],
    menu: 5,
    image: 'coronary-angiography',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Coronary angiography (heart artery X-ray)',
    }),
  },
  angioplasty: {
    slug: 'angioplasty',
    langs: ['en', 'cn'],
    menu: 1,
    image: 'angioplasty',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Angioplasty (balloon and stent)',
    }),
  },
  cardiacRehabilitation: {
    slug: 'cardiac-rehabilitation',
    langs: ['en'],
    menu: 2,
    image: 'cardiac-rehabilitation',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Cardiac rehabilitation (recovery programme)',
    }),
  },
  sportsCardiology: {
    slug: 'sports-cardiology',
    langs: ['en'],
    menu: 10,
    image: 'sports-cardiology',
    name: msg({
      comment: 'Services menu link and the title of its page.',
      message: 'Sports cardiology (heart checks for sport)',
    }),
  },
} as const satisfies Record<string, ServiceRow>

export const conditionRows = {
  angina: {
    slug: 'angina',
    langs: ['en', 'cn'],
    image: 'angina',
    name: msg({
      comment: 'Conditions menu link and the title of its page.',
      message: 'Angina (chest pain from the heart)',
    }),
  },
  heartAttack: {
    slug: 'heart-attack',
    langs: ['en', 'cn'],
    image: 'heart-attack',
    name: msg({
      comment: 'Conditions menu link and the title of its page.',
      message: 'Heart attack',
    }),
  },
  heartDisease: {
    slug: 'heart-disease',
    langs: ['en', 'cn'],
    image: 'heart-disease',
    name: msg({
      comment: 'Conditions menu link and the title of its page.',
      message: 'Heart disease',
    }),
  },
  arrhythmia: {
    slug: 'arrhythmia',
    langs: ['en'],
    image: 'arrhythmia',
    name: msg({
      comment: 'Conditions menu link and the title of its page.',
      message: 'Arrhythmia (irregular heartbeat)',
    }),
  },
} as const satisfies Record<string, MedicalRow>

export type ServicePageId = keyof typeof serviceRows
export type ConditionPageId = keyof typeof conditionRows
