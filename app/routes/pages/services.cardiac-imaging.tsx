import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Facts, Section } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { ProcedureLocationFact } from '../../content/ProcedureLocation.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('cardiacImaging', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'Imaging tests such as CT, MRI and nuclear scans help assess the structure and blood supply of the heart.',
  }),
  heroAlt: msg`Illustration of stacked scan slices with a heart`,
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-imaging')({
  head: page.head,
  loader: loadPageText,
  component: CardiacImagingPage,
})

function CardiacImagingPage() {
  return (
    <MedicalPage
      page={page}
      related={['cardiacPet', 'echocardiography', 'coronaryAngiography', 'heartScreening']}
    >
      <Facts>
        <ProcedureLocationFact procedure="cardiacImaging" />
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">
            Choosing the right scan
          </Trans>
        }
      >
        <p>
          <Trans>
            Each imaging test answers different questions. Some show the structure of the heart,
            some show the coronary arteries, and some show how well blood reaches the heart muscle.
            The cardiologist recommends a scan based on your symptoms, your risk factors and what
            earlier tests have shown, and explains why it is needed.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">
            CT coronary angiography
          </Trans>
        }
      >
        <p>
          <Trans>
            A CT scanner takes detailed X-ray pictures of the coronary arteries after contrast dye
            is injected into a vein. It can show narrowing and plaque without a catheter. You may be
            given a medicine to slow your heart rate for clearer images. The scan itself takes only
            a few minutes.
          </Trans>
        </p>
        <p>
          <Trans>
            A coronary calcium score is a shorter CT scan without dye. It measures calcium in the
            artery walls, a marker of plaque, and can help estimate the risk of future heart
            problems in people without symptoms.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Cardiac imaging”.">Cardiac MRI</Trans>}
      >
        <p>
          <Trans>
            MRI uses a strong magnet and radio waves, not X-rays. It gives detailed pictures of the
            heart muscle, chambers and valves, and can show scarring, inflammation and how well the
            heart pumps. The scan usually takes 30 to 60 minutes, lying inside a tunnel-shaped
            scanner.
          </Trans>
        </p>
        <p>
          <Trans>
            Tell us beforehand if you have a pacemaker, defibrillator or other implant, metal
            fragments in your body, or if you feel anxious in enclosed spaces.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">Nuclear scans</Trans>
        }
      >
        <p>
          <Trans>
            Nuclear perfusion scans (SPECT or PET) use a small amount of a radioactive tracer to
            show blood flow to the heart muscle, at rest and under stress. They help find areas of
            the heart that do not receive enough blood.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">Echocardiography</Trans>
        }
      >
        <p>
          <Trans>
            An echocardiogram is an ultrasound scan and is often the first imaging test for the
            heart. It shows the chambers, valves and pumping action without radiation.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">
            Preparing for a scan
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>
              You will receive instructions for your scan, such as when to stop eating, and whether
              to avoid caffeine.
            </Trans>
          </li>
          <li>
            <Trans>
              Tell us about allergies to contrast dye, kidney problems, diabetes medicines, and any
              chance of pregnancy.
            </Trans>
          </li>
          <li>
            <Trans>Bring a list of your medicines and any previous scan reports.</Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac imaging”.">
            Radiation and other risks
          </Trans>
        }
      >
        <p>
          <Trans>
            CT and nuclear scans involve a dose of radiation; MRI and ultrasound do not. Contrast
            dye can rarely cause an allergic reaction or affect the kidneys. The doctor weighs these
            against the value of the information for your care, and you can ask about them at any
            time.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
