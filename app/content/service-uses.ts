import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServicePageId } from '../site/pages.ts'

// Not in services.ts, which the home page imports too: these stay out of its catalog (ADR 0001).
export const serviceUses = {
  heartScreening: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It suits adults without symptoms who have risk factors such as high blood pressure, high cholesterol, diabetes, smoking or a family history of heart disease.',
  }),
  electrocardiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It is used to investigate chest pain, palpitations, dizziness and breathlessness, and as part of screening. A portable recorder can monitor the rhythm for a day or longer.',
  }),
  echocardiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It is used to investigate breathlessness, swollen ankles and heart murmurs, and to follow up heart failure and valve disease. It involves no radiation.',
  }),
  cardiacStressTesting: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps find out whether chest pain or breathlessness on exertion comes from narrowed heart arteries.',
  }),
  cardiacImaging: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'CT coronary angiography shows narrowing in the heart arteries without a catheter; cardiac MRI shows the heart muscle in detail.',
  }),
  cardiacPet: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps detect coronary artery disease, especially when other tests are unclear, and can show whether weakened heart muscle is still alive.',
  }),
  coronaryAngiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'A thin tube is passed from the wrist or groin to the heart. It shows the inside of the arteries in detail and guides decisions about stents or surgery.',
  }),
  angioplasty: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It relieves angina that continues despite medicines, and is used as emergency treatment during a heart attack.',
  }),
  cardiacRehabilitation: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps people recover after a heart attack, angioplasty or heart surgery, and live well with heart failure.',
  }),
  sportsCardiology: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It covers symptoms during exercise, screening before competitive sport, and returning to sport after a heart condition.',
  }),
} as const satisfies Record<ServicePageId, MessageDescriptor>
