import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('cardiacStressTesting', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'A stress test records how the heart works during exercise or medication that makes it work harder.',
  }),
  heroAlt: msg`Illustration of rising steps next to a heartbeat trace`,
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-stress-testing')({
  head: page.head,
  loader: loadPageText,
  component: StressTestingPage,
})

function StressTestingPage() {
  return (
    <MedicalPage
      page={page}
      related={[
        'electrocardiography',
        'echocardiography',
        'cardiacPet',
        'angina',
        'sportsCardiology',
      ]}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Cardiac stress testing”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Cardiac stress testing” (a short fragment).">
            About 30 to 60 minutes, including 10 to 15 minutes of exercise
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Cardiac stress testing”; its value follows.">
              What to bring
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “What to bring” on the page “Cardiac stress testing” (a short fragment).">
            Comfortable clothes and walking or running shoes
          </Trans>
        </Fact>
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            What a stress test is
          </Trans>
        }
      >
        <p>
          <Trans>
            Some heart problems only show when the heart is working hard. A stress test records your
            heart's electrical activity (ECG), heart rate and blood pressure while you exercise,
            usually by walking on a treadmill that gradually gets faster and steeper.
          </Trans>
        </p>
        <p>
          <Trans>
            If you cannot exercise, a medicine can be used to make the heart work harder or increase
            its blood flow instead.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            Types of stress test
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>Exercise ECG: the ECG is recorded during and after exercise.</Trans>
          </li>
          <li>
            <Trans>
              Stress echocardiogram: ultrasound images of the heart are taken before and after
              exercise or medication.
            </Trans>
          </li>
          <li>
            <Trans>
              Nuclear stress test or cardiac PET: a tracer shows the blood flow to the heart muscle
              at rest and under stress.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The doctor recommends the type that suits your symptoms, fitness and medical history.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            When it is used
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac stress testing”: a fragment, lower case and without a full stop in English.">
              to find out whether chest pain or breathlessness on exertion comes from the heart
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac stress testing”: a fragment, lower case and without a full stop in English.">
              to look for narrowed coronary arteries
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac stress testing”: a fragment, lower case and without a full stop in English.">
              to check how well treatment is working, for example after angioplasty
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac stress testing”: a fragment, lower case and without a full stop in English.">
              to assess fitness and heart rhythm during exercise
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            How to prepare
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>Avoid a heavy meal for two to three hours before the test.</Trans>
          </li>
          <li>
            <Trans>
              Ask whether to stop any medicines beforehand. Only stop a medicine if the doctor tells
              you to.
            </Trans>
          </li>
          <li>
            <Trans>For a test with medication, avoid caffeine for the time you are told.</Trans>
          </li>
          <li>
            <Trans>Bring your inhaler if you use one, and a list of your medicines.</Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            What happens during the test
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              ECG stickers are placed on your chest, and your resting ECG and blood pressure are
              recorded.
            </Trans>
          </li>
          <li>
            <Trans>
              You start walking slowly on the treadmill. Every few minutes it becomes a little
              faster and steeper.
            </Trans>
          </li>
          <li>
            <Trans>
              Tell the team straight away if you have chest pain, dizziness or unusual
              breathlessness.
            </Trans>
          </li>
          <li>
            <Trans>
              The test stops when you reach your target heart rate, when you are too tired to
              continue, or if symptoms or ECG changes appear.
            </Trans>
          </li>
          <li>
            <Trans>
              Your heart rate, ECG and blood pressure are monitored for several minutes while you
              recover.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac stress testing”.">
            Afterwards and risks
          </Trans>
        }
      >
        <p>
          <Trans>
            Most people feel tired for a short while and then return to normal activities. The
            doctor explains the results and whether further tests are needed.
          </Trans>
        </p>
        <p>
          <Trans>
            The test is supervised throughout. Serious problems, such as a heart attack or a
            dangerous heart rhythm, are rare, and emergency equipment is at hand.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
