/**
 * The clinic's services: one row per service page of the page matrix (app/site/pages.ts), in
 * patient-journey order. The row is the one place that names the service (menus, cards,
 * related links and the page's own title and <h1> read it), summarises it (cards on the home
 * page, the services index), says what it is used for (the services index, which is the only
 * place cn, bh and jp describe most services) and gives its illustration. Each section of the
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
  /** A second sentence on the services index: when it is used. */
  usedFor: MessageDescriptor
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It suits adults with risk factors such as high blood pressure, high cholesterol, diabetes, smoking or a family history of heart disease.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It is used to investigate chest pain, palpitations, dizziness and breathlessness, and as part of screening. A portable recorder can monitor the rhythm for a day or longer.',
    }),
    image: 'electrocardiography',
  },
  echocardiography: {
    name: serviceNames.echocardiography,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "An ultrasound scan of the heart's chambers, valves and pumping action.",
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It is used for breathlessness, swollen ankles, heart murmurs, and to follow up heart failure and valve disease. It involves no radiation.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It helps find out whether chest pain or breathlessness on exertion comes from narrowed heart arteries.',
    }),
    image: 'stress-testing',
  },
  cardiacImaging: {
    name: serviceNames.cardiacImaging,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "CT, MRI and nuclear scans that show the heart's structure and blood supply.",
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'CT coronary angiography shows narrowing in the heart arteries without a catheter; cardiac MRI shows the heart muscle in detail.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It helps detect coronary artery disease, especially when other tests are unclear, and can show whether weakened heart muscle is still alive.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'A thin tube is passed from the wrist or groin to the heart. It shows the inside of the arteries in detail and guides decisions about stents or surgery.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It relieves angina that continues despite medicines, and is used as emergency treatment during a heart attack.',
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
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It helps people recover after a heart attack, angioplasty or heart surgery, and live well with heart failure.',
    }),
    image: 'cardiac-rehabilitation',
  },
  sportsCardiology: {
    name: serviceNames.sportsCardiology,
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: 'Heart assessment and advice for people who exercise, train or compete.',
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It covers symptoms during exercise, screening before competitive sport, and returning to sport after a heart condition.',
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
