import { Trans } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { Steps, UrgencyToday } from './blocks.tsx'

/** With the "today" level: the reply time is no answer for symptoms that need a doctor today. */
export function ReplyTime() {
  const days = clinic.replyWithinWorkingDays
  return (
    <>
      {/* Two sentences, not a plural: Lingui's plural creates Intl formatters while the page
          hydrates, tens of milliseconds on a phone (ADR 0006). The site's languages tell only
          one from more. */}
      <p className="reply-time">
        {days === 1 ? (
          <Trans comment="How soon the clinic answers an enquiry; a working day is Monday to Friday, except public holidays.">
            We reply to every enquiry within one working day.
          </Trans>
        ) : (
          <Trans comment="How soon the clinic answers an enquiry; {days} is a number above 1. A working day is Monday to Friday, except public holidays.">
            We reply to every enquiry within {days} working days.
          </Trans>
        )}
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
