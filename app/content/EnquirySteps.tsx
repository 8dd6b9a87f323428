import { Trans } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { formatPhone, telHref } from '../site/phone.ts'
import { Steps, UrgencyToday } from './blocks.tsx'
import { Sentences } from './Joined.tsx'

/** With the "today" level: the reply time is no answer for symptoms that need a doctor today. */
export function ReplyTime() {
  const days = clinic.replyWithinWorkingDays
  const waitDays = clinic.firstAppointmentWithinWorkingDays
  const phone = formatPhone(clinic.phones.call)
  return (
    <>
      {/* Two sentences, not a plural: Lingui's plural creates Intl formatters while the page
          hydrates, tens of milliseconds on a phone (ADR 0006). The site's languages tell only
          one from more. Beside the reply time, the usual wait for a first appointment, which a
          worried patient asks first; a visit today is a phone call. */}
      <p className="reply-time">
        <Sentences
          first={
            days === 1 ? (
              <Trans comment="How soon the clinic answers an enquiry; a working day is Monday to Friday, except public holidays.">
                We reply to every enquiry within one working day.
              </Trans>
            ) : (
              <Trans comment="How soon the clinic answers an enquiry; {days} is a number above 1. A working day is Monday to Friday, except public holidays.">
                We reply to every enquiry within {days} working days.
              </Trans>
            )
          }
        >
          {waitDays === 1 ? (
            <Trans comment="After the reply time for an enquiry: how soon a first appointment is usually available. <0> dials the clinic's phone number.">
              A first appointment is usually available within one working day. For an appointment
              today, please call the clinic on <a href={telHref(clinic.phones.call)}>{phone}</a>.
            </Trans>
          ) : (
            <Trans comment="After the reply time for an enquiry: how soon a first appointment is usually available; {waitDays} is a number above 1. <0> dials the clinic's phone number.">
              A first appointment is usually available within {waitDays} working days. For an
              appointment today, please call the clinic on{' '}
              <a href={telHref(clinic.phones.call)}>{phone}</a>.
            </Trans>
          )}
        </Sentences>
      </p>
      <UrgencyToday />
    </>
  )
}

export function EnquirySteps() {
  return (
    <Steps>
      <li>
        <Trans>A member of our clinic team reads your enquiry.</Trans>
      </li>
      <li>
        <Trans>
          We contact you during opening hours, in the way you prefer, to understand your needs and
          offer an appointment.
        </Trans>
      </li>
      <li>
        <Trans>
          We tell you what to bring and whether any preparation is needed before your visit.
        </Trans>
      </li>
    </Steps>
  )
}

export function WhatToBring() {
  return (
    <p>
      <Trans>
        For your appointment, please bring your NRIC or passport, any referral letter, a list of
        your medicines and any previous test results or scans.
      </Trans>
    </p>
  )
}
