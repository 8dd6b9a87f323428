import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Fact, Facts, Section, Steps } from '../../content/blocks.tsx'
import { ProcedureLocationFact } from '../../content/ProcedureLocation.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('angioplasty', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'Coronary angioplasty widens a narrowed heart artery with a small balloon, usually followed by a stent.',
  }),
  heroAlt: msg`Illustration of an artery widened by a balloon and a stent`,
})

export const Route = createFileRoute('/{-$lang}/services/angioplasty')({
  head: page.head,
  loader: loadPageText,
  component: AngioplastyPage,
})

function AngioplastyPage() {
  return (
    <MedicalPage
      page={page}
      related={[
        'coronaryAngiography',
        'angina',
        'heartAttack',
        'cardiacRehabilitation',
        'blogAngioplasty',
      ]}
    >
      <Facts>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Angioplasty”; its value follows.">
              Also called
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Also called” on the page “Angioplasty” (a short fragment).">
            Percutaneous coronary intervention (PCI)
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Angioplasty”; its value follows.">
              How long it takes
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “How long it takes” on the page “Angioplasty” (a short fragment).">
            Usually 30 minutes to 2 hours
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Angioplasty”; its value follows.">
              Anaesthetic
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Anaesthetic” on the page “Angioplasty” (a short fragment).">
            Local anaesthetic, often with a mild sedative
          </Trans>
        </Fact>
        <Fact
          term={
            <Trans comment="Label in the key facts at the top of the page “Angioplasty”; its value follows.">
              Hospital stay
            </Trans>
          }
        >
          <Trans comment="Value of the key fact “Hospital stay” on the page “Angioplasty” (a short fragment).">
            Often the same day or one night
          </Trans>
        </Fact>
        <ProcedureLocationFact procedure="angioplasty" />
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Angioplasty”.">What angioplasty is</Trans>
        }
      >
        <p>
          <Trans>
            The coronary arteries supply the heart muscle with blood. Fatty deposits called plaque
            can narrow them and reduce blood flow, which can cause chest pain (angina) or a heart
            attack.
          </Trans>
        </p>
        <p>
          <Trans>
            In angioplasty, the cardiologist passes a thin, flexible tube called a catheter through
            an artery in the wrist or groin to the heart. A tiny balloon is inflated inside the
            narrowing to widen it. In most cases a stent, a small mesh tube, is left in place to
            help keep the artery open.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Angioplasty”.">When it is used</Trans>}
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              angina that continues despite medicines and lifestyle changes
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              a significant narrowing found by coronary angiography or other tests
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “When it is used” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              as emergency treatment during a heart attack, to restore blood flow as quickly as
              possible
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Angioplasty is not suitable for everyone. Depending on the number and position of the
            narrowings, medicines alone or bypass surgery may be better options. The cardiologist
            will discuss the choices with you.
          </Trans>
        </p>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Angioplasty”.">How to prepare</Trans>}
      >
        <ul>
          <li>
            <Trans>You will usually have blood tests and an ECG beforehand.</Trans>
          </li>
          <li>
            <Trans>
              Tell the doctor about all your medicines, especially blood thinners and diabetes
              medicines, and about any allergies, including to contrast dye.
            </Trans>
          </li>
          <li>
            <Trans>You will be told when to stop eating and drinking before the procedure.</Trans>
          </li>
          <li>
            <Trans>Arrange for an adult to take you home. You should not drive on the day.</Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Angioplasty”.">
            What happens during the procedure
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              You lie on an X-ray table and stay awake. The skin over the wrist or groin artery is
              numbed with local anaesthetic.
            </Trans>
          </li>
          <li>
            <Trans>
              The catheter is guided to the heart. Contrast dye is injected and X-ray images show
              the narrowed artery.
            </Trans>
          </li>
          <li>
            <Trans>
              The balloon is inflated for a short time. You may feel some chest discomfort while it
              is inflated; tell the team if you do.
            </Trans>
          </li>
          <li>
            <Trans>A stent is usually placed, and more images check the blood flow.</Trans>
          </li>
          <li>
            <Trans>
              The catheter is removed and the puncture site is closed with a pressure band or
              dressing.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={<Trans comment="Section heading on the page “Angioplasty”.">Afterwards</Trans>}
      >
        <ul>
          <li>
            <Trans>
              You rest while nurses check your blood pressure, heart rhythm and the puncture site.
            </Trans>
          </li>
          <li>
            <Trans>
              Avoid heavy lifting and strenuous exercise for about a week, or as advised.
            </Trans>
          </li>
          <li>
            <Trans>
              After a stent you will usually take two medicines that prevent blood clots for some
              months. Do not stop them without speaking to your cardiologist.
            </Trans>
          </li>
          <li>
            <Trans>Ask the doctor when you can drive, travel and return to work.</Trans>
          </li>
          <li>
            <Trans>
              A cardiac rehabilitation programme and healthy habits help protect your arteries in
              the long term.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={<Trans comment="Section heading on the page “Angioplasty”.">Risks</Trans>}>
        <p>
          <Trans>
            Angioplasty is a common procedure, and most people have no serious problems. As with any
            procedure, there are risks, including:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans comment="List item under the heading “Risks” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              bruising or bleeding where the catheter was inserted, which is the most common problem
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risks” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              a reaction to the contrast dye, or strain on the kidneys
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risks” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              an irregular heartbeat during the procedure
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Risks” on the page “Angioplasty”: a fragment, lower case and without a full stop in English.">
              rarely, damage to an artery, a heart attack, a stroke or the need for emergency
              surgery
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The cardiologist will explain the benefits and risks for you before you decide.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
