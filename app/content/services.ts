/**
 * The clinic's services: one row per service page of the page matrix (app/site/pages.ts), in
 * patient-journey order. The row is the one place that names the service (menus, cards,
 * related links and the page's own title and <h1> read it), summarises it (cards on the home
 * page, the services index) and gives its illustration; what it is used for is in
 * service-uses.ts, which only the services index imports. Each section of the
 * services index is anchored at the service page's path ('/services/angioplasty/' ->
 * '#angioplasty'), so the anchor is never written by hand.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { serviceNames } from './page-names.ts'
import { pageSlug, type PageId, type ServicePageId } from '../site/pages.ts'

export interface MedicalTopic {
  /** The menu label and the page's title and main heading. */
  name: MessageDescriptor
  /**
   * The illustration (app/media/art/), the page's hero image and the picture in lists. Its
   * alternative text stays with the page (medicalPage()), so that only the pages showing it
   * carry that text.
   */
  image: string
}

export interface ServiceRow extends MedicalTopic {
  /** One sentence: what the service is (cards, services index). */
  summary: MessageDescriptor
}

// `satisfies Record<ServicePageId, ...>`: a service page added to the matrix without a row
// here fails the type check. Key order is the order of lists of services.
export const serviceTable = {
  heartScreening: {
    name: serviceNames.heartScreening,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A check of your risk factors and heart health, for people with or without symptoms.',
    }),
    image: 'heart-screening',
  },
  electrocardiography: {
    name: serviceNames.electrocardiography,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        "A quick recording of the heart's electrical activity that shows its rate and rhythm.",
    }),
    image: 'electrocardiography',
  },
  echocardiography: {
    name: serviceNames.echocardiography,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "An ultrasound scan of the heart's chambers, valves and pumping action.",
    }),
    image: 'echocardiography',
  },
  cardiacStressTesting: {
    name: serviceNames.cardiacStressTesting,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'Shows how the heart copes when it works harder, during exercise or with medication.',
    }),
    image: 'stress-testing',
  },
  cardiacImaging: {
    name: serviceNames.cardiacImaging,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "CT, MRI and nuclear scans that show the heart's structure and blood supply.",
    }),
    image: 'cardiac-imaging',
  },
  cardiacPet: {
    name: serviceNames.cardiacPet,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A nuclear scan that measures blood flow to the heart muscle at rest and under stress.',
    }),
    image: 'cardiac-pet',
  },
  coronaryAngiography: {
    name: serviceNames.coronaryAngiography,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'An X-ray test with contrast dye that shows whether the heart arteries are narrowed.',
    }),
    image: 'coronary-angiography',
  },
  angioplasty: {
    name: serviceNames.angioplasty,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A procedure that widens a narrowed heart artery with a balloon, usually followed by a stent.',
    }),
    image: 'angioplasty',
  },
  cardiacRehabilitation: {
    name: serviceNames.cardiacRehabilitation,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A supervised programme of exercise, education and support after a heart event or procedure.',
    }),
    image: 'cardiac-rehabilitation',
  },
  sportsCardiology: {
    name: serviceNames.sportsCardiology,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: 'Heart assessment and advice for people who exercise, train or compete.',
    }),
    image: 'sports-cardiology',
  },
} as const satisfies Record<ServicePageId, ServiceRow>

export interface Service extends ServiceRow {
  id: ServicePageId
  /** Fragment id of the service's section on the services index. */
  anchor: string
}

/** The services in patient-journey order, each with its page id and services-index anchor. */
export const services: readonly Service[] = (Object.keys(serviceTable) as ServicePageId[]).map(
  (id) => ({ id, anchor: pageSlug(id), ...serviceTable[id] }),
)

export function isServicePage(id: PageId): id is ServicePageId {
  return id in serviceTable
}

/** Breadcrumb parent of the service pages: the services index, where it exists (cn, bh, jp). */
export const servicesCrumb = { id: 'servicesIndex', name: msg`Our services` } as const satisfies {
  id: PageId
  name: MessageDescriptor
}
