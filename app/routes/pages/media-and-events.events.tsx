import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { longDate } from '../../content/date-text.ts'
import { upcomingEvents as upcoming } from '../../content/events.ts'
import { CallToAction, RelatedLinks } from '../../content/blocks.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { Sections } from '../../content/Sections.tsx'
import { Link } from '../../i18n/navigation.tsx'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Events',
})
// No off-site screenings until the HCSA licence is confirmed to cover that mode of service.
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Health talks and community events the clinic takes part in.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/media-and-events/events')({
  ...pageRoute(title, description),
  component: EventsPage,
})

function EventsPage() {
  return (
    <ContentPage
      id="events"
      title={title}
      lead={description}
      hero={{ src: 'events', alt: msg`Illustration of a calendar with one day marked by a heart` }}
    >
      <Sections
        sections={[
          {
            title: msg({ comment: 'Section heading.', message: 'Upcoming events' }),
            body: [
              upcoming.length > 0 ? (
                <ul>
                  {upcoming.map((event) => (
                    <li key={`${event.date}-${event.title}`}>
                      <strong>{event.title}</strong>:{' '}
                      <time dateTime={event.date}>{longDate(event.date, 'en-SG')}</time>,{' '}
                      {event.place}. {event.description}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  <Trans>
                    There are no events scheduled at the moment. Talks are listed here once their
                    dates are confirmed.
                  </Trans>
                </p>
              ),
            ],
          },
          {
            title: msg`Talks for your organisation`,
            body: [
              msg`Companies, community groups, schools and sports clubs are welcome to invite our doctor to give a general talk on heart health. Talks can be adapted to your audience and usually include time for questions.`,
              msg`Possible topics include:`,
              {
                list: [
                  // lingui-set comment="List item: a fragment, lower case and without a full stop in English."
                  msg`knowing your numbers: blood pressure, cholesterol and blood sugar`,
                  msg`the warning signs of a heart attack and stroke, and what to do`,
                  msg`staying active safely, at any age`,
                  msg`heart health at work: stress, sleep and long hours`,
                  // lingui-reset
                ],
              },
              <p>
                <Trans>
                  To make a request, please <Link to="contact">send us an enquiry</Link> with the
                  date, the audience and the topic you have in mind.
                </Trans>
              </p>,
            ],
          },
          {
            title: msg`Learn first aid for the heart`,
            body: [
              msg`When someone collapses from a cardiac arrest, calling 995, starting chest compressions and using an AED straight away can save a life. Consider attending a CPR and AED course from a recognised training provider.`,
            ],
          },
        ]}
      />

      <RelatedLinks links={[{ to: 'media' }, { to: 'heartAttack' }, { to: 'heartScreening' }]} />
      <CallToAction />
    </ContentPage>
  )
}
