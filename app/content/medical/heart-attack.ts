import { msg } from '@lingui/core/macro'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'A heart attack happens when blood flow to part of the heart muscle is suddenly blocked.',
})

export const content: MedicalContent = {
  heroAlt: msg`Illustration of a heart with a blocked artery and the affected muscle highlighted`,
  related: [
    'angina',
    'heartDisease',
    'angioplasty',
    'cardiacRehabilitation',
    'blogAttackVsFailure',
  ],
  sections: [
    {
      title: msg({ comment: 'Section heading.', message: 'Warning signs' }),
      body: [
        {
          list: [
            msg`pain, pressure, tightness or heaviness in the chest that lasts more than 5 minutes or keeps coming back`,
            msg`pain spreading to one or both arms, the neck, jaw, back or upper stomach`,
            msg`breathlessness, cold sweat, nausea or vomiting`,
            msg`light-headedness, or a sense of something being very wrong`,
          ],
        },
        msg`Symptoms are not always dramatic. Some people, particularly women, older people and people with diabetes, have mild discomfort, breathlessness or tiredness only. If in doubt, call 995.`,
      ],
    },
    {
      title: msg`What to do`,
      body: [
        {
          steps: [
            msg`Call 995 for an ambulance straight away. Do not wait to see if the pain passes.`,
            msg`Stop what you are doing, and sit down and rest while you wait.`,
            msg`Chew an aspirin only if the emergency call-taker or a doctor advises it, and you are not allergic to it.`,
            msg`If the person collapses and is not breathing normally, start chest compressions and use an automated external defibrillator (AED) if one is available. The call-taker will guide you.`,
          ],
        },
      ],
    },
    {
      title: msg`What happens in the heart`,
      body: [
        msg`Most heart attacks happen when fatty plaque in a coronary artery cracks and a blood clot forms on it, blocking the artery. The heart muscle supplied by that artery starts to be damaged within minutes. The sooner blood flow is restored, the more heart muscle can be saved.`,
      ],
    },
    {
      title: msg`Treatment in hospital`,
      body: [
        msg`In hospital, an ECG and blood tests confirm the diagnosis. The blocked artery is usually opened with emergency angioplasty and a stent, or sometimes with clot-dissolving medicines. Medicines are given to prevent further clots and to protect the heart. Some people need bypass surgery.`,
      ],
    },
    {
      title: msg`After a heart attack`,
      body: [
        {
          list: [
            msg`Most people take several medicines in the long term. Take them as prescribed and do not stop them without advice.`,
            msg`Cardiac rehabilitation helps you rebuild fitness and confidence safely.`,
            msg`Regular follow-up with a cardiologist checks your recovery, medicines and risk factors.`,
            msg`Ask when you can return to work, drive and travel. Feeling anxious or low afterwards is common; talk to your doctor about it.`,
          ],
        },
      ],
    },
    {
      title: msg`Lowering your risk`,
      body: [
        msg`Not smoking, staying active, eating a balanced diet, keeping a healthy weight and controlling blood pressure, cholesterol and diabetes lower the risk of a first or further heart attack.`,
      ],
    },
  ],
  callToAction: {
    title: msg`Follow-up care after a heart attack`,
    text: msg`If you have had a heart attack, our cardiologist can review your recovery, medicines and tests, and plan your rehabilitation. Send us an enquiry or call the clinic.`,
  },
}
