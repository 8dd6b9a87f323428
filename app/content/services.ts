/**
 * What lists of services say about each service (cards on the home page, the services index,
 * the only place cn, bh and jp describe most services): one entry per service row
 * (app/site/medical-pages.ts), whose name, image and order they take. Apart from the rows, which
 * every page loads with the menus, so that only the pages showing these texts load them. Each
 * section of the services index is anchored at the service page's slug
 * ('/services/angioplasty/' -> '#angioplasty'), so the anchor is never written by hand.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { serviceRows, type ServicePageId, type ServiceRow } from '../site/medical-pages.ts'

export interface ServiceTexts {
  /** One sentence: what the service is (cards, services index). */
  summary: MessageDescriptor
  /** A second sentence on the services index: when it is used. */
  usedFor: MessageDescriptor
}

// `satisfies Record<ServicePageId, ...>`: a service row without its texts here fails the type
// check.
export const serviceTexts = {
  heartScreening: {
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
  },
  electrocardiography: {
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
  },
  echocardiography: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "An ultrasound scan of the heart's chambers, valves and pumping action.",
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It is used for breathlessness, swollen ankles, heart murmurs, and to follow up heart failure and valve disease. It involves no radiation.',
    }),
  },
  cardiacStressTesting: {
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
  },
  cardiacImaging: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "CT, MRI and nuclear scans that show the heart's structure and blood supply.",
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'CT coronary angiography shows narrowing in the heart arteries without a catheter; cardiac MRI shows the heart muscle in detail.',
    }),
  },
  cardiacPet: {
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
  },
  coronaryAngiography: {
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
  },
  angioplasty: {
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
  },
  cardiacRehabilitation: {
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
  },
  sportsCardiology: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: 'Heart assessment and advice for people who exercise, train or compete.',
    }),
    usedFor: msg({
      comment: 'List of services: the description under the service name (“It” is the service).',
      message:
        'It covers symptoms during exercise, screening before competitive sport, and returning to sport after a heart condition.',
    }),
  },
} as const satisfies Record<ServicePageId, ServiceTexts>

export interface Service extends ServiceRow, ServiceTexts {
  id: ServicePageId
  /** Fragment id of the service's section on the services index. */
  anchor: string
}

/** The services in row (patient-journey) order, each with its page id and services-index anchor. */
export const services: readonly Service[] = (Object.keys(serviceRows) as ServicePageId[]).map(
  (id) => ({ id, anchor: serviceRows[id].slug, ...serviceRows[id], ...serviceTexts[id] }),
)
