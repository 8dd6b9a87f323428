import { msg } from '@lingui/core/macro'
import { whereItIsDone } from '../ProcedureLocation.tsx'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Imaging tests such as CT, MRI and nuclear scans help assess the structure and blood supply of the heart.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of stacked scan slices with a heart`,
  related: ['cardiacPet', 'echocardiography', 'coronaryAngiography', 'heartScreening'],
  facts: [whereItIsDone('cardiacImaging')],
  sections: [
    {
      title: msg`Choosing the right scan`,
      body: [
        msg`Each imaging test answers different questions. Some show the structure of the heart, some show the coronary arteries, and some show how well blood reaches the heart muscle. The cardiologist recommends a scan based on your symptoms, your risk factors and what earlier tests have shown, and explains why it is needed.`,
      ],
    },
    {
      title: msg`CT coronary angiography`,
      body: [
        msg`A CT scanner takes detailed X-ray pictures of the coronary arteries after contrast dye is injected into a vein. It can show narrowing and plaque without a catheter. You may be given a medicine to slow your heart rate for clearer images. The scan itself takes only a few minutes.`,
        msg`A coronary calcium score is a shorter CT scan without dye. It measures calcium in the artery walls, a marker of plaque, and can help estimate the risk of future heart problems in people without symptoms.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Cardiac MRI' }),
      body: [
        msg`MRI uses a strong magnet and radio waves, not X-rays. It gives detailed pictures of the heart muscle, chambers and valves, and can show scarring, inflammation and how well the heart pumps. The scan usually takes 30 to 60 minutes, lying inside a tunnel-shaped scanner.`,
        msg`Tell us beforehand if you have a pacemaker, defibrillator or other implant, metal fragments in your body, or if you feel anxious in enclosed spaces.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Nuclear scans' }),
      body: [
        msg`Nuclear perfusion scans use a small amount of a radioactive tracer to show blood flow to the heart muscle, at rest and under stress. They help find areas of the heart that do not receive enough blood. There are two kinds, named after the scanner: a SPECT scan, taken with a camera that picks up the tracer (a gamma camera), and a PET scan.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Echocardiography' }),
      body: [
        msg`An echocardiogram is an ultrasound scan and is often the first imaging test for the heart. It shows the chambers, valves and pumping action without radiation.`,
        msg`Unlike the other scans on this page, it is done at the clinic, by our own sonographers.`,
      ],
    },
    {
      title: msg`Preparing for a scan`,
      body: [
        {
          list: [
            msg`You will receive instructions for your scan, such as when to stop eating, and whether to avoid caffeine.`,
            msg`Tell us about allergies to contrast dye, kidney problems, diabetes medicines, and any chance of pregnancy.`,
            msg`Bring a list of your medicines and any previous scan reports.`,
          ],
        },
      ],
    },
    {
      title: msg`Radiation and other risks`,
      body: [
        msg`CT and nuclear scans involve a dose of radiation; MRI and ultrasound do not. Contrast dye can rarely cause an allergic reaction or affect the kidneys. The doctor weighs these against the value of the information for your care, and you can ask about them at any time.`,
      ],
    },
  ],
}
