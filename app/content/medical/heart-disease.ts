import { msg } from '@lingui/core/macro'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "Heart disease covers conditions that affect the heart's arteries, muscle, valves or rhythm.",
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a heart with its major blood vessels`,
  related: ['angina', 'heartAttack', 'arrhythmia', 'heartScreening', 'echocardiography'],
  sections: [
    {
      title: msg`Common types of heart disease`,
      body: [
        {
          list: [
            msg`Coronary artery disease: narrowing of the heart's arteries by plaque, which can cause angina and heart attacks.`,
            msg`Heart failure: the heart does not pump or fill as well as it should, causing breathlessness, tiredness and swelling.`,
            msg`Arrhythmias: heart rhythms that are too fast, too slow or irregular, such as atrial fibrillation.`,
            msg`Heart valve disease: a valve that is narrowed or leaks.`,
            msg`Cardiomyopathy: disease of the heart muscle, sometimes inherited.`,
            msg`Congenital heart disease: heart conditions present from birth.`,
          ],
        },
      ],
    },
    {
      title: msg`Symptoms to look out for`,
      body: [
        {
          list: [
            msg`chest pain, pressure or tightness`,
            msg`breathlessness on exertion or when lying flat`,
            msg`palpitations, dizziness or fainting`,
            msg`swollen ankles, or tiredness that is new or unusual`,
          ],
        },
        msg`If you have any of these symptoms, the end of this page says how soon to get help.`,
        msg`Many people with heart disease have no symptoms for years, which is why checking your risk factors matters.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Risk factors' }),
      body: [
        msg`Some risk factors cannot be changed: older age, being male, and a family history of early heart disease. Many others can be changed or treated:`,
        {
          list: [
            msg`smoking`,
            msg`high blood pressure`,
            msg`high cholesterol`,
            msg`diabetes`,
            msg`excess weight and physical inactivity`,
            msg`an unhealthy diet, heavy drinking, and untreated sleep apnoea`,
          ],
        },
      ],
    },
    {
      title: msg`How heart disease is diagnosed`,
      body: [
        msg`The doctor starts with your symptoms, history and an examination. Depending on what is suspected, tests may include blood tests, an ECG, an echocardiogram, a stress test, heart rhythm monitoring, CT or MRI scans, or coronary angiography.`,
      ],
    },
    {
      title: msg`Lowering your risk`,
      body: [
        {
          list: [
            msg`Do not smoke, and avoid second-hand smoke.`,
            msg`Aim for at least 150 minutes of moderate activity a week, such as brisk walking.`,
            msg`Eat plenty of vegetables, fruit and whole grains, and less salt, sugar and saturated fat.`,
            msg`Know your blood pressure, cholesterol and blood sugar, and treat them if they are high.`,
            msg`Take your medicines as prescribed.`,
          ],
        },
      ],
    },
  ],
}
