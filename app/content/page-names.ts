/**
 * The names of the service, condition and media pages: the one place each is written. The
 * menus (app/layout/nav.ts), the content tables (services.ts, conditions.ts: a row's `name`),
 * related links and the pages' own titles and headings read them. Apart from the tables so
 * that the menus, on every page, load the names only (the summaries stay with the pages and
 * lists that show them: the catalog split places messages by the modules that import them).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConditionPageId, MediaPageId, ServicePageId } from '../site/pages.ts'

// Older patients look for the plain words: a medical name carries them in brackets, e.g.
// "Echocardiography (heart ultrasound)", in menus, cards, related links and the page's own title.
//
// `satisfies Record<...>`: a page added to the matrix under one of these sections without a
// name here fails the type check. Key order is the tables' order.
export const serviceNames = {
  heartScreening: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Heart screening',
  }),
  electrocardiography: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Electrocardiography (ECG, heart tracing)',
  }),
  echocardiography: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Echocardiography (heart ultrasound)',
  }),
  cardiacStressTesting: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Cardiac stress testing (exercise heart test)',
  }),
  cardiacImaging: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Cardiac imaging (heart CT and MRI scans)',
  }),
  cardiacPet: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Cardiac PET (heart PET scan)',
  }),
  coronaryAngiography: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Coronary angiography (heart artery X-ray)',
  }),
  angioplasty: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Angioplasty (balloon and stent)',
  }),
  cardiacRehabilitation: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Cardiac rehabilitation (recovery programme)',
  }),
  sportsCardiology: msg({
    comment:
      'Services menu link; also the title of the page about this service: the medical name with plain words in brackets. Keep it short (it is also the browser tab title).',
    message: 'Sports cardiology (heart checks for sport)',
  }),
} as const satisfies Record<ServicePageId, MessageDescriptor>

export const conditionNames = {
  angina: msg({
    comment:
      'Conditions menu link; also the title of the page about this condition: the medical name with plain words in brackets where it needs them. Keep it short.',
    message: 'Angina (chest pain from the heart)',
  }),
  heartAttack: msg({
    comment:
      'Conditions menu link; also the title of the page about this condition: the medical name with plain words in brackets where it needs them. Keep it short.',
    message: 'Heart attack',
  }),
  heartDisease: msg({
    comment:
      'Conditions menu link; also the title of the page about this condition: the medical name with plain words in brackets where it needs them. Keep it short.',
    message: 'Heart disease',
  }),
  arrhythmia: msg({
    comment:
      'Conditions menu link; also the title of the page about this condition: the medical name with plain words in brackets where it needs them. Keep it short.',
    message: 'Arrhythmia (irregular heartbeat)',
  }),
} as const satisfies Record<ConditionPageId, MessageDescriptor>

export const mediaNames = {
  media: msg({
    comment: 'Media and events menu link; also the title of that page.',
    message: 'Media',
  }),
  events: msg({
    comment: 'Media and events menu link; also the title of that page.',
    message: 'Events',
  }),
} as const satisfies Record<MediaPageId, MessageDescriptor>

/** Pages listed in the Services, Conditions and Media and events menus. */
export type SectionPageId = ServicePageId | ConditionPageId | MediaPageId

/** The name of a service, condition or media page (menus, related links, titles). */
export const sectionPageNames: Readonly<Record<SectionPageId, MessageDescriptor>> = {
  ...serviceNames,
  ...conditionNames,
  ...mediaNames,
}
