import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallToAction, Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('heartAttack', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'A heart attack happens when blood flow to part of the heart muscle is suddenly blocked.',
  }),
  heroAlt: msg`Illustration of a heart with a blocked artery and the affected muscle highlighted`,
})

export const Route = createFileRoute('/{-$lang}/conditions/heart-attack')({
  head: page.head,
  loader: loadPageText,
  component: HeartAttackPage,
})

function HeartAttackPage() {
  return (
    <MedicalPage
      page={page}
      related={[
        'angina',
        'heartDisease',
        'angioplasty',
        'cardiacRehabilitation',
        'blogAttackVsFailure',
      ]}
      callToAction={
        <CallToAction title={<Trans>Follow-up care after a heart attack</Trans>}>
          <Trans>
            If you have had a heart attack, our cardiologist can review your recovery, medicines and
            tests, and plan your rehabilitation. Send us an enquiry or call the clinic.
          </Trans>
        </CallToAction>
      }
    >
      <Section
        title={<Trans comment="Section heading on the page “Heart attack”.">Warning signs</Trans>}
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Warning signs” on the page “Heart attack”: a fragment, lower case and without a full stop in English.">
              pain, pressure, tightness or heaviness in the chest that lasts more than a few minutes
              or keeps coming back
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Warning signs” on the page “Heart attack”: a fragment, lower case and without a full stop in English.">
              pain spreading to one or both arms, the neck, jaw, back or upper stomach
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Warning signs” on the page “Heart attack”: a fragment, lower case and without a full stop in English.">
              breathlessness, cold sweat, nausea or vomiting
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Warning signs” on the page “Heart attack”: a fragment, lower case and without a full stop in English.">
              light-headedness, or a sense of something being very wrong
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Symptoms are not always dramatic. Some people, particularly women, older people and
            people with diabetes, have mild discomfort, breathlessness or tiredness only. If in
            doubt, call 995.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Heart attack”.">What to do</Trans>}
      >
        <Steps>
          <li>
            <Trans>
              Call 995 for an ambulance straight away. Do not wait to see if the pain passes.
            </Trans>
          </li>
          <li>
            <Trans>Stop what you are doing, and sit down and rest while you wait.</Trans>
          </li>
          <li>
            <Trans>
              Chew an aspirin only if the emergency call-taker or a doctor advises it, and you are
              not allergic to it.
            </Trans>
          </li>
          <li>
            <Trans>
              If the person collapses and is not breathing normally, start chest compressions and
              use an automated external defibrillator (AED) if one is available. The call-taker will
              guide you.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart attack”.">
            What happens in the heart
          </Trans>
        }
      >
        <p>
          <Trans>
            Most heart attacks happen when fatty plaque in a coronary artery cracks and a blood clot
            forms on it, blocking the artery. The heart muscle supplied by that artery starts to be
            damaged within minutes. The sooner blood flow is restored, the more heart muscle can be
            saved.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart attack”.">Treatment in hospital</Trans>
        }
      >
        <p>
          <Trans>
            In hospital, an ECG and blood tests confirm the diagnosis. The blocked artery is usually
            opened with emergency angioplasty and a stent, or sometimes with clot-dissolving
            medicines. Medicines are given to prevent further clots and to protect the heart. Some
            people need bypass surgery.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart attack”.">After a heart attack</Trans>
        }
      >
        <ul>
          <li>
            <Trans>
              Most people take several medicines in the long term. Take them as prescribed and do
              not stop them without advice.
            </Trans>
          </li>
          <li>
            <Trans>Cardiac rehabilitation helps you rebuild fitness and confidence safely.</Trans>
          </li>
          <li>
            <Trans>
              Regular follow-up with a cardiologist checks your recovery, medicines and risk
              factors.
            </Trans>
          </li>
          <li>
            <Trans>
              Ask when you can return to work, drive and travel. Feeling anxious or low afterwards
              is common; talk to your doctor about it.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Heart attack”.">Lowering your risk</Trans>
        }
      >
        <p>
          <Trans>
            Not smoking, staying active, eating a balanced diet, keeping a healthy weight and
            controlling blood pressure, cholesterol and diabetes lower the risk of a first or
            further heart attack.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
