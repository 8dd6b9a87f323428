import { msg } from '@lingui/core/macro'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Angina is chest discomfort that occurs when the heart muscle does not get enough oxygen-rich blood.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a heart with lines showing discomfort`,
  related: ['heartAttack', 'heartDisease', 'cardiacStressTesting', 'angioplasty', 'blogChestPain'],
  sections: [
    {
      title: msg`What angina is`,
      body: [
        msg`Angina is a symptom rather than a disease. It usually happens when the coronary arteries, which supply the heart muscle, are narrowed by fatty plaque. At rest enough blood gets through, but when the heart works harder it needs more oxygen than the narrowed arteries can deliver.`,
        msg`Angina is a warning sign of coronary artery disease and of a higher risk of heart attack, so it should always be assessed by a doctor.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Symptoms' }),
      body: [
        {
          list: [
            msg`tightness, pressure, heaviness or squeezing in the chest`,
            msg`discomfort that may spread to the arms, neck, jaw, back or upper stomach`,
            msg`breathlessness, tiredness or nausea, which may be the main symptoms in women, older people and people with diabetes`,
          ],
        },
        msg`Typical angina comes on with physical effort, emotional stress, cold weather or after a heavy meal, and settles within a few minutes of rest or using a spray under the tongue that your doctor prescribes (GTN spray).`,
      ],
    },
    {
      title: msg`Stable and unstable angina`,
      body: [
        msg`Stable angina follows a predictable pattern: it appears with a similar amount of effort and goes away with rest.`,
        msg`Unstable angina is new, comes on with less effort than before or at rest, or lasts longer than usual. It can be a sign of an impending heart attack.`,
        {
          strong: msg`Call 995 if your chest pain is severe, comes on at rest, or does not settle within 5 minutes of rest or your prescribed spray. If your angina is new, or comes on with less effort than before, see a doctor the same day.`,
        },
      ],
    },
    {
      title: msg`Causes and risk factors`,
      body: [
        msg`Most angina is caused by coronary artery disease. The risk is higher with smoking, high blood pressure, high cholesterol, diabetes, excess weight, physical inactivity, older age and a family history of heart disease. Less often, angina is caused by spasm of the arteries, disease of the small blood vessels, or a narrowed heart valve.`,
      ],
    },
    {
      title: msg`How angina is diagnosed`,
      body: [
        {
          list: [
            msg`a consultation about your symptoms, risk factors and an examination`,
            msg`an ECG and blood tests`,
            msg`a stress test, CT coronary angiography or a cardiac PET scan`,
            msg`coronary angiography, when treatment with a stent may be needed`,
          ],
        },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Treatment' }),
      body: [
        {
          list: [
            msg`Healthy habits: stopping smoking, regular activity within your limits, a balanced diet and a healthy weight.`,
            msg`Medicines to relieve and prevent episodes, and to lower the risk of a heart attack, such as aspirin and cholesterol-lowering drugs.`,
            msg`Control of blood pressure, cholesterol and diabetes.`,
            msg`Angioplasty with a stent, or bypass surgery, when symptoms continue despite medicines or the narrowing is severe.`,
          ],
        },
      ],
    },
  ],
}
