import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Section } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('arrhythmia', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message: 'An arrhythmia is a heartbeat that is too fast, too slow or irregular.',
  }),
  heroAlt: msg`Illustration of an irregular heartbeat trace`,
})

export const Route = createFileRoute('/{-$lang}/conditions/arrhythmia')({
  head: page.head,
  loader: loadPageText,
  component: ArrhythmiaPage,
})

function ArrhythmiaPage() {
  return (
    <MedicalPage
      page={page}
      related={['electrocardiography', 'echocardiography', 'heartDisease', 'sportsCardiology']}
    >
      <Section
        title={
          <Trans comment="Section heading on the page “Arrhythmia”.">What an arrhythmia is</Trans>
        }
      >
        <p>
          <Trans>
            The heart's rhythm is controlled by electrical signals. When these signals start in the
            wrong place, travel the wrong way or are blocked, the heart can beat too fast, too
            slowly or irregularly. Many arrhythmias are harmless, but some need treatment because
            they raise the risk of stroke, heart failure or, rarely, sudden cardiac arrest.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Arrhythmia”.">Common types</Trans>}
      >
        <ul>
          <li>
            <Trans>
              Atrial fibrillation (AF): an irregular and often fast rhythm, the most common
              sustained arrhythmia. It increases the risk of stroke.
            </Trans>
          </li>
          <li>
            <Trans>
              Atrial flutter and supraventricular tachycardia (SVT): episodes of a fast, regular
              heartbeat that start and stop suddenly.
            </Trans>
          </li>
          <li>
            <Trans>Ectopic beats: extra or skipped beats, very common and usually harmless.</Trans>
          </li>
          <li>
            <Trans>
              Bradycardia and heart block: a slow heartbeat, which may cause tiredness, dizziness or
              fainting.
            </Trans>
          </li>
          <li>
            <Trans>
              Ventricular tachycardia: a fast rhythm from the lower chambers, which can be dangerous
              and needs urgent care.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Arrhythmia”.">Symptoms</Trans>}>
        <ul>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              palpitations: a fluttering, pounding, racing or skipping heartbeat
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              dizziness, light-headedness or fainting
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              breathlessness or reduced ability to exercise
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              tiredness, or chest discomfort
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Some arrhythmias, including atrial fibrillation, cause no symptoms and are found on a
            routine check or ECG.
          </Trans>
        </p>
        <p>
          <strong>
            <Trans>
              Call 995 if palpitations come with chest pain, fainting, severe breathlessness or
              confusion.
            </Trans>
          </strong>
        </p>
      </Section>
      <Section
        title={
          <Trans comment="Section heading on the page “Arrhythmia”.">Causes and triggers</Trans>
        }
      >
        <p>
          <Trans>
            Arrhythmias can be linked to coronary artery disease, a previous heart attack, high
            blood pressure, heart valve or muscle disease, thyroid problems, sleep apnoea or some
            medicines. Caffeine, alcohol, lack of sleep, stress and dehydration can trigger
            episodes. Sometimes no cause is found.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Arrhythmia”.">Tests</Trans>}>
        <ul>
          <li>
            <Trans comment="List item under the heading “Tests” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              a resting ECG, which can show the arrhythmia if it is present at the time
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Tests” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              a Holter monitor or event recorder worn for one or more days to catch symptoms that
              come and go
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Tests” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              an echocardiogram to look at the structure of the heart
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Tests” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              blood tests, including thyroid function, and sometimes an exercise test
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Tests” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              for infrequent symptoms, a small implantable loop recorder placed under the skin
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Arrhythmia”.">Treatment</Trans>}>
        <p>
          <Trans>
            Treatment depends on the type of arrhythmia, your symptoms and your other conditions. It
            can include:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              reducing triggers, and treating underlying conditions such as high blood pressure or
              sleep apnoea
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              medicines to control the heart rate or rhythm
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              blood thinners to lower the risk of stroke in atrial fibrillation, when the benefits
              outweigh the bleeding risk
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              cardioversion, a controlled electric shock under sedation to restore a normal rhythm
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              catheter ablation, which treats the small area of heart tissue causing the arrhythmia
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Treatment” on the page “Arrhythmia”: a fragment, lower case and without a full stop in English.">
              a pacemaker for a slow heartbeat, or an implantable defibrillator for people at risk
              of dangerous rhythms
            </Trans>
          </li>
        </ul>
      </Section>
    </MedicalPage>
  )
}
