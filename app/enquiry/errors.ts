// Bundled app only: the Lingui macro needs the build transform, so no *.server.ts imports this.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PHONE_EXAMPLES, type EnquiryMessageCode } from './schema.ts'

const MESSAGES: Record<EnquiryMessageCode, MessageDescriptor> = {
  name_required: msg`Please enter your name.`,
  name_too_short: msg`Please enter your full name (at least 2 characters).`,
  name_too_long: msg`Please shorten your name to 100 characters or fewer.`,
  name_no_letters: msg({
    comment: 'The name field held only digits, punctuation, emoji or blank characters.',
    message: 'Please enter your name in letters.',
  }),
  phone_required: msg`Please enter a phone number so we can reach you.`,
  phone_invalid: msg`Please enter a Singapore number such as 9123 4567, or an overseas number starting with + and the country code.`,
  phone_not_singapore: msg({
    comment:
      'A phone number typed without a country code that is not a Singapore number. {example} is an overseas number, e.g. "+62 812 3456 7890".',
    message:
      'This is not a Singapore number. For a number from another country, please start with + and the country code, for example {example}.',
  }),
  phone_not_mobile: msg({
    comment: 'Shown when WhatsApp is chosen as contact method with a Singapore landline number.',
    message:
      'WhatsApp needs a mobile number. Please enter a mobile number or choose another way to contact you.',
  }),
  email_required: msg({
    comment:
      'Shown when the visitor chose Email as the way to be contacted but left the email field empty.',
    message: 'Please enter your email address, or choose another way for us to contact you.',
  }),
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
  too_large: msg`Your enquiry is too long to send. Please shorten your message.`,
  server_busy: msg`We could not send your enquiry just now. Please try again in a few minutes, or call us.`,
  not_accepting: msg({
    comment:
      "The website has stopped taking enquiries for a while (its server is short of space). The clinic's phone and WhatsApp numbers follow this message.",
    message:
      'For chest pain or collapse, call 995. Our website cannot take enquiries at the moment: please call or WhatsApp the clinic instead.',
  }),
  offline: msg({
    comment: 'The visitor pressed Send without a network connection. Nothing typed is lost.',
    message:
      'You appear to be offline; your message is kept. Please send it again when you are connected.',
  }),
  timeout: msg({
    comment:
      'Sending took more than about 20 seconds and was stopped. Call and WhatsApp links are shown below it.',
    message:
      'Sending is taking too long, so we stopped trying; your message is kept. Please try again, or call or WhatsApp us.',
  }),
}

export function enquiryErrorMessage(
  code: EnquiryMessageCode,
  example: string = PHONE_EXAMPLES.en,
): MessageDescriptor {
  return code === 'phone_not_singapore'
    ? { ...MESSAGES[code], values: { example } }
    : MESSAGES[code]
}

const OFFER_OTHER_WAYS: ReadonlySet<EnquiryMessageCode> = new Set([
  'timeout',
  'server_busy',
  'not_accepting',
  'rate_limited',
  'offline',
])

export function offersOtherWays(code: EnquiryMessageCode): boolean {
  return OFFER_OTHER_WAYS.has(code)
}
