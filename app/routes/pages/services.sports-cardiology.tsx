import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Section } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('sportsCardiology', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'Heart assessment for people who exercise or compete, including pre-participation screening.',
  }),
  heroAlt: msg`Illustration of running track lanes and a heartbeat trace`,
})

export const Route = createFileRoute('/{-$lang}/services/sports-cardiology')({
  head: page.head,
  loader: loadPageText,
  component: SportsCardiologyPage,
})

function SportsCardiologyPage() {
  return (
    <MedicalPage
      page={page}
      related={['cardiacStressTesting', 'electrocardiography', 'arrhythmia', 'heartScreening']}
    >
      <Section
        title={
          <Trans comment="Section heading on the page “Sports cardiology”.">
            Exercise and the heart
          </Trans>
        }
      >
        <p>
          <Trans>
            Regular exercise is good for the heart and lowers the risk of heart disease. Serious
            heart problems during sport are rare, but some heart conditions can make intense
            exercise unsafe, and symptoms during exercise should always be checked.
          </Trans>
        </p>
        <p>
          <Trans>
            Sports cardiology looks at the heart in people who exercise, from recreational runners
            to competitive athletes, and at how people with a heart condition can stay active
            safely.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Sports cardiology”.">
            Reasons for an assessment
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              chest pain, unusual breathlessness, palpitations, dizziness or fainting during or
              after exercise
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              a screening check before competitive sport, an endurance event or a new training
              programme
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              a family history of sudden death at a young age, or of inherited heart conditions
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              an abnormal ECG or heart scan found at a sports medical
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              returning to sport after a heart attack, a heart procedure or myocarditis
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Reasons for an assessment” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              starting vigorous exercise later in life, especially with risk factors
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Sports cardiology”.">
            What an assessment may involve
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “What an assessment may involve” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              a detailed history of your symptoms, training and family, and an examination
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an assessment may involve” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              a resting ECG, read with criteria designed for athletes
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an assessment may involve” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              an echocardiogram and an exercise test
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an assessment may involve” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              where needed, heart rhythm monitoring during training, or a cardiac MRI
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Sports cardiology”.">
            The athlete's heart
          </Trans>
        }
      >
        <p>
          <Trans>
            Regular intense training changes the heart: it can become larger, with a slow resting
            heart rate and ECG changes. These are normal adaptations, but some of them can look like
            heart disease. Telling the two apart is a key part of the assessment, so that fit people
            are not stopped from exercising without reason and real problems are not missed.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Sports cardiology”.">
            Stop exercising and get help if you have
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Stop exercising and get help if you have” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              chest pain or pressure
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Stop exercising and get help if you have” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              fainting or near-fainting
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Stop exercising and get help if you have” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              a racing or irregular heartbeat that does not settle with rest
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Stop exercising and get help if you have” on the page “Sports cardiology”: a fragment, lower case and without a full stop in English.">
              breathlessness that is out of proportion to the effort
            </Trans>
          </li>
        </ul>
      </Section>
    </MedicalPage>
  )
}
