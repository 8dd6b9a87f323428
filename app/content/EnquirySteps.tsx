import { Trans } from '@lingui/react/macro'
import { Steps } from './blocks.tsx'

/** What happens after an enquiry: the same three steps on the contact and thank-you pages. */
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

/** What to bring to the first appointment (contact and thank-you pages). */
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
