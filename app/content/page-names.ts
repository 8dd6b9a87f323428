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

// `satisfies Record<...>`: a page added to the matrix under one of these sections without a
// name here fails the type check. Key order is the tables' order.
export const serviceNames = {
  heartScreening: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Heart screening',
  }),
  electrocardiography: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Electrocardiography (ECG)',
  }),
  echocardiography: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Echocardiography',
  }),
  cardiacStressTesting: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Cardiac stress testing',
  }),
  cardiacImaging: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Cardiac imaging',
  }),
  cardiacPet: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Cardiac PET',
  }),
  coronaryAngiography: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Coronary angiography',
  }),
  angioplasty: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Angioplasty',
  }),
  cardiacRehabilitation: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Cardiac rehabilitation',
  }),
  sportsCardiology: msg({
    comment: 'Services menu link; also the title of the page about this service.',
    message: 'Sports cardiology',
  }),
} as const satisfies Record<ServicePageId, MessageDescriptor>

export const conditionNames = {
  angina: msg({
    comment: 'Conditions menu link; also the title of the page about this condition.',
    message: 'Angina',
  }),
  heartAttack: msg({
    comment: 'Conditions menu link; also the title of the page about this condition.',
    message: 'Heart attack',
  }),
  heartDisease: msg({
    comment: 'Conditions menu link; also the title of the page about this condition.',
    message: 'Heart disease',
  }),
  arrhythmia: msg({
    comment: 'Conditions menu link; also the title of the page about this condition.',
    message: 'Arrhythmia',
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
