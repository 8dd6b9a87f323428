import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { clinic } from '../../site/clinic.ts'
import { EmergencyNote, Section } from '../../content/blocks.tsx'
import { ClinicAddress, ContactNumbers, OpeningHours } from '../../content/ClinicDetails.tsx'
import { Directions } from '../../content/Directions.tsx'
import { LabelValue, Sentences } from '../../content/Joined.tsx'
import { NewTabNote } from '../../content/NewTabNote.tsx'
import { EnquirySteps, ReplyTime, WhatToBring } from '../../content/EnquirySteps.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { EnquiryForm } from '../../enquiry/EnquiryForm.tsx'
import { NotForEmergencies } from '../../enquiry/NotForEmergencies.tsx'
import { formatPhone, telHref } from '../../site/phone.ts'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'

const title = msg`Contact us`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Send us an enquiry or call the clinic to arrange a consultation with our cardiologist.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/contact-us')({
  head: pageHead(title, description),
  loader: async (context) => {
    await loadPageText(context)
    return { sent: getGlobalStartContext()?.formState }
  },
  component: ContactPage,
})

function ContactPage() {
  const { sent } = Route.useLoaderData()
  const whatsapp = formatPhone(clinic.phones.whatsapp)
  const afterHoursLine = formatPhone(clinic.phones.afterHours)
  return (
    // No hero image here: on a phone the enquiry form should come soon after the heading.
    <ContentPage id="contact" title={title} lead={description}>
      <EmergencyNote />

      <Section title={<Trans>Send us an enquiry</Trans>} id="enquiry">
        {/* The one place this page asks for no medical details (the form repeats neither heading nor sentence). */}
        <p>
          <Trans>
            Tell us briefly how we can help and how to reach you. Please do not include detailed
            medical information in the form; we will ask for what we need when we contact you.
          </Trans>
        </p>
        <ReplyTime />
        <div className="enquiry-slot">
          <EnquiryForm sentState={sent} />
        </div>
      </Section>

      <Section title={<Trans>What happens after you enquire</Trans>}>
        <EnquirySteps />
        <WhatToBring />
      </Section>

      <div className="two-columns">
        <Section title={<Trans>Call, WhatsApp or email us</Trans>}>
          <ContactNumbers />
          {/* Each number a 44 px target, like the lines above (contact-line in content.css). */}
          <p className="contact-line">
            <Sentences
              first={
                <LabelValue
                  label={
                    <Trans comment="Label before the clinic’s WhatsApp number.">WhatsApp:</Trans>
                  }
                >
                  <a
                    href={`https://wa.me/${clinic.phones.whatsapp.replace(/\D/g, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {whatsapp}
                    <NewTabNote />
                  </a>
                </LabelValue>
              }
            >
              <NotForEmergencies />
            </Sentences>
          </p>
          <p className="contact-line">
            <Trans comment="The clinic's own phone line outside opening hours. 995 is Singapore's emergency ambulance number.">
              After-hours line for existing patients:{' '}
              <a href={telHref(clinic.phones.afterHours)}>{afterHoursLine}</a>. It is not for
              emergencies: for chest pain or collapse, call <a href="tel:995">995</a>.
            </Trans>
          </p>
          <p>
            {clinic.phones.afterHoursAnsweredBy === 'doctor' ? (
              <Trans>
                The clinic's doctor on call answers it outside opening hours, including Sundays and
                public holidays.
              </Trans>
            ) : (
              <Trans>
                A nurse of the clinic answers it outside opening hours, including Sundays and public
                holidays, and calls the doctor when needed.
              </Trans>
            )}
          </p>
        </Section>
        <Section title={<Trans comment="Section heading.">Address</Trans>}>
          <ClinicAddress />
        </Section>
      </div>

      <Section
        title={
          <Trans comment="Section heading on the contact page: directions, public transport, parking, access.">
            Getting here
          </Trans>
        }
        id="getting-here"
      >
        <Directions />
      </Section>

      <Section
        title={
          <Trans comment="Heading of the clinic's consultation hours (when the doctor sees patients).">
            Opening hours
          </Trans>
        }
      >
        <OpeningHours />
        <p>
          <Trans>
            Enquiries sent outside opening hours are answered after the clinic reopens. Opening
            hours may differ on public holidays.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  )
}
