import { msg } from '@lingui/core/macro'
import { procedurePlaces } from '../../site/clinic.ts'
import type { MedicalContent } from '../medical.ts'

export const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message: 'An arrhythmia is a heartbeat that is too fast, too slow or irregular.',
})

const loopRecorderPlaces = procedurePlaces('loopRecorder')

export const content: MedicalContent = {
  heroAlt: msg`Illustration of an irregular heartbeat trace`,
  related: ['electrocardiography', 'echocardiography', 'heartDisease', 'sportsCardiology'],
  sections: [
    {
      title: msg`What an arrhythmia is`,
      body: [
        msg`The heart's rhythm is controlled by electrical signals. When these signals start in the wrong place, travel the wrong way or are blocked, the heart can beat too fast, too slowly or irregularly. Many arrhythmias are harmless, but some need treatment because they raise the risk of stroke, heart failure or, rarely, sudden cardiac arrest.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Common types' }),
      body: [
        {
          list: [
            msg`Atrial fibrillation (AF): an irregular and often fast rhythm, the most common sustained arrhythmia. It increases the risk of stroke.`,
            msg`Atrial flutter and supraventricular tachycardia (SVT): episodes of a fast, regular heartbeat that start and stop suddenly.`,
            msg`Ectopic beats: extra or skipped beats, very common and usually harmless.`,
            msg`Bradycardia and heart block: a slow heartbeat, which may cause tiredness, dizziness or fainting.`,
            msg`Ventricular tachycardia: a fast rhythm from the lower chambers, which can be dangerous: call 995 if it causes fainting, chest pain or severe breathlessness.`,
          ],
        },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Symptoms' }),
      body: [
        {
          list: [
            msg`palpitations: a fluttering, pounding, racing or skipping heartbeat`,
            msg`dizziness, light-headedness or fainting`,
            msg`breathlessness or reduced ability to exercise`,
            msg`tiredness, or chest discomfort`,
          ],
        },
        msg`Some arrhythmias, including atrial fibrillation, cause no symptoms and are found on a routine check or ECG.`,
        {
          strong: msg`Call 995 if palpitations come with chest pain, fainting, severe breathlessness or confusion.`,
        },
      ],
    },
    {
      title: msg`Causes and triggers`,
      body: [
        msg`Arrhythmias can be linked to coronary artery disease, a previous heart attack, high blood pressure, heart valve or muscle disease, thyroid problems, sleep apnoea or some medicines. Caffeine, alcohol, lack of sleep, stress and dehydration can trigger episodes. Sometimes no cause is found.`,
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Tests' }),
      body: [
        {
          list: [
            msg`a resting ECG, which can show the arrhythmia if it is present at the time`,
            msg`a Holter monitor or event recorder worn for one or more days to catch symptoms that come and go`,
            msg`an echocardiogram to look at the structure of the heart`,
            msg`blood tests, including thyroid function, and sometimes an exercise test`,
            msg`for infrequent symptoms, a small implantable loop recorder placed under the skin, at ${loopRecorderPlaces}`,
          ],
        },
      ],
    },
    {
      title: msg({ comment: 'Section heading.', message: 'Treatment' }),
      body: [
        msg`Treatment depends on the type of arrhythmia, your symptoms and your other conditions. It can include:`,
        {
          list: [
            msg`reducing triggers, and treating underlying conditions such as high blood pressure or sleep apnoea`,
            msg`medicines to control the heart rate or rhythm`,
            msg`blood thinners to lower the risk of stroke in atrial fibrillation, when the benefits outweigh the bleeding risk`,
            msg`cardioversion, a controlled electric shock under sedation to restore a normal rhythm`,
            msg`catheter ablation, which treats the small area of heart tissue causing the arrhythmia`,
            msg`a pacemaker for a slow heartbeat, or an implantable defibrillator for people at risk of dangerous rhythms`,
          ],
        },
      ],
    },
  ],
}
