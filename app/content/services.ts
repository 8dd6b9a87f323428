// Apart from the service rows (loaded with the menus): only pages showing these texts load them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { serviceRows, type ServicePageId, type ServiceRow } from '../site/medical-pages.ts'

export interface ServiceTexts {
  summary: MessageDescriptor
}

export const serviceTexts = {
  heartScreening: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A check of your heart risk factors for adults without symptoms. If you have symptoms, book a consultation instead.',
    }),
  },
  electrocardiography: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        "A quick recording of the heart's electrical activity that shows its rate and rhythm.",
    }),
  },
  echocardiography: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "An ultrasound scan of the heart's chambers, valves and pumping action.",
    }),
  },
  cardiacStressTesting: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'Shows how the heart copes when it works harder, during exercise or with medication.',
    }),
  },
  cardiacImaging: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        "CT, MRI and nuclear scans that show the heart's structure and blood supply, done at an imaging centre.",
    }),
  },
  cardiacPet: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A nuclear scan, done at an imaging centre, that measures blood flow to the heart muscle at rest and under stress.',
    }),
  },
  coronaryAngiography: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'An X-ray test with contrast dye that shows whether the heart arteries are narrowed, performed by the doctor in hospital.',
    }),
  },
  angioplasty: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A procedure that widens a narrowed heart artery with a balloon, usually followed by a stent, performed by the doctor in hospital.',
    }),
  },
  cardiacRehabilitation: {
    summary: msg({
      comment:
        'Short summary of a service, shown on its card in lists of services. Supervised by the care team.',
      message:
        'A supervised hospital programme of exercise, education and support after a heart attack, angioplasty or heart surgery.',
    }),
  },
  sportsCardiology: {
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: 'Heart assessment and advice for people who exercise, train or compete.',
    }),
  },
} as const satisfies Record<ServicePageId, ServiceTexts>

export interface Service extends ServiceRow, ServiceTexts {
  id: ServicePageId
  /** On the services index: the page's slug, so that it is never written by hand. */
  anchor: string
}

export const services: readonly Service[] = (Object.keys(serviceRows) as ServicePageId[]).map(
  (id) => ({ id, anchor: serviceRows[id].slug, ...serviceRows[id], ...serviceTexts[id] }),
)
