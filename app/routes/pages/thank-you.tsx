import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { EmergencyNote, Section } from '../../content/blocks.tsx'
import { OpeningHours } from '../../content/ClinicDetails.tsx'
import { EnquirySteps, ReplyTime, WhatToBring } from '../../content/EnquirySteps.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { useDoctorName } from '../../content/doctor-name.ts'
import { EnquiryReference } from '../../enquiry/EnquiryReference.tsx'
import { REF_PATTERN } from '../../enquiry/reference.ts'
import { Link } from '../../i18n/navigation.tsx'
import { formatPhone, telHref } from '../../site/phone.ts'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg`Thank you for your enquiry`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`We have received your enquiry. Our clinic team will contact you during opening hours.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/thank-you')({
  // The form's reference, after either way of sending it; anything else in the address is ignored.
  validateSearch: ({ ref }: { ref?: unknown }): { ref?: string | undefined } => ({
    ref: typeof ref === 'string' && REF_PATTERN.test(ref) ? ref : undefined,
  }),
  ...pageRoute(title, description),
  component: ThankYouPage,
})

function ThankYouPage() {
  const { ref } = Route.useSearch()
  const phone = formatPhone(clinic.phones.call)
  const doctorName = useDoctorName()
  return (
    <ContentPage
      id="thankYou"
      title={title}
      lead={description}
      hero={{
        src: 'thank-you',
        alt: msg({
          comment:
            'Text alternative of the illustration at the top of the page shown after an enquiry was sent.',
          message: 'Illustration of an envelope with a tick',
        }),
      }}
    >
      {ref ? <EnquiryReference reference={ref} /> : null}
      <Section title={<Trans>What happens next</Trans>}>
        <ReplyTime />
        <EnquirySteps />
      </Section>

      <Section title={<Trans>Preparing for your appointment</Trans>}>
        <WhatToBring />
      </Section>

      <Section title={<Trans>If your symptoms change</Trans>}>
        <p>
          <Trans>Do not wait for our reply if your symptoms get worse.</Trans>
        </p>
      </Section>
      <EmergencyNote />

      <Section
        title={
          <Trans comment="Section heading under the call-995 box: for phoning the clinic about the enquiry, never for worsening symptoms. Avoid words for 'urgent' or 'as soon as possible'.">
            Calling the clinic
          </Trans>
        }
      >
        <p>
          <Trans>
            Call the clinic on <a href={telHref(clinic.phones.call)}>{phone}</a> during opening
            hours.
          </Trans>
        </p>
        <OpeningHours />
      </Section>

      <Section title={<Trans>While you wait</Trans>}>
        <ul className="link-list">
          <li>
            <Link to="doctor">
              <Trans comment="Link to the page about the doctor; {doctorName} is the doctor’s name, e.g. Dr Alex Tan.">
                About {doctorName}
              </Trans>
            </Link>
          </li>
          <li>
            <Link to="home">
              <Trans comment="Link to the home page.">Back to the home page</Trans>
            </Link>
          </li>
        </ul>
      </Section>
    </ContentPage>
  )
}
