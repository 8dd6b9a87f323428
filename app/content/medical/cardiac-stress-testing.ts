import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A stress test records how the heart works during exercise or medication that makes it work harder.',
})

const nuclearPlaces = procedurePlaces('nuclearStressTest')
const petPlaces = procedurePlaces('cardiacPet')

export const content: MedicalContent = {
  heroAlt: msg`Illustration of rising steps next to a heartbeat trace`,
  related: ['electrocardiography', 'echocardiography', 'cardiacPet', 'angina', 'sportsCardiology'],
  facts: [
    {
      term: factLabel.duration,
      value: msg`About 30 to 60 minutes, including 10 to 15 minutes of exercise`,
    },
    { term: factLabel.whatToBring, value: msg`Comfortable clothes and walking or running shoes` },
  ],
  sections: [
    {
      title: msg`What a stress test is`,
      body: [
        msg`Some heart problems only show when the heart is working hard. A stress test records your heart's electrical activity (ECG), heart rate and blood pressure while you exercise, usually by walking on a treadmill that gradually gets faster and steeper.`,
        msg`If you cannot exercise, a medicine can be used to make the heart work harder or increase its blood flow instead.`,
      ],
    },
    {
      title: msg`Types of stress test`,
      body: [
        {
          list: [
            msg`Exercise ECG: the ECG is recorded during and after exercise.`,
            msg`Stress echocardiogram: ultrasound images of the heart are taken before and after exercise or medication.`,
            msg`Nuclear stress test or cardiac PET: a tracer shows the blood flow to the heart muscle at rest and under stress.`,
          ],
        },
        msg({
          comment:
            '{nuclearPlaces} and {petPlaces} are names of hospitals or imaging centres (several are separated by a slash).',
          message: `A nuclear stress test is done at ${nuclearPlaces}, and a cardiac PET scan at ${petPlaces}, not at the clinic.`,
        }),
        msg`The doctor recommends the type that suits your symptoms, fitness and medical history.`,
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`to find out whether chest pain or breathlessness on exertion comes from the heart`,
            msg`to look for narrowed coronary arteries`,
            msg`to check how well treatment is working, for example after angioplasty`,
            msg`to assess fitness and heart rhythm during exercise`,
          ],
        },
      ],
    },
    {
      title: msg`How to prepare`,
      body: [
        {
          list: [
            msg`Avoid a heavy meal for two to three hours before the test.`,
            msg`Ask whether to stop any medicines beforehand. Only stop a medicine if the doctor tells you to.`,
            msg`For a test with medication, avoid caffeine for the time you are told.`,
            msg`Bring your inhaler if you use one, and a list of your medicines.`,
          ],
        },
      ],
    },
    {
      title: msg`What happens during the test`,
      body: [
        {
          steps: [
            msg`ECG stickers are placed on your chest, and your resting ECG and blood pressure are recorded.`,
            msg`You start walking slowly on the treadmill. Every few minutes it becomes a little faster and steeper.`,
            msg`Tell the team straight away if you have chest pain, dizziness or unusual breathlessness.`,
            msg`The test stops when you reach your target heart rate, when you are too tired to continue, or if symptoms or ECG changes appear.`,
            msg`Your heart rate, ECG and blood pressure are monitored for several minutes while you recover.`,
          ],
        },
      ],
    },
    {
      title: msg`Afterwards and risks`,
      body: [
        msg`Most people feel tired for a short while and then return to normal activities. The doctor explains the results and whether further tests are needed.`,
        msg`The test is supervised throughout. Serious problems, such as a heart attack or a dangerous heart rhythm, are rare, and emergency equipment is at hand.`,
      ],
    },
  ],
}
