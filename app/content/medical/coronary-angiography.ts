import { msg } from '@lingui/core/macro'
import { aftercareLines } from '../aftercare.ts'
import { whereItIsDone } from '../ProcedureLocation.tsx'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'An X-ray test with contrast dye that shows whether the heart arteries are narrowed or blocked.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of the coronary arteries branching over a heart`,
  related: ['angioplasty', 'cardiacImaging', 'angina', 'blogCloggedArteries'],
  facts: [
    { term: factLabel.alsoCalled, value: msg`Coronary angiogram, cardiac catheterisation` },
    { term: factLabel.duration, value: msg`Usually 20 to 60 minutes` },
    { term: factLabel.anaesthetic, value: msg`Local anaesthetic, often with a mild sedative` },
    whereItIsDone('coronaryAngiography'),
  ],
  sections: [
    {
      title: msg`What coronary angiography is`,
      body: [
        msg`Coronary angiography shows the inside of the heart's arteries in detail. A thin tube (catheter) is passed through an artery in the wrist or groin to the openings of the coronary arteries. Contrast dye is injected, and X-ray images show where and how much the arteries are narrowed.`,
        msg`If a significant narrowing is found, it can sometimes be treated with angioplasty and a stent during the same procedure. The doctor discusses this possibility with you beforehand.`,
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`angina, or chest pain that other tests suggest comes from narrowed arteries`,
            msg`during or after a heart attack`,
            msg`abnormal results from a stress test, CT coronary angiography or a nuclear scan`,
            msg`before some heart operations, such as valve surgery`,
          ],
        },
        msg`For many people with lower risk, a non-invasive test such as CT coronary angiography may answer the question first.`,
      ],
    },
    {
      title: msg`How to prepare`,
      body: [
        {
          list: [
            msg`You will have blood tests, including kidney function, and an ECG beforehand.`,
            msg`Tell the doctor about blood thinners, diabetes medicines and allergies, especially to contrast dye. You may be asked to pause some medicines.`,
            msg`Follow the instructions about when to stop eating and drinking.`,
            msg`Arrange for an adult to take you home and stay with you that evening.`,
          ],
        },
      ],
    },
    {
      title: msg`What happens during the test`,
      body: [
        {
          steps: [
            msg`You lie on the X-ray table, awake. The wrist or groin is cleaned and numbed.`,
            msg`The catheter is guided to the heart. You should not feel it moving inside the artery.`,
            msg`Dye is injected several times while the X-ray camera moves around you. A warm flush for a few seconds is normal.`,
            msg`The catheter is removed and a pressure band or dressing closes the puncture site.`,
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
        msg`You rest for a few hours while the puncture site is checked, and most people go home the same day. Drink plenty of fluids unless told otherwise, avoid heavy lifting for a few days, and keep the puncture site clean and dry. The doctor explains what the pictures showed and the treatment options.`,
        { strong: aftercareLines.punctureSiteBleeding },
        { strong: aftercareLines.chestPainAfterProcedure },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Risks' }),
      body: [
        msg`Bruising at the puncture site is common. Less common problems include bleeding, a reaction to the dye, and strain on the kidneys. Serious complications such as a heart attack, stroke or damage to an artery are rare. The doctor explains how these apply to you.`,
      ],
    },
  ],
}
