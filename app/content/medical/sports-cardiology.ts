import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart assessment for people who exercise or compete, including pre-participation screening.',
})

const imagingPlaces = procedurePlaces('cardiacImaging')

export const content: MedicalContent = {
  heroAlt: msg`Illustration of running track lanes and a heartbeat trace`,
  related: ['cardiacStressTesting', 'electrocardiography', 'arrhythmia', 'heartScreening'],
  sections: [
    {
      title: msg`Exercise and the heart`,
      body: [
        msg`Regular exercise is good for the heart and lowers the risk of heart disease. Serious heart problems during sport are rare, but some heart conditions can make intense exercise unsafe, and symptoms during exercise should always be checked.`,
        msg`Sports cardiology looks at the heart in people who exercise, from recreational runners to competitive athletes, and at how people with a heart condition can stay active safely.`,
      ],
    },
    {
      title: msg`Reasons for an assessment`,
      body: [
        {
          list: [
            msg`chest pain, unusual breathlessness, palpitations, dizziness or fainting during or after exercise`,
            msg`a screening check before competitive sport, an endurance event or a new training programme`,
            msg`a family history of sudden death at a young age, or of inherited heart conditions`,
            msg`an abnormal ECG or heart scan found at a sports medical`,
            msg`returning to sport after a heart attack, a heart procedure or myocarditis`,
            msg`starting vigorous exercise later in life, especially with risk factors`,
          ],
        },
      ],
    },
    {
      title: msg`What an assessment may involve`,
      body: [
        {
          list: [
            msg`a detailed history of your symptoms, training and family, and an examination`,
            msg`a resting ECG, read with criteria designed for athletes`,
            msg`an echocardiogram and an exercise test`,
            msg`where needed, heart rhythm monitoring during training, or a cardiac MRI at ${imagingPlaces}`,
          ],
        },
      ],
    },
    {
      title: msg`The athlete's heart`,
      body: [
        msg`Regular intense training changes the heart: it can become larger, with a slow resting heart rate and ECG changes. These are normal adaptations, but some of them can look like heart disease. Telling the two apart is a key part of the assessment, so that fit people are not stopped from exercising without reason and real problems are not missed.`,
      ],
    },
    {
      title: msg`Stop exercising if you have`,
      body: [
        {
          list: [
            msg`chest pain or pressure`,
            msg`fainting or near-fainting`,
            msg`a racing or irregular heartbeat that does not settle with rest`,
            msg`breathlessness that is out of proportion to the effort`,
          ],
        },
        {
          strong: msg`Call 995 if someone collapses, or if chest pain or a racing heartbeat does not settle within 5 minutes of stopping. If the symptoms settle, see a doctor before you exercise again, the same day if they are new.`,
        },
      ],
    },
  ],
}
