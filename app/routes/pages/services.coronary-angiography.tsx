import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { ProcedureLocationFact } from '../../content/ProcedureLocation.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('coronaryAngiography', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'An X-ray test with contrast dye that shows whether the heart arteries are narrowed or blocked.',
  }),
  heroAlt: msg`Illustration of the coronary arteries branching over a heart`,
})

export const Route = createFileRoute('/{-$lang}/services/coronary-angiography')({
  head: page.head,
  loader: loadPageText,
  component: CoronaryAngiographyPage,
})

function CoronaryAngiographyPage() {
  return (
    <MedicalPage
      page={page}
      related={['angioplasty', 'cardiacImaging', 'angina', 'blogCloggedArteries']}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Coronary angiography”; its value follows.">
              Also called
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Also called” on the page “Coronary angiography” (a short fragment).">
            Coronary angiogram, cardiac catheterisation
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Coronary angiography”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Coronary angiography” (a short fragment).">
            Usually 20 to 60 minutes
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Coronary angiography”; its value follows.">
              Anaesthetic
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Anaesthetic” on the page “Coronary angiography” (a short fragment).">
            Local anaesthetic, often with a mild sedative
          </Trans>
        </Fact>
        <ProcedureLocationFact procedure="coronaryAngiography" />
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Coronary angiography”.">
            What coronary angiography is
          </Trans>
        }
      >
        <p>
          <Trans>
            Coronary angiography shows the inside of the heart's arteries in detail. A thin tube
            (catheter) is passed through an artery in the wrist or groin to the openings of the
            coronary arteries. Contrast dye is injected, and X-ray images show where and how much
            the arteries are narrowed.
          </Trans>
        </p>
        <p>
          <Trans>
            If a significant narrowing is found, it can sometimes be treated with angioplasty and a
            stent during the same procedure. The doctor discusses this possibility with you
            beforehand.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Coronary angiography”.">
            When it is used
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Coronary angiography”: a fragment, lower case and without a full stop in English.">
              angina, or chest pain that other tests suggest comes from narrowed arteries
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Coronary angiography”: a fragment, lower case and without a full stop in English.">
              during or after a heart attack
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Coronary angiography”: a fragment, lower case and without a full stop in English.">
              abnormal results from a stress test, CT coronary angiography or a nuclear scan
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Coronary angiography”: a fragment, lower case and without a full stop in English.">
              before some heart operations, such as valve surgery
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            For many people with lower risk, a non-invasive test such as CT coronary angiography may
            answer the question first.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Coronary angiography”.">
            How to prepare
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans>
              You will have blood tests, including kidney function, and an ECG beforehand.
            </Trans>
          </li>
          <li>
            <Trans>
              Tell the doctor about blood thinners, diabetes medicines and allergies, especially to
              contrast dye. You may be asked to pause some medicines.
            </Trans>
          </li>
          <li>
            <Trans>Follow the instructions about when to stop eating and drinking.</Trans>
          </li>
          <li>
            <Trans>Arrange for an adult to take you home and stay with you that evening.</Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Coronary angiography”.">
            What happens during the test
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              You lie on the X-ray table, awake. The wrist or groin is cleaned and numbed.
            </Trans>
          </li>
          <li>
            <Trans>
              The catheter is guided to the heart. You should not feel it moving inside the artery.
            </Trans>
          </li>
          <li>
            <Trans>
              Dye is injected several times while the X-ray camera moves around you. A warm flush
              for a few seconds is normal.
            </Trans>
          </li>
          <li>
            <Trans>
              The catheter is removed and a pressure band or dressing closes the puncture site.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Coronary angiography”.">Afterwards</Trans>
        }
      >
        <p>
          <Trans>
            You rest for a few hours while the puncture site is checked, and most people go home the
            same day. Drink plenty of fluids unless told otherwise, avoid heavy lifting for a few
            days, and keep the puncture site clean and dry. The doctor explains what the pictures
            showed and the treatment options.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Coronary angiography”.">Risks</Trans>}
      >
        <p>
          <Trans>
            Bruising at the puncture site is common. Less common problems include bleeding, a
            reaction to the dye, and strain on the kidneys. Serious complications such as a heart
            attack, stroke or damage to an artery are rare. The doctor explains how these apply to
            you.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
