import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'
import { factLabel } from './fact-labels.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    "An echocardiogram uses ultrasound to show the heart's chambers, valves and pumping action.",
})

const toePlaces = procedurePlaces('transoesophagealEcho')

export const content: MedicalContent = {
  heroAlt: msg`Illustration of an ultrasound image of the heart`,
  related: ['cardiacStressTesting', 'electrocardiography', 'cardiacImaging', 'heartDisease'],
  facts: [
    { term: factLabel.alsoCalled, value: msg`Echo, heart ultrasound` },
    { term: factLabel.duration, value: msg`Usually 30 to 60 minutes` },
    { term: factLabel.radiation, value: msg`None: it uses sound waves` },
  ],
  sections: [
    {
      title: msg`What an echocardiogram shows`,
      body: [
        msg`An echocardiogram is an ultrasound scan of the heart. A probe on the chest sends out sound waves and turns their echoes into moving pictures.`,
        {
          list: [
            msg`the size of the heart's chambers and the thickness of its walls`,
            msg`how strongly the heart pumps`,
            msg`how the heart valves open and close, and whether any leak or are narrowed`,
            msg`fluid around the heart, and the pressures inside it`,
          ],
        },
      ],
    },
    {
      title: msg`When it is used`,
      body: [
        {
          list: [
            msg`breathlessness, swollen ankles or tiredness that may come from the heart`,
            msg`a heart murmur heard by a doctor`,
            msg`after a heart attack, or to follow up heart failure or valve disease`,
            msg`to see how high blood pressure has affected the heart`,
            msg`palpitations or an abnormal ECG`,
          ],
        },
      ],
    },
    {
      title: msg`Types of echocardiogram`,
      body: [
        {
          list: [
            msg`Transthoracic echocardiogram: the standard scan, with the probe on the chest.`,
            msg`Stress echocardiogram: scans before and after exercise or medication, to see how the heart copes with effort.`,
            msg`Transoesophageal echocardiogram: a thin probe is passed down the throat under sedation, for closer views of the valves and upper chambers.`,
          ],
        },
        msg({
          comment: '{toePlaces} is the name of a hospital (or several, separated by a slash).',
          message: `A transoesophageal echocardiogram is done in hospital, at ${toePlaces}, not at the clinic.`,
        }),
      ],
    },
    {
      title: msg`How to prepare`,
      body: [
        msg`No special preparation is needed for a standard echocardiogram. Take your medicines as usual, and wear a top that is easy to remove.`,
        msg`For a transoesophageal echocardiogram, you need to stop eating and drinking for about six hours beforehand, and someone should take you home afterwards because of the sedation.`,
      ],
    },
    {
      title: msg`What happens during a standard echocardiogram`,
      body: [
        {
          steps: [
            msg`You undress to the waist and put on a gown, then lie on your left side on a couch.`,
            msg`ECG stickers are placed on your chest to record your heart rhythm.`,
            msg`The sonographer or doctor moves a probe with cool gel over your chest, pressing gently to get clear pictures.`,
            msg`You may be asked to breathe in a certain way, and you may hear the whooshing sound of blood flow.`,
          ],
        },
      ],
    },
    {
      title: msg`Afterwards and risks`,
      body: [
        msg`You can go back to your normal activities straight away. A standard echocardiogram has no known risks. After a transoesophageal echocardiogram your throat may be sore for a day, and the doctor will explain the small risks of sedation and the probe beforehand.`,
      ],
    },
  ],
}
