import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Facts, Section, Steps } from '../../content/blocks.tsx'
import { MedicalPage } from '../../content/MedicalPage.tsx'
import { ProcedureLocationFact } from '../../content/ProcedureLocation.tsx'
import { medicalPage } from '../../content/medical.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const page = medicalPage('cardiacRehabilitation', {
  description: msg({
    comment:
      'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
    message:
      'A supervised programme of exercise, education and support after a heart event or procedure.',
  }),
  heroAlt: msg`Illustration of a winding path leading to a heart`,
})

export const Route = createFileRoute('/{-$lang}/services/cardiac-rehabilitation')({
  head: page.head,
  loader: loadPageText,
  component: CardiacRehabilitationPage,
})

function CardiacRehabilitationPage() {
  return (
    <MedicalPage
      page={page}
      related={['heartAttack', 'angioplasty', 'heartDisease', 'sportsCardiology']}
    >
      <Facts>
        <ProcedureLocationFact procedure="cardiacRehabilitation" />
      </Facts>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac rehabilitation”.">
            What cardiac rehabilitation is
          </Trans>
        }
      >
        <p>
          <Trans>
            Cardiac rehabilitation helps you recover and regain confidence after a heart problem. It
            combines exercise that is planned and supervised for you, information about your
            condition and medicines, and support to make lasting changes to your habits.
          </Trans>
        </p>
        <p>
          <Trans>
            Studies show that taking part can improve fitness and quality of life and lower the
            chance of going back to hospital with heart problems.
          </Trans>
        </p>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac rehabilitation”.">
            Who it is for
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Who it is for” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              people who have had a heart attack
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who it is for” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              after angioplasty and stenting, or heart bypass or valve surgery
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who it is for” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              people living with heart failure or stable angina
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Who it is for” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              after a pacemaker or defibrillator is fitted, if the doctor recommends it
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac rehabilitation”.">
            What the programme includes
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              an assessment of your health, fitness and goals before you start
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              exercise sessions that build up gradually, with your heart rate and symptoms monitored
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              advice on eating well, stopping smoking, managing weight, blood pressure, cholesterol
              and diabetes
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              help understanding your medicines and why each one matters
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              support with stress, low mood and worries, which are common after a heart event
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “What the programme includes” on the page “Cardiac rehabilitation”: a fragment, lower case and without a full stop in English.">
              guidance on returning to work, driving, travel and intimacy
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac rehabilitation”.">
            How it works
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              The doctor checks that it is safe for you to start, usually a few weeks after your
              event or procedure.
            </Trans>
          </li>
          <li>
            <Trans>
              You attend regular sessions over several weeks, often two or three times a week.
            </Trans>
          </li>
          <li>
            <Trans>Your exercise is adjusted as your fitness improves.</Trans>
          </li>
          <li>
            <Trans>At the end, you receive a plan to keep active and healthy on your own.</Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “Cardiac rehabilitation”.">Safety</Trans>
        }
      >
        <p>
          <Trans>
            Exercise is tailored to your condition and supervised by trained staff. Stop and tell
            the team if you feel chest pain, dizziness, or unusual breathlessness during a session.
          </Trans>
        </p>
      </Section>
    </MedicalPage>
  )
}
