import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { EmergencyNote, Section } from '../../content/blocks.tsx'
import { ClinicAddress, ContactNumbers, OpeningHours } from '../../content/ClinicDetails.tsx'
import { Directions } from '../../content/Directions.tsx'
import { LabelValue, LineThenSentence } from '../../content/Joined.tsx'
import { NewTabNote } from '../../content/NewTabNote.tsx'
import { EnquirySteps, ReplyTime, WhatToBring } from '../../content/EnquirySteps.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { EnquiryForm } from '../../enquiry/EnquiryForm.tsx'
import { NotForEmergencies } from '../../enquiry/NotForEmergencies.tsx'
import { formatPhone, telHref } from '../../site/phone.ts'
import { localizedPageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'
import type { FormState } from '../../enquiry/form-state.ts'
import { localeOfParam } from '../../i18n/locales.ts'

const title = msg`Contact us`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Send us an enquiry or call the clinic to arrange a consultation with our cardiologist.`
// lingui-reset
const errorTitle = msg({
  comment:
    'Page title (browser tab, read first by screen readers) when the enquiry form came back with something to correct. {title} is the page title, "Contact us".',
  message: 'Error: {title}',
})

export const Route = createFileRoute('/{-$lang}/contact-us')({
  loader: async (context) => {
    await loadPageText(context)
    // Set by the POST handler above when the form comes back with something to correct.
    const server = context.serverContext as { formState?: FormState } | undefined
    return { sent: server?.formState }
  },
  head: (context) =>
    localizedPageHead((i18n) => ({
      title: context.loaderData?.sent ? { ...errorTitle, values: { title: i18n._(title) } } : title,
      description,
    }))(context),
  component: ContactPage,
  // The form's one action, with script or without (ADR 0021): its module stays on the server.
  server: {
    handlers: {
      POST: async ({ request, params, next }) => {
        const { answerEnquiry } = await import('../../enquiry/action.server.ts')
        const locale = localeOfParam(params.lang)
        return answerEnquiry(request, { locale, render: (context) => next({ context }) })
      },
    },
  },
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
          <EnquiryForm sent={sent} />
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
            <LineThenSentence
              line={
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
            </LineThenSentence>
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
