import { msg } from '@lingui/core/macro'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "An ECG records the heart's electrical activity to check its rhythm and look for signs of strain.",
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of an ECG trace on grid paper`,
  related: ['arrhythmia', 'cardiacStressTesting', 'heartScreening', 'echocardiography'],
  facts: [
    { term: factLabel.duration, value: msg`A resting ECG takes about 5 to 10 minutes` },
    { term: factLabel.preparation, value: msg`None; avoid body lotion on your chest on the day` },
  ],
  sections: [
    {
      title: msg`What an ECG is`,
      body: [
        msg`Each heartbeat is triggered by an electrical signal. An electrocardiogram (ECG) picks up these signals through small sticky electrodes on the chest, arms and legs, and prints them as a trace. It is quick and painless, and nothing is passed into your body.`,
        msg`An ECG shows your heart rate and rhythm, and can show signs of a previous heart attack, reduced blood supply, thickened heart muscle or problems with the heart's electrical wiring.`,
      ],
    },
    {
      title: msg`Types of ECG recording`,
      body: [
        {
          list: [
            msg`Resting 12-lead ECG: a snapshot of about ten seconds while you lie still.`,
            msg`Holter monitor: a small recorder worn for 24 hours to several days at home, to catch symptoms or rhythm changes that come and go.`,
            msg`Event recorder or patch: worn for longer, and started when you feel symptoms.`,
            msg`Exercise ECG: recorded while you walk on a treadmill, as part of a stress test.`,
          ],
        },
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`chest pain, palpitations, dizziness, fainting or breathlessness`,
            msg`as part of heart screening or a check before surgery`,
            msg`to monitor a known heart condition or the effect of some medicines`,
          ],
        },
      ],
    },
    {
      title: msg`What happens during a resting ECG`,
      body: [
        {
          steps: [
            msg`You undress to the waist and lie on a couch. Small areas of chest hair may need to be trimmed so the electrodes stick well.`,
            msg`Ten electrodes are attached and connected to the machine.`,
            msg`You lie still and breathe normally for a few seconds while the trace is recorded.`,
            msg`The electrodes are removed, and you can go back to normal activities straight away.`,
          ],
        },
      ],
    },
    {
      title: msg`Results and limits`,
      body: [
        msg`The doctor reads the ECG together with your symptoms and examination. A normal resting ECG does not rule out every heart problem, especially symptoms that come and go, so further tests may be suggested. There are no risks from an ECG; some people have mild skin irritation from the electrodes.`,
      ],
    },
  ],
}
