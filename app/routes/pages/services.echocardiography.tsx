import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('echocardiography', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      "An echocardiogram uses ultrasound to show the heart's chambers, valves and pumping action.",
  }),
  heroAlt: msg`Illustration of an ultrasound image of the heart`,
})

export const Route = createFileRoute('/{-$lang}/services/echocardiography')({
  head: page.head,
  loader: loadPageText,
  component: EchocardiographyPage,
})

function EchocardiographyPage() {
  return (
    <MedicalPage
      page={page}
      related={['cardiacStressTesting', 'electrocardiography', 'cardiacImaging', 'heartDisease']}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Echocardiography”; its value follows.">
              Also called
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Also called” on the page “Echocardiography” (a short fragment).">
            Echo, heart ultrasound
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Echocardiography”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Echocardiography” (a short fragment).">
            Usually 30 to 60 minutes
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Echocardiography”; its value follows.">
              Radiation
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Radiation” on the page “Echocardiography” (a short fragment).">
            None: it uses sound waves
          </Trans>
        </Fact>
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">
            What an echocardiogram shows
          </Trans>
        }
      >
        <p>
          <Trans>
            An echocardiogram is an ultrasound scan of the heart. A probe on the chest sends out
            sound waves and turns their echoes into moving pictures.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans comment="List item under the heading “What an echocardiogram shows” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              the size of the heart's chambers and the thickness of its walls
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an echocardiogram shows” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              how strongly the heart pumps
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an echocardiogram shows” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              how the heart valves open and close, and whether any leak or are narrowed
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What an echocardiogram shows” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              fluid around the heart, and the pressures inside it
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">When it is used</Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              breathlessness, swollen ankles or tiredness that may come from the heart
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              a heart murmur heard by a doctor
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              after a heart attack, or to follow up heart failure or valve disease
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              to see how high blood pressure has affected the heart
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Echocardiography”: a fragment, lower case and without a full stop in English.">
              palpitations or an abnormal ECG
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">
            Types of echocardiogram
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>
              Transthoracic echocardiogram: the standard scan, with the probe on the chest.
            </Trans>
          </li>
          <li>
            <Trans>
              Stress echocardiogram: scans before and after exercise or medication, to see how the
              heart copes with effort.
            </Trans>
          </li>
          <li>
            <Trans>
              Transoesophageal echocardiogram: a thin probe is passed down the throat under
              sedation, for closer views of the valves and upper chambers.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">How to prepare</Trans>
        }
      >
        <p>
          <Trans>
            No special preparation is needed for a standard echocardiogram. Take your medicines as
            usual, and wear a top that is easy to remove.
          </Trans>
        </p>
        <p>
          <Trans>
            For a transoesophageal echocardiogram, you need to stop eating and drinking for about
            six hours beforehand, and someone should take you home afterwards because of the
            sedation.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">
            What happens during a standard echocardiogram
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              You undress to the waist and put on a gown, then lie on your left side on a couch.
            </Trans>
          </li>
          <li>
            <Trans>ECG stickers are placed on your chest to record your heart rhythm.</Trans>
          </li>
          <li>
            <Trans>
              The sonographer or doctor moves a probe with cool gel over your chest, pressing gently
              to get clear pictures.
            </Trans>
          </li>
          <li>
            <Trans>
              You may be asked to breathe in a certain way, and you may hear the whooshing sound of
              blood flow.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Echocardiography”.">
            Afterwards and risks
          </Trans>
        }
      >
        <p>
          <Trans>
            You can go back to your normal activities straight away. A standard echocardiogram has
            no known risks. After a transoesophageal echocardiogram your throat may be sore for a
            day, and the doctor will explain the small risks of sedation and the probe beforehand.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
