import { msg } from '@lingui/core/macro'
import { whereItIsDone } from '../ProcedureLocation.tsx'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A cardiac PET scan shows how well blood reaches the heart muscle, at rest and under stress.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a heart inside the ring of a scanner`,
  related: ['cardiacStressTesting', 'cardiacImaging', 'angina', 'heartDisease'],
  facts: [
    { term: factLabel.alsoCalled, value: msg`PET myocardial perfusion imaging` },
    { term: factLabel.duration, value: msg`The scan usually takes under an hour` },
    {
      term: factLabel.preparation,
      value: msg`No caffeine beforehand, and a few hours without food`,
    },
    whereItIsDone('cardiacPet'),
  ],
  sections: [
    {
      title: msg`What a cardiac PET scan is`,
      body: [
        msg`PET stands for positron emission tomography. A very small amount of a radioactive substance, called a tracer, is injected into a vein. It travels with the blood into the heart muscle, and the scanner records where it goes.`,
        msg`Images are taken at rest and again while a medicine makes the heart's arteries carry more blood, as they would during exercise. Areas that receive less blood under stress can point to narrowed arteries. PET can also measure how much blood reaches the heart muscle, which helps when several arteries or the small vessels are affected.`,
        msg`With a different tracer, PET can also show whether weakened heart muscle is still alive, or whether there is inflammation in the heart.`,
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`to look for coronary artery disease in people with chest pain or breathlessness`,
            msg`when other tests are unclear, or exercise is not possible`,
            msg`to help decide whether angioplasty or bypass surgery is likely to help`,
            msg`to check heart muscle after a heart attack or in heart failure`,
          ],
        },
      ],
    },
    {
      title: msg`How to prepare`,
      body: [
        {
          list: [
            msg`Avoid caffeine for at least 12 to 24 hours before the scan, as instructed: coffee, tea, chocolate, cola, energy drinks and some pain relievers. Caffeine stops the stress medicine from working.`,
            msg`Do not eat for a few hours before the scan. Water is usually allowed.`,
            msg`Ask whether to take your usual medicines on the day. Some heart medicines may need to be paused.`,
            msg`Tell us if you have asthma or lung disease, or if you are pregnant or breastfeeding.`,
            msg`The centre will confirm how much time to allow.`,
          ],
        },
      ],
    },
    {
      title: msg`What happens during the scan`,
      body: [
        {
          steps: [
            msg`A thin plastic tube (cannula) is placed in a vein in your arm, and ECG stickers are put on your chest.`,
            msg`You lie on the scanner bed, usually with your arms above your head. Keeping still helps give clear images.`,
            msg`The tracer is injected and the resting images are taken.`,
            msg`The stress medicine is given through the cannula. It can cause flushing, breathlessness, headache or chest tightness for a few minutes. Tell the team how you feel.`,
            msg`More tracer is injected and the stress images are taken.`,
          ],
        },
      ],
    },
    {
      title: msg({
        comment:
          'Section heading: what happens after this test or treatment (it heads the same part of several pages, so a word that fits both).',
        message: 'Afterwards',
      }),
      body: [
        msg`You can usually eat, drink and go back to your normal activities straight away. The tracer's radioactivity fades within hours. A specialist reviews the images, and your cardiologist explains the results and any next steps.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Risks' }),
      body: [
        {
          list: [
            msg`The scan involves a small dose of radiation. The doctor will only recommend it when the information is expected to help your care.`,
            msg`The effects of the stress medicine are usually mild and pass within minutes.`,
            msg`Rarely, the medicine can cause wheezing or a slow heart rhythm. The team monitors you throughout and can treat this quickly.`,
          ],
        },
      ],
    },
  ],
}
