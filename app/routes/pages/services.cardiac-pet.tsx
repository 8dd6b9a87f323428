import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { ProcedureLocationFact } from '../../content/ProcedureLocation.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('cardiacPet', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'A cardiac PET scan shows how well blood reaches the heart muscle, at rest and under stress.',
  }),
  heroAlt: msg`Illustration of a heart inside the ring of a scanner`,
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-pet')({
  head: page.head,
  loader: loadPageText,
  component: CardiacPetPage,
})

function CardiacPetPage() {
  return (
    <MedicalPage
      page={page}
      related={['cardiacStressTesting', 'cardiacImaging', 'angina', 'heartDisease']}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Cardiac PET”; its value follows.">
              Also called
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Also called” on the page “Cardiac PET” (a short fragment).">
            PET myocardial perfusion imaging
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Cardiac PET”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Cardiac PET” (a short fragment).">
            The scan usually takes under an hour
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Cardiac PET”; its value follows.">
              Preparation
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Preparation” on the page “Cardiac PET” (a short fragment).">
            No caffeine beforehand, and a few hours without food
          </Trans>
        </Fact>
        <ProcedureLocationFact procedure="cardiacPet" />
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac PET”.">
            What a cardiac PET scan is
          </Trans>
        }
      >
        <p>
          <Trans>
            PET stands for positron emission tomography. A very small amount of a radioactive
            substance, called a tracer, is injected into a vein. It travels with the blood into the
            heart muscle, and the scanner records where it goes.
          </Trans>
        </p>
        <p>
          <Trans>
            Images are taken at rest and again while a medicine makes the heart's arteries carry
            more blood, as they would during exercise. Areas that receive less blood under stress
            can point to narrowed arteries. PET can also measure how much blood reaches the heart
            muscle, which helps when several arteries or the small vessels are affected.
          </Trans>
        </p>
        <p>
          <Trans>
            With a different tracer, PET can also show whether weakened heart muscle is still alive,
            or whether there is inflammation in the heart.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Cardiac PET”.">When it is used</Trans>}
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac PET”: a fragment, lower case and without a full stop in English.">
              to look for coronary artery disease in people with chest pain or breathlessness
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac PET”: a fragment, lower case and without a full stop in English.">
              when other tests are unclear, or exercise is not possible
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac PET”: a fragment, lower case and without a full stop in English.">
              to help decide whether angioplasty or bypass surgery is likely to help
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Cardiac PET”: a fragment, lower case and without a full stop in English.">
              to check heart muscle after a heart attack or in heart failure
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Cardiac PET”.">How to prepare</Trans>}
      >
        <ul>
          <li>
            <Trans>
              Avoid caffeine for at least 12 to 24 hours before the scan, as instructed: coffee,
              tea, chocolate, cola, energy drinks and some pain relievers. Caffeine stops the stress
              medicine from working.
            </Trans>
          </li>
          <li>
            <Trans>Do not eat for a few hours before the scan. Water is usually allowed.</Trans>
          </li>
          <li>
            <Trans>
              Ask whether to take your usual medicines on the day. Some heart medicines may need to
              be paused.
            </Trans>
          </li>
          <li>
            <Trans>
              Tell us if you have asthma or lung disease, or if you are pregnant or breastfeeding.
            </Trans>
          </li>
          <li>
            <Trans>
              Where the scan takes place and how much time to allow will be confirmed when your
              appointment is arranged.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac PET”.">
            What happens during the scan
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              A small cannula is placed in a vein in your arm, and ECG stickers are put on your
              chest.
            </Trans>
          </li>
          <li>
            <Trans>
              You lie on the scanner bed, usually with your arms above your head. Keeping still
              helps give clear images.
            </Trans>
          </li>
          <li>
            <Trans>The tracer is injected and the resting images are taken.</Trans>
          </li>
          <li>
            <Trans>
              The stress medicine is given through the cannula. It can cause flushing,
              breathlessness, headache or chest tightness for a few minutes. Tell the team how you
              feel.
            </Trans>
          </li>
          <li>
            <Trans>More tracer is injected and the stress images are taken.</Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Cardiac PET”.">Afterwards</Trans>}
      >
        <p>
          <Trans>
            You can usually eat, drink and go back to your normal activities straight away. The
            tracer fades within hours. A specialist reviews the images, and your cardiologist
            explains the results and any next steps.
          </Trans>
        </p>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Cardiac PET”.">Risks</Trans>}>
        <ul>
          <li>
            <Trans>
              The scan involves a small dose of radiation. The doctor will only recommend it when
              the information is expected to help your care.
            </Trans>
          </li>
          <li>
            <Trans>
              The effects of the stress medicine are usually mild and pass within minutes.
            </Trans>
          </li>
          <li>
            <Trans>
              Rarely, the medicine can cause wheezing or a slow heart rhythm. The team monitors you
              throughout and can treat this quickly.
            </Trans>
          </li>
        </ul>
      </Section>
    </MedicalPage>
  )
}
