import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Section } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('heartDisease', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      "Heart disease covers conditions that affect the heart's arteries, muscle, valves or rhythm.",
  }),
  heroAlt: msg`Illustration of a heart with its major blood vessels`,
})

export const Route = createFileRoute('/{-$lang}/conditions/heart-disease')({
  head: page.head,
  loader: loadPageText,
  component: HeartDiseasePage,
})

function HeartDiseasePage() {
  return (
    <MedicalPage
      page={page}
      related={['angina', 'heartAttack', 'arrhythmia', 'heartScreening', 'echocardiography']}
    >
      <Section
        title={
          <Trans comment="Section heading on the page “Heart disease”.">
            Common types of heart disease
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>
              Coronary artery disease: narrowing of the heart's arteries by plaque, which can cause
              angina and heart attacks.
            </Trans>
          </li>
          <li>
            <Trans>
              Heart failure: the heart does not pump or fill as well as it should, causing
              breathlessness, tiredness and swelling.
            </Trans>
          </li>
          <li>
            <Trans>
              Arrhythmias: heart rhythms that are too fast, too slow or irregular, such as atrial
              fibrillation.
            </Trans>
          </li>
          <li>
            <Trans>Heart valve disease: a valve that is narrowed or leaks.</Trans>
          </li>
          <li>
            <Trans>Cardiomyopathy: disease of the heart muscle, sometimes inherited.</Trans>
          </li>
          <li>
            <Trans>Congenital heart disease: heart conditions present from birth.</Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart disease”.">
            Symptoms to look out for
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Symptoms to look out for” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              chest pain, pressure or tightness
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms to look out for” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              breathlessness on exertion or when lying flat
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms to look out for” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              palpitations, dizziness or fainting
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Symptoms to look out for” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              swollen ankles, or tiredness that is new or unusual
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Many people with heart disease have no symptoms for years, which is why checking your
            risk factors matters.
          </Trans>
        </p>
      </Section>
      <Section
        title={<Trans comment="Section heading on the page “Heart disease”.">Risk factors</Trans>}
      >
        <p>
          <Trans>
            Some risk factors cannot be changed: older age, being male, and a family history of
            early heart disease. Many others can be changed or treated:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              smoking
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              high blood pressure
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              high cholesterol
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              diabetes
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              excess weight and physical inactivity
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risk factors” on the page “Heart disease”: a fragment, lower case and without a full stop in English.">
              an unhealthy diet, heavy drinking, and untreated sleep apnoea
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart disease”.">
            How heart disease is diagnosed
          </Trans>
        }
      >
        <p>
          <Trans>
            The doctor starts with your symptoms, history and an examination. Depending on what is
            suspected, tests may include blood tests, an ECG, an echocardiogram, a stress test,
            heart rhythm monitoring, CT or MRI scans, or coronary angiography.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart disease”.">Lowering your risk</Trans>
        }
      >
        <ul>
          <li>
            <Trans>Do not smoke, and avoid second-hand smoke.</Trans>
          </li>
          <li>
            <Trans>
              Aim for at least 150 minutes of moderate activity a week, such as brisk walking.
            </Trans>
          </li>
          <li>
            <Trans>
              Eat plenty of vegetables, fruit and whole grains, and less salt, sugar and saturated
              fat.
            </Trans>
          </li>
          <li>
            <Trans>
              Know your blood pressure, cholesterol and blood sugar, and treat them if they are
              high.
            </Trans>
          </li>
          <li>
            <Trans>Take your medicines as prescribed.</Trans>
          </li>
        </ul>
      </Section>
    </MedicalPage>
  )
}
