import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Section } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('angina', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'Angina is chest discomfort that occurs when the heart muscle does not get enough oxygen-rich blood.',
  }),
  heroAlt: msg`Illustration of a heart with lines showing discomfort`,
})

export const Route = createFileRoute('/{-$lang}/conditions/angina')({
  head: page.head,
  loader: loadPageText,
  component: AnginaPage,
})

function AnginaPage() {
  return (
    <MedicalPage
      page={page}
      related={[
        'heartAttack',
        'heartDisease',
        'cardiacStressTesting',
        'angioplasty',
        'blogChestPain',
      ]}
    >
      <Section
        title={<Trans comment="Section heading on the page “Angina”.">What angina is</Trans>}
      >
        <p>
          <Trans>
            Angina is a symptom rather than a disease. It usually happens when the coronary
            arteries, which supply the heart muscle, are narrowed by fatty plaque. At rest enough
            blood gets through, but when the heart works harder it needs more oxygen than the
            narrowed arteries can deliver.
          </Trans>
        </p>
        <p>
          <Trans>
            Angina is a warning sign of coronary artery disease and of a higher risk of heart
            attack, so it should always be assessed by a doctor.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Angina”.">Symptoms</Trans>}>
        <ul>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              tightness, pressure, heaviness or squeezing in the chest
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              discomfort that may spread to the arms, neck, jaw, back or upper stomach
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              breathlessness, tiredness or nausea, which may be the main symptoms in women, older
              people and people with diabetes
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Typical angina comes on with physical effort, emotional stress, cold weather or after a
            heavy meal, and settles within a few minutes of rest or using a nitrate spray.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Angina”.">Stable and unstable angina</Trans>
        }
      >
        <p>
          <Trans>
            Stable angina follows a predictable pattern: it appears with a similar amount of effort
            and goes away with rest.
          </Trans>
        </p>
        <p>
          <Trans>
            Unstable angina is new, happens more easily or at rest, or lasts longer than usual. It
            can be a sign of an impending heart attack and is an emergency.
          </Trans>
        </p>
        <p>
          <strong>
            <Trans>
              Call 995 if your chest pain is severe, happens at rest, or does not settle within five
              minutes of resting or using your prescribed spray.
            </Trans>
          </strong>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Angina”.">Causes and risk factors</Trans>
        }
      >
        <p>
          <Trans>
            Most angina is caused by coronary artery disease. The risk is higher with smoking, high
            blood pressure, high cholesterol, diabetes, excess weight, physical inactivity, older
            age and a family history of heart disease. Less often, angina is caused by spasm of the
            arteries, disease of the small blood vessels, or a narrowed heart valve.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Angina”.">How angina is diagnosed</Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “How angina is diagnosed” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              a consultation about your symptoms, risk factors and an examination
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “How angina is diagnosed” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              an ECG and blood tests
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “How angina is diagnosed” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              a stress test, CT coronary angiography or a cardiac PET scan
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “How angina is diagnosed” on the page “Angina”: a fragment, lower case and without a full stop in English.">
              coronary angiography, when treatment with a stent may be needed
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Angina”.">Treatment</Trans>}>
        <ul>
          <li>
            <Trans>
              Healthy habits: stopping smoking, regular activity within your limits, a balanced diet
              and a healthy weight.
            </Trans>
          </li>
          <li>
            <Trans>
              Medicines to relieve and prevent episodes, and to lower the risk of a heart attack,
              such as aspirin and cholesterol-lowering drugs.
            </Trans>
          </li>
          <li>
            <Trans>Control of blood pressure, cholesterol and diabetes.</Trans>
          </li>
          <li>
            <Trans>
              Angioplasty with a stent, or bypass surgery, when symptoms continue despite medicines
              or the narrowing is severe.
            </Trans>
          </li>
        </ul>
      </Section>
    </MedicalPage>
  )
}
