import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallToAction, RelatedLinks, Section } from '../../content/blocks.tsx'
import { ContactNumbers } from '../../content/ClinicDetails.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { PressList, type PressItem } from '../../content/PressCoverage.tsx'
import { Sections } from '../../content/Sections.tsx'
import { useDoctorName } from '../../content/doctor-name.ts'
import { Link } from '../../i18n/navigation.tsx'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Media',
})
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Articles and interviews in which our doctor shares general heart health information.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/media-and-events/media')({
  ...pageRoute(title, description),
  component: MediaPage,
})

/** PLACEHOLDER: press coverage, newest first, as the clinic supplies it; hidden while empty.
 * An item is linked only once its article is checked against the advertising rules (docs/recipes.md). */
const coverage: PressItem[] = []

function MediaPage() {
  const doctorName = useDoctorName()
  return (
    <ContentPage
      id="media"
      title={title}
      lead={description}
      hero={{ src: 'media', alt: msg`Illustration of a microphone and speech bubbles` }}
    >
      <Sections
        sections={[
          {
            title: msg`Heart health information in the media`,
            body: [
              msg`Heart disease is common, and many people first learn about symptoms, tests and prevention from newspapers, radio, television and online media. Our doctor takes part in interviews and articles to explain these topics in plain language.`,
              msg`In line with the Singapore Medical Council's ethical code, our doctor shares general information only, does not comment on individual patients, and does not endorse commercial products.`,
            ],
          },
        ]}
      />

      {coverage.length > 0 && (
        <Section title={<Trans>In the media</Trans>}>
          <PressList items={coverage} />
        </Section>
      )}

      <Sections
        sections={[
          {
            title: msg`Topics our doctor can speak about`,
            body: [
              {
                list: [
                  // lingui-set comment="List item: a fragment, lower case and without a full stop in English."
                  msg`recognising the warning signs of a heart attack, and what to do`,
                  msg`chest pain: when it is the heart and when it is not`,
                  msg`heart screening: who needs it and what the tests show`,
                  msg`blood pressure, cholesterol and diabetes as risk factors for heart disease`,
                  msg`exercise and the heart, from first steps to endurance sport`,
                  msg`life after a heart attack or angioplasty`,
                  // lingui-reset
                ],
              },
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Media enquiries' }),
            body: [
              msg`Journalists and producers who would like to speak with ${doctorName} can contact the clinic by email or phone. Please include your publication or programme, the topic and your deadline.`,
              <ContactNumbers />,
            ],
          },
          {
            title: msg`Read our articles`,
            body: [
              <p>
                <Trans>
                  Our <Link to="blog">health articles</Link> explain common heart symptoms,
                  conditions and treatments.
                </Trans>
              </p>,
            ],
          },
        ]}
      />

      <RelatedLinks
        links={[
          { to: 'events' },
          { to: 'blog', label: msg`Health articles` },
          { to: 'doctor', label: msg`Our cardiologist` },
        ]}
      />
      <CallToAction />
    </ContentPage>
  )
}
