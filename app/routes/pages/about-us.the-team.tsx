import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallToAction, RelatedLinks } from '../../content/blocks.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { Sections } from '../../content/Sections.tsx'
import { useDoctorName } from '../../content/doctor-name.ts'
import { Link } from '../../i18n/navigation.tsx'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg`Our clinic team`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`The nurses, technologists and patient care staff who work alongside our cardiologist.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/about-us/the-team')({
  ...pageRoute(title, description),
  component: TeamPage,
})

function TeamPage() {
  const doctorName = useDoctorName()
  return (
    <ContentPage
      id="team"
      title={title}
      lead={description}
      hero={{ src: 'team', alt: msg`Illustration of three people standing together` }}
    >
      <Sections
        sections={[
          {
            title: msg`Working together for you`,
            body: [
              <p>
                <Trans>
                  A visit to a heart specialist often involves several people: someone who arranges
                  your appointment, a nurse who prepares you, a technologist who performs your
                  tests, and the cardiologist who brings the results together. Our team works with{' '}
                  <Link to="doctor">{doctorName}</Link> so that you know what happens at each step.
                </Trans>
              </p>,
            ],
          },
        ]}
      />

      {/* CONFIRM WITH THE CLINIC: the clinic confirms each role below (nurses who record ECGs, cardiac technologists and sonographers, the patient service team) before launch, and removes any it does not have. */}
      <Sections
        sections={[
          {
            title: msg({ comment: 'Section heading.', message: 'Nurses' }),
            body: [
              msg`Our nurses check your blood pressure, heart rate and weight, record ECGs, prepare you for tests and procedures, and explain how to take your medicines and what to expect afterwards. They are often the first people to contact if you have a question between appointments, during opening hours. For chest pain or collapse, call 995.`,
            ],
          },
          {
            title: msg`Cardiac technologists and sonographers`,
            body: [
              msg`Cardiac technologists and sonographers perform heart tests such as echocardiograms, exercise stress tests and heart rhythm monitoring. They will explain each step, make you as comfortable as possible and prepare the recordings for the cardiologist to review.`,
            ],
          },
          {
            title: msg`Patient service team`,
            body: [
              msg`Our patient service team answers calls and enquiries, arranges appointments and tests, and helps with referral letters, insurance forms, medical reports and billing. If you need an appointment to fit around work or travel, let them know.`,
            ],
          },
          {
            title: msg`Working with your other doctors`,
            body: [
              msg`With your consent, we keep your family doctor informed about your tests and treatment, and we coordinate with hospitals and other specialists when you need care elsewhere.`,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Your privacy' }),
            body: [
              msg`We treat your medical information as confidential and handle your personal data in line with Singapore's Personal Data Protection Act.`,
            ],
          },
        ]}
      />

      <RelatedLinks
        links={[
          { to: 'doctor', label: msg`Our cardiologist` },
          { to: 'heartScreening' },
          { to: 'contact', label: msg`Contact us` },
        ]}
      />
      <CallToAction />
    </ContentPage>
  )
}
