import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('heartScreening', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'Heart screening checks for risk factors and early signs of heart disease before symptoms appear.',
  }),
  heroAlt: msg`Illustration of a checklist next to a heart`,
})

export const Route = createFileRoute('/{-$lang}/services/heart-screening')({
  head: page.head,
  loader: loadPageText,
  component: HeartScreeningPage,
})

function HeartScreeningPage() {
  return (
    <MedicalPage
      page={page}
      related={['heartDisease', 'electrocardiography', 'cardiacImaging', 'blogCloggedArteries']}
    >
      <Section
        title={
          <Trans comment="Section heading on the page “Heart screening”.">
            Why screen your heart
          </Trans>
        }
      >
        <p>
          <Trans>
            Coronary artery disease often develops silently over many years. High blood pressure,
            high cholesterol and diabetes usually cause no symptoms until they have already affected
            the heart or blood vessels. Screening finds these risk factors early, when lifestyle
            changes and treatment can lower the chance of a heart attack or stroke.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart screening”.">
            Who may consider it
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Who may consider it” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              adults from about 40 years of age, or earlier with risk factors
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who may consider it” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              people with high blood pressure, high cholesterol, diabetes, or who smoke or have
              smoked
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who may consider it” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              people whose parent, brother or sister had heart disease at a young age
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who may consider it” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              people planning to start vigorous exercise or competitive sport
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart screening”.">
            What screening can include
          </Trans>
        }
      >
        <p>
          <Trans>
            Which tests are useful depends on your age, medical history and risk factors, so the
            doctor recommends them for you. Screening can include:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans comment="List item under the heading “What screening can include” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              a review of your medical and family history and lifestyle, and a physical examination
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What screening can include” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              blood pressure, weight and waist measurement
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What screening can include” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              blood tests for cholesterol, blood sugar and kidney function
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What screening can include” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              a resting ECG
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What screening can include” on the page “Heart screening”: a fragment, lower case and without a full stop in English.">
              where appropriate, an echocardiogram, a stress test or a coronary calcium score
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Heart screening”.">How it works</Trans>}
      >
        <Steps>
          <li>
            <Trans>
              You may be asked to fast for eight to ten hours before blood tests. Water is allowed.
            </Trans>
          </li>
          <li>
            <Trans>
              The doctor reviews your history, examines you and arranges the tests that are relevant
              for you.
            </Trans>
          </li>
          <li>
            <Trans>
              At a follow-up consultation, the doctor explains the results and your estimated risk
              of heart disease.
            </Trans>
          </li>
          <li>
            <Trans>
              You receive advice on lowering your risk, and a plan for any treatment or further
              tests.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart screening”.">
            What screening cannot do
          </Trans>
        }
      >
        <p>
          <Trans>
            No test can rule out every heart problem, and a normal result does not mean that future
            problems cannot happen. Screening is for people without symptoms. If you have symptoms
            such as chest pain, breathlessness or palpitations, please arrange a consultation rather
            than a screening.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
