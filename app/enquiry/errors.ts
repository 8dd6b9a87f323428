// Visitor-facing text for every enquiry error code. Bundled app only: the Lingui
// macro needs the build transform, so *.server.ts files must not import this.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnquiryMessageCode } from './schema.ts'

// A Record (not a switch) so adding a code to schema.ts without text here is a type error.
const MESSAGES: Record<EnquiryMessageCode, MessageDescriptor> = {
  name_required: msg`Please enter your name.`,
  name_too_short: msg`Please enter your full name (at least 2 characters).`,
  name_too_long: msg`Please shorten your name to 100 characters or fewer.`,
  phone_required: msg`Please enter a phone number so we can reach you.`,
  phone_invalid: msg`Please enter a Singapore number such as 9123 4567, or an overseas number starting with + and the country code.`,
  phone_not_mobile: msg({
    comment: 'Shown when WhatsApp is chosen as contact method with a Singapore landline number.',
    message: 'WhatsApp needs a mobile number. Please enter a mobile number or choose another way to contact you.',
  }),
  email_required: msg`Please enter your email address.`,
  email_invalid: msg`Please enter your email address in the form name@example.com.`,
  email_too_long: msg`This email address is too long. Please check it.`,
  preferred_contact_required: msg`Please choose how you would like us to contact you.`,
  date_invalid: msg`Please choose a valid date, or leave this field empty.`,
  date_in_past: msg`Please choose today or a later date.`,
  message_required: msg`Please tell us briefly how we can help.`,
  message_too_long: msg`Please shorten your message to 2,000 characters or fewer.`,
  consent_required: msg({
    comment: "Consent checkbox required by Singapore's Personal Data Protection Act (PDPA).",
    message: 'Please confirm that we may use your details to respond to your enquiry.',
  }),
  invalid_request: msg`Something went wrong with the form. Please reload the page and try again.`,
  rate_limited: msg`We have received several enquiries from you in a short time. Please wait a few minutes and try again, or call us.`,
  too_fast: msg({
    comment: 'Anti-spam: the form was sent within a few seconds of the page opening.',
    message: 'That was quicker than we expected. Please check your details and send the form again.',
  }),
  too_large: msg`Your enquiry is too long to send. Please shorten your message.`,
  server_busy: msg`We could not send your enquiry just now. Please try again in a few minutes, or call us.`,
}

export function enquiryErrorMessage(code: EnquiryMessageCode): MessageDescriptor {
  return MESSAGES[code]
}
