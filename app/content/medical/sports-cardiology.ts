import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart assessment for people who exercise or compete, including heart checks before you take up a sport.',
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
      title: msg`Stop exercising if you have`,
      body: [
        {
          list: [
            msg`chest pain or pressure`,
            msg`fainting or near-fainting, or dizziness`,
            msg`a racing or irregular heartbeat`,
            msg`breathlessness that is out of proportion to the effort`,
          ],
        },
        {
          strong: msg`Call 995 if someone collapses, if chest pain does not settle within 5 minutes of stopping, or if a racing heartbeat comes with chest pain, fainting, severe breathlessness or confusion. Otherwise, see a doctor before you exercise again: today if a racing or irregular heartbeat does not settle, if you fainted, or if the symptoms are new.`,
        },
      ],
    },
    {
      title: msg`Reasons for an assessment`,
      body: [
        {
          list: [
            msg`a screening check before competitive sport, an endurance event or a new training programme`,
            msg`symptoms during or after exercise, once you have seen a doctor about them as the section above says`,
            msg`a family history of sudden death at a young age, or of inherited heart conditions`,
            msg`an abnormal ECG or heart scan found at a sports medical`,
            msg`returning to sport after a heart attack, a heart procedure or inflammation of the heart muscle (myocarditis)`,
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
  ],
}
