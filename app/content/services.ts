/**
 * The clinic's services in patient-journey order, with a one-sentence summary each: shown as
 * cards on the home page and as sections of the services index (cn, bh, jp), which is the only
 * place those languages describe the services without a page of their own.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '../site/pages.ts'

export interface Service {
  id: PageId
  /** Fragment id of the service's section on the services index. */
  anchor: string
  name: MessageDescriptor
  summary: MessageDescriptor
  image: string
}

export const services: readonly Service[] = [
  {
    id: 'heartScreening',
    anchor: 'heart-screening',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Heart screening',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A check of your risk factors and heart health, for people with or without symptoms.',
    }),
    image: 'heart-screening',
  },
  {
    id: 'electrocardiography',
    anchor: 'electrocardiography',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Electrocardiography (ECG)',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        "A quick recording of the heart's electrical activity that shows its rate and rhythm.",
    }),
    image: 'electrocardiography',
  },
  {
    id: 'echocardiography',
    anchor: 'echocardiography',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Echocardiography',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "An ultrasound scan of the heart's chambers, valves and pumping action.",
    }),
    image: 'echocardiography',
  },
  {
    id: 'cardiacStressTesting',
    anchor: 'cardiac-stress-testing',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Cardiac stress testing',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'Shows how the heart copes when it works harder, during exercise or with medication.',
    }),
    image: 'stress-testing',
  },
  {
    id: 'cardiacImaging',
    anchor: 'cardiac-imaging',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Cardiac imaging',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: "CT, MRI and nuclear scans that show the heart's structure and blood supply.",
    }),
    image: 'cardiac-imaging',
  },
  {
    id: 'cardiacPet',
    anchor: 'cardiac-pet',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Cardiac PET',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A nuclear scan that measures blood flow to the heart muscle at rest and under stress.',
    }),
    image: 'cardiac-pet',
  },
  {
    id: 'coronaryAngiography',
    anchor: 'coronary-angiography',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Coronary angiography',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'An X-ray test with contrast dye that shows whether the heart arteries are narrowed.',
    }),
    image: 'coronary-angiography',
  },
  {
    id: 'angioplasty',
    anchor: 'angioplasty',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Angioplasty',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A procedure that widens a narrowed heart artery with a balloon, usually followed by a stent.',
    }),
    image: 'angioplasty',
  },
  {
    id: 'cardiacRehabilitation',
    anchor: 'cardiac-rehabilitation',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Cardiac rehabilitation',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message:
        'A supervised programme of exercise, education and support after a heart event or procedure.',
    }),
    image: 'cardiac-rehabilitation',
  },
  {
    id: 'sportsCardiology',
    anchor: 'sports-cardiology',
    name: msg({
      comment: 'Services menu link; also the title of the page about this service.',
      message: 'Sports cardiology',
    }),
    summary: msg({
      comment: 'Short summary of a service, shown on its card in lists of services.',
      message: 'Heart assessment and advice for people who exercise, train or compete.',
    }),
    image: 'sports-cardiology',
  },
]

/** Breadcrumb parent of the service pages: the services index, where it exists (cn, bh, jp). */
export const servicesCrumb = { id: 'servicesIndex', name: msg`Our services` } as const satisfies {
  id: PageId
  name: MessageDescriptor
}
