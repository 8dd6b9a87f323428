// Services that may hold personal data outside Singapore (PDPA s26), the host when abroad.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClinicConfig } from '../site/config-schema.ts'
import type { Locale } from '../i18n/locales.ts'

export function hostedAbroad(privacy: ClinicConfig['privacy']): boolean {
  return privacy.hosting.country !== 'SG'
}

export function transferItems(
  privacy: ClinicConfig['privacy'],
  locale: Locale,
  withTagManager: boolean,
): MessageDescriptor[] {
  const { emailProvider } = privacy
  const hostingProvider = privacy.hosting.provider
  const hostingPlace = privacy.hosting.place[locale]
  return [
    ...(hostedAbroad(privacy)
      ? [
          msg({
            comment:
              'Item of the list of services that may process data outside Singapore. {hostingProvider} is a company name; {hostingPlace} a country, written in your language.',
            message: `${hostingProvider}, which hosts the clinic's server, and with it the database that holds every enquiry, in ${hostingPlace};`,
          }),
        ]
      : []),
    msg({
      comment:
        'Item of the list of services that may process data outside Singapore. {emailProvider} is a company name, e.g. Microsoft 365.',
      message: `our e-mail service provider, ${emailProvider}, which delivers and stores the e-mail copy of each enquiry;`,
    }),
    msg({
      comment: 'Item of the list of services that may process data outside Singapore.',
      message:
        'WhatsApp, a service of Meta, if you message or call us on WhatsApp: your messages and phone number then pass through WhatsApp, under its own terms and privacy policy;',
    }),
    ...(withTagManager
      ? [
          msg({
            comment:
              'Item of the list of services that may process data outside Singapore; shown only when the site uses Google Tag Manager.',
            message:
              'Google Tag Manager and Google Analytics, services of Google, which record how this website is used, only if you agree to it (see "Cookies" below).',
          }),
        ]
      : []),
  ]
}
