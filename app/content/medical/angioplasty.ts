import { msg } from '@lingui/core/macro'
import { aftercareLines } from '../aftercare.ts'
import { whereItIsDone } from '../ProcedureLocation.tsx'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Coronary angioplasty widens a narrowed heart artery with a small balloon, usually followed by a stent.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of an artery widened by a balloon and a stent`,
  related: [
    'coronaryAngiography',
    'angina',
    'heartAttack',
    'cardiacRehabilitation',
    'blogAngioplasty',
  ],
  facts: [
    { term: factLabel.alsoCalled, value: msg`Percutaneous coronary intervention (PCI)` },
    { term: factLabel.duration, value: msg`Usually 30 minutes to 2 hours` },
    { term: factLabel.anaesthetic, value: msg`Local anaesthetic, often with a mild sedative` },
    { term: factLabel.hospitalStay, value: msg`Often the same day or one night` },
    whereItIsDone('angioplasty'),
  ],
  sections: [
    {
      title: msg`What angioplasty is`,
      body: [
        msg`The coronary arteries supply the heart muscle with blood. Fatty deposits called plaque can narrow them and reduce blood flow, which can cause chest pain (angina) or a heart attack.`,
        msg`In angioplasty, the cardiologist passes a thin, flexible tube called a catheter through an artery in the wrist or groin to the heart. A tiny balloon is inflated inside the narrowing to widen it. In most cases a stent, a small mesh tube, is left in place to help keep the artery open.`,
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`angina that continues despite medicines and lifestyle changes`,
            msg`a significant narrowing found by coronary angiography or other tests`,
            msg`as emergency treatment during a heart attack, to restore blood flow as quickly as possible`,
          ],
        },
        msg`Angioplasty is not suitable for everyone. Depending on the number and position of the narrowings, medicines alone or bypass surgery may be better options. The cardiologist will discuss the choices with you.`,
      ],
    },
    {
      title: msg`How to prepare`,
      body: [
        {
          list: [
            msg`You will usually have blood tests and an ECG beforehand.`,
            msg`Tell the doctor about all your medicines, especially blood thinners and diabetes medicines, and about any allergies, including to contrast dye.`,
            msg`You will be told when to stop eating and drinking before the procedure.`,
            msg`Arrange for an adult to take you home. You should not drive on the day.`,
          ],
        },
      ],
    },
    {
      title: msg`What happens during the procedure`,
      body: [
        {
          steps: [
            msg`You lie on an X-ray table and stay awake. The skin over the wrist or groin artery is numbed with local anaesthetic.`,
            msg`The catheter is guided to the heart. Contrast dye is injected and X-ray images show the narrowed artery.`,
            msg`The balloon is inflated for a short time. You may feel some chest discomfort while it is inflated; tell the team if you do.`,
            msg`A stent is usually placed, and more images check the blood flow.`,
            msg`The catheter is removed and the puncture site is closed with a pressure band or dressing.`,
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
        {
          list: [
            msg`You rest while nurses check your blood pressure, heart rhythm and the puncture site.`,
            msg`Avoid heavy lifting and strenuous exercise for about a week, or as advised.`,
            msg`After a stent you will usually take two medicines that prevent blood clots for some months. Do not stop them without speaking to your cardiologist.`,
            msg`Ask the doctor when you can drive, travel and return to work.`,
            msg`A cardiac rehabilitation programme and healthy habits help protect your arteries in the long term.`,
          ],
        },
        { strong: aftercareLines.punctureSiteBleeding },
        { strong: aftercareLines.chestPainAfterProcedure },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Risks' }),
      body: [
        msg`Angioplasty is a common procedure, and most people have no serious problems. As with any procedure, there are risks, including:`,
        {
          list: [
            msg`bruising or bleeding where the catheter was inserted, which is the most common problem`,
            msg`a reaction to the contrast dye, or strain on the kidneys`,
            msg`an irregular heartbeat during the procedure`,
            msg`rarely, damage to an artery, a heart attack, a stroke or the need for emergency surgery`,
          ],
        },
        msg`The cardiologist will explain the benefits and risks for you before you decide.`,
      ],
    },
  ],
}
