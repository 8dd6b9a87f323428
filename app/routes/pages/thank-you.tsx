import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../../app.config.ts'
import { EmergencyNote, Section } from '../../content/blocks.tsx'
import { OpeningHours } from '../../content/ClinicDetails.tsx'
import { EnquirySteps, WhatToBring } from '../../content/EnquirySteps.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { EnquiryReference } from '../../enquiry/EnquiryReference.tsx'
import { PageLink } from '../../content/PageLink.tsx'
import { formatPhone, telHref } from '../../layout/contact.ts'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg`Thank you for your enquiry`
const description = msg`We have received your enquiry. Our clinic team will contact you during opening hours.`

export const Route = createFileRoute('/{-$lang}/thank-you')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: ThankYouPage,
})

function ThankYouPage() {
  const phone = formatPhone(clinic.phones.call)
  const doctorName = clinic.doctor.name
  return (
    <ContentPage id="thankYou" title={title} lead={description} hero={{ src: 'thank-you', alt: msg`Illustration of an envelope with a tick` }}>
      <EnquiryReference />
      <Section title={<Trans>What happens next</Trans>}>
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

      <Section title={<Trans>Need to reach us sooner?</Trans>}>
        <p>
          <Trans>
            Call the clinic on <a href={telHref(clinic.phones.call)}>{phone}</a> during opening hours.
          </Trans>
        </p>
        <OpeningHours />
      </Section>

      <Section title={<Trans>While you wait</Trans>}>
        <ul>
          <li>
            <PageLink to="doctor">
              <Trans>About {doctorName}</Trans>
            </PageLink>
          </li>
          <li>
            <PageLink to="home">
              <Trans>Back to the home page</Trans>
            </PageLink>
          </li>
        </ul>
      </Section>
    </ContentPage>
  )
}
