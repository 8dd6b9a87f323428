import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart screening checks for risk factors and early signs of heart disease before symptoms appear.',
})

const imagingPlaces = procedurePlaces('cardiacImaging')

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a checklist next to a heart`,
  related: ['heartDisease', 'electrocardiography', 'cardiacImaging', 'blogCloggedArteries'],
  sections: [
    {
      title: msg`Why screen your heart`,
      body: [
        msg`Coronary artery disease often develops silently over many years. High blood pressure, high cholesterol and diabetes usually cause no symptoms until they have already affected the heart or blood vessels. Screening finds these risk factors early, when lifestyle changes and treatment can lower the chance of a heart attack or stroke.`,
      ],
    },
    {
      title: msg`Who may consider it`,
      body: [
        {
          list: [
            msg`adults from about 40 years of age, or earlier with risk factors`,
            msg`people with high blood pressure, high cholesterol, diabetes, or who smoke or have smoked`,
            msg`people whose parent, brother or sister had heart disease at a young age`,
            msg`people planning to start vigorous exercise or competitive sport`,
          ],
        },
      ],
    },
    {
      title: msg`What screening can include`,
      body: [
        msg`Which tests are useful depends on your age, medical history and risk factors, so the doctor recommends them for you. Screening can include:`,
        {
          list: [
            msg`a review of your medical and family history and lifestyle, and a physical examination`,
            msg`blood pressure, weight and waist measurement`,
            msg`blood tests for cholesterol, blood sugar and kidney function`,
            msg`a resting ECG`,
            msg`where appropriate, an echocardiogram, a stress test or a coronary calcium score (a CT scan, done at ${imagingPlaces})`,
          ],
        },
        msg`Blood pressure, cholesterol and blood sugar checks are also available from your GP or a polyclinic (Healthier SG, Screen for Life). Heart scans and stress tests are not routine for people without symptoms; the doctor recommends them only when the result would change your care.`,
      ],
    },
    {
      title: msg`How it works`,
      body: [
        {
          steps: [
            msg`You may be asked to fast for eight to ten hours before blood tests. Water is allowed.`,
            msg`The doctor reviews your history, examines you and arranges the tests that are relevant for you.`,
            msg`At a follow-up consultation, the doctor explains the results and your estimated risk of heart disease.`,
            msg`You receive advice on lowering your risk, and a plan for any treatment or further tests.`,
          ],
        },
      ],
    },
    {
      title: msg`What screening cannot do`,
      body: [
        msg`No test can rule out every heart problem, and a normal result does not mean that future problems cannot happen. Screening is for people without symptoms. If you have symptoms such as chest pain, breathlessness or palpitations, please arrange a consultation rather than a screening.`,
      ],
    },
  ],
}
