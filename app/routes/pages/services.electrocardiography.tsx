import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('electrocardiography', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      "An ECG records the heart's electrical activity to check its rhythm and look for signs of strain.",
  }),
  heroAlt: msg`Illustration of an ECG trace on grid paper`,
})

export const Route = createFileRoute('/{-$lang}/services/electrocardiography')({
  head: page.head,
  loader: loadPageText,
  component: ElectrocardiographyPage,
})

function ElectrocardiographyPage() {
  return (
    <MedicalPage
      page={page}
      related={['arrhythmia', 'cardiacStressTesting', 'heartScreening', 'echocardiography']}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Electrocardiography (ECG)”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Electrocardiography (ECG)” (a short fragment).">
            A resting ECG takes about 5 to 10 minutes
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Electrocardiography (ECG)”; its value follows.">
              Preparation
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Preparation” on the page “Electrocardiography (ECG)” (a short fragment).">
            None; avoid body lotion on your chest on the day
          </Trans>
        </Fact>
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Electrocardiography (ECG)”.">
            What an ECG is
          </Trans>
        }
      >
        <p>
          <Trans>
            Each heartbeat is triggered by an electrical signal. An electrocardiogram (ECG) picks up
            these signals through small sticky electrodes on the chest, arms and legs, and prints
            them as a trace. It is quick and painless, and nothing is passed into your body.
          </Trans>
        </p>
        <p>
          <Trans>
            An ECG shows your heart rate and rhythm, and can show signs of a previous heart attack,
            reduced blood supply, thickened heart muscle or problems with the heart's electrical
            wiring.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Electrocardiography (ECG)”.">
            Types of ECG recording
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>Resting 12-lead ECG: a snapshot of about ten seconds while you lie still.</Trans>
          </li>
          <li>
            <Trans>
              Holter monitor: a small recorder worn for 24 hours to several days at home, to catch
              symptoms or rhythm changes that come and go.
            </Trans>
          </li>
          <li>
            <Trans>
              Event recorder or patch: worn for longer, and started when you feel symptoms.
            </Trans>
          </li>
          <li>
            <Trans>
              Exercise ECG: recorded while you walk on a treadmill, as part of a stress test.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Electrocardiography (ECG)”.">
            When it is used
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Electrocardiography (ECG)”: a fragment, lower case and without a full stop in English.">
              chest pain, palpitations, dizziness, fainting or breathlessness
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Electrocardiography (ECG)”: a fragment, lower case and without a full stop in English.">
              as part of heart screening or a check before surgery
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Electrocardiography (ECG)”: a fragment, lower case and without a full stop in English.">
              to monitor a known heart condition or the effect of some medicines
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Electrocardiography (ECG)”.">
            What happens during a resting ECG
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              You undress to the waist and lie on a couch. Small areas of chest hair may need to be
              trimmed so the electrodes stick well.
            </Trans>
          </li>
          <li>
            <Trans>Ten electrodes are attached and connected to the machine.</Trans>
          </li>
          <li>
            <Trans>
              You lie still and breathe normally for a few seconds while the trace is recorded.
            </Trans>
          </li>
          <li>
            <Trans>
              The electrodes are removed, and you can go back to normal activities straight away.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Electrocardiography (ECG)”.">
            Results and limits
          </Trans>
        }
      >
        <p>
          <Trans>
            The doctor reads the ECG together with your symptoms and examination. A normal resting
            ECG does not rule out every heart problem, especially symptoms that come and go, so
            further tests may be suggested. There are no risks from an ECG; some people have mild
            skin irritation from the electrodes.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
