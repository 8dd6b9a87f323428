import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { Link, useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { longDate } from '../../content/date-text.ts'
import { LabelValue } from '../../content/Joined.tsx'
import { localeCookie, localeRecord } from '../../i18n/locales.ts'
import { formatPhone, telHref } from '../../site/phone.ts'
import { pageRoute } from '../../seo/page-route.ts'
import { TagManagerPolicy } from '../../content/TagManagerPolicy.tsx'
import { transferItems } from '../../content/privacy-transfers.ts'
import { Sections } from '../../content/Sections.tsx'
import { trackingId } from '../../runtime/tracking.ts'

const title = msg({
  comment: 'Footer link to the privacy policy; also that page’s title and main heading.',
  message: 'Privacy policy',
})
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`How the clinic collects, uses, stores and protects the personal data you give us, and how to reach our Data Protection Officer.`
// lingui-reset

// The build constant itself, so a build without a container drops the part and its imports.
const withTagManager =
  (typeof __CLINIC_GTM_ID__ === 'string' ? __CLINIC_GTM_ID__ : trackingId) !== ''

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  ...pageRoute(title, description),
  component: PrivacyPolicyPage,
})

// CONFIRM WITH THE CLINIC: its commitments (deleting e-mail copies from its inbox, response and
// withdrawal times, safeguards for transfers abroad, breach notification), and a legal review.
function PrivacyPolicyPage() {
  const locale = useLocale()
  const { clinicName, email: clinicEmail } = clinic
  const { lastUpdated, dataProtectionOfficer: dpo } = clinic.privacy
  const hostingProvider = clinic.privacy.hosting.provider
  const hostingPlace = clinic.privacy.hosting.place[locale]
  const retentionDays = clinic.enquiryRetentionDays
  const inboxDays = clinic.privacy.inboxRetentionDays
  const withdrawalDays = clinic.privacy.withdrawalWorkingDays
  const dpoName = dpo.name
  const dpoEmail = dpo.email
  const dpoPhone = formatPhone(dpo.phone)
  const cookieName = localeCookie.name
  const cookieDays = Math.round(localeCookie.maxAgeSeconds / 86_400)
  const updated = longDate(lastUpdated, localeRecord[locale].tag)

  return (
    <ContentPage id="privacyPolicy" title={title} lead={description}>
      <p className="privacy-updated">
        <LabelValue
          label={
            <Trans comment="Followed by a date, e.g. 'Last updated: 23 November 2026'">
              Last updated:
            </Trans>
          }
        >
          <time dateTime={lastUpdated}>{updated}</time>
        </LabelValue>
      </p>

      <Sections
        sections={[
          {
            title: msg({
              comment:
                'Section heading: the organisation responsible for your personal data (not “About us”).',
              message: 'Who we are',
            }),
            body: [
              msg`This policy explains how ${clinicName} ("the clinic", "we") handles personal data under Singapore's Personal Data Protection Act 2012 (PDPA). It covers this website and the enquiries you send us through it.`,
            ],
          },
          {
            title: msg`What we collect`,
            body: [
              msg({
                comment: 'Introduces a list of items, each of which ends with a semicolon.',
                message:
                  'When you send an enquiry through the form on our contact page, we collect:',
              }),
              {
                list: [
                  // lingui-set comment="List item: a fragment continuing the text above; in English each ends with a semicolon, the last with a full stop."
                  msg`your name, mobile or phone number and e-mail address;`,
                  msg`how you prefer to be contacted (phone, e-mail or WhatsApp) and, if you give one, your preferred appointment date;`,
                  msg`your message;`,
                  msg`your consent to the use of your details, and whether you agreed to receive news from the clinic;`,
                  msg`the language of the page, the page you sent the form from, and the date and time it was sent.`,
                  // lingui-reset
                ],
              },
              msg`Your internet (IP) address is used briefly by our server to protect the form from abuse; it is not saved with your enquiry.`,
              msg`If you write for a family member or someone else, please make sure that they agree to you sharing their details with us and to us contacting them.`,
            ],
          },
          {
            title: msg`We do not ask for your NRIC`,
            body: [
              msg`The enquiry form does not ask for your NRIC, FIN or passport number. Please do not include them, or detailed medical information, in your message. If you become a patient, the clinic will ask for identification at registration where the law or your care requires it.`,
            ],
          },
          {
            title: msg`Why we use your details`,
            body: [
              {
                list: [
                  // lingui-set comment="List item: a fragment continuing the text above; in English each ends with a semicolon, the last with a full stop."
                  msg`to reply to your enquiry and contact you in the way you prefer;`,
                  msg`to arrange appointments, and to prepare for and provide your care;`,
                  msg`to keep records as the law requires;`,
                  msg`to send you news about the clinic, only if you agreed to it (see "Marketing messages" below).`,
                  // lingui-reset
                ],
              },
              msg`We do not sell your personal data, and we do not use it for any other purpose without your consent unless the law allows it.`,
            ],
          },
          {
            title: msg`Where your details are stored and sent`,
            body: [
              msg({
                comment:
                  '{hostingProvider} is a company name; {hostingPlace} a country, written in your language. {clinicEmail} is an e-mail address.',
                message: `Each enquiry is saved in a database on the clinic's server, which ${hostingProvider} hosts for us in ${hostingPlace}. A copy of each enquiry is also sent by e-mail to the clinic's inbox (${clinicEmail}) so that our clinic team can reply. The e-mail is delivered through the clinic's e-mail service provider.`,
              }),
              msg`Only the clinic's staff who handle enquiries and appointments can read them. Companies that host our server and e-mail for us may process the data only on our instructions. We disclose personal data to others only with your consent or where the law requires or allows it.`,
              msg`We protect your details with reasonable security measures, such as encrypted connections to this website and restricted access to our systems.`,
              // CONFIRM WITH THE CLINIC: WhatsApp Business on clinic-managed phones, chat backups off,
              // chats deleted once the care is in the medical record (docs/enquiries.md).
              msg`Messages you exchange with us on WhatsApp are kept only on the clinic's own phones, which use WhatsApp Business, are locked with a passcode and are used only by our clinic team. Chat backups are turned off on these phones, so the chats are not copied to Google Drive, iCloud or any other backup service.`,
              msg`We delete these chats within ${inboxDays} days, as we do the e-mail copies of enquiries. Before we delete a chat or an e-mail, we copy anything in it about your care, such as advice, test results or the symptoms you describe, into your medical record, which is kept as the law requires.`,
            ],
          },
          {
            title: msg({
              comment: 'Section heading: personal data sent to other countries (PDPA section 26).',
              message: 'Transfers outside Singapore',
            }),
            id: 'transfers',
            body: [
              msg({
                comment:
                  'Introduces a list of services, each item ending with a semicolon or a full stop.',
                message:
                  'Some services we use may process or store your personal data outside Singapore:',
              }),
              { list: transferItems(clinic.privacy, locale, clinic.gtmId !== '') },
              msg`Before personal data leaves Singapore, we make sure, as section 26 of the PDPA requires, that the recipient is bound to protect it to a standard comparable to the PDPA: by a contract with data protection terms, or by the recipient's own legally binding rules or recognised certifications. If you would rather your details did not leave Singapore, please call us instead of using the form, e-mail or WhatsApp.`,
            ],
          },
          {
            title: msg`If a data breach happens`,
            id: 'data-breaches',
            body: [
              msg`If personal data we hold is lost, or accessed or used without authority, we act promptly to contain the breach and assess it. If it is likely to cause significant harm to the people affected, or affects 500 people or more, we notify the Personal Data Protection Commission (PDPC) within three calendar days of that assessment, as the PDPA requires. If you are likely to suffer significant harm, we also tell you directly, as soon as we can, so that you can protect yourself.`,
            ],
          },
          {
            title: msg`How long we keep your details`,
            body: [
              msg`We keep an enquiry for ${retentionDays} days after we receive it, and then delete it from the database automatically. Our clinic team deletes the e-mail copy from the clinic's inbox within ${inboxDays} days of receiving it.`,
              msg`If you become a patient, your medical records are kept for as long as Singapore law and medical guidelines require.`,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Marketing messages' }),
            body: [
              msg`We send occasional heart health information and clinic news, such as health talks, only if you tick the box for it on the enquiry form. We send such messages only by e-mail and WhatsApp. Leaving the box unticked does not affect your enquiry or your care.`,
              msg`You can stop these messages at any time by replying to one of them to ask us to stop, or by contacting our Data Protection Officer.`,
              msg`We keep a record of your agreement (when you gave it, the wording you agreed to and the channels) apart from your enquiry, for as long as we may send you these messages. If you ask us to stop, we keep a record of that too, so that we do not send them again.`,
            ],
          },
          {
            title: msg`Access, correction and withdrawal of consent`,
            body: [
              msg({
                comment:
                  'Introduces a list of requests a person can make about their personal data.',
                message: 'You can ask us:',
              }),
              {
                list: [
                  // lingui-set comment="List item: a fragment continuing the text above; in English each ends with a semicolon, the last with a full stop."
                  msg`for a copy of the personal data we hold about you, and how it has been used or disclosed in the past year;`,
                  msg`to correct personal data that is wrong or incomplete;`,
                  msg`to stop using your personal data (withdrawal of consent).`,
                  // lingui-reset
                ],
              },
              msg`Send your request to our Data Protection Officer, by e-mail or by phone. We may ask you to confirm who you are, for example by replying from the e-mail address or phone number in your enquiry; we do not need your NRIC for this. We reply as soon as reasonably possible, normally within 30 days. A reasonable fee may apply to a request for a copy of your data; we tell you the amount before we proceed.`,
              msg`If you withdraw your consent, we stop using your details for the purposes concerned within ${withdrawalDays} working days of receiving your request. We will tell you what this means for you, for example that we can no longer reply to your enquiry. Records that the law requires us to keep are kept.`,
            ],
          },
          {
            title: msg`Data Protection Officer`,
            body: [
              <address className="clinic-address dpo-contact">
                <span>{dpoName}</span>
                <span>{clinicName}</span>
                <span>
                  <LabelValue label={<Trans>Email:</Trans>}>
                    <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>
                  </LabelValue>
                </span>
                <span>
                  <LabelValue label={<Trans>Phone:</Trans>}>
                    <a href={telHref(dpo.phone)}>{dpoPhone}</a>
                  </LabelValue>
                </span>
              </address>,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Cookies' }),
            id: 'cookies',
            body: [
              msg`This website sets a cookie named "${cookieName}", which remembers the language you chose so that the site opens in that language on your next visit. It is kept for ${cookieDays} days and contains nothing else.`,
              withTagManager ? (
                <TagManagerPolicy />
              ) : (
                <p>
                  <Trans>We do not use cookies for analytics or advertising.</Trans>
                </p>
              ),
            ],
          },
          {
            title: msg`Changes to this policy`,
            body: [
              msg`When we change this policy, we publish the new version on this page with a new "last updated" date. If a change affects how we use details you have already given us, we will tell you by e-mail before it applies and, where needed, ask for your consent again.`,
              <p>
                <Trans>
                  Questions about this policy are welcome: contact our Data Protection Officer, or
                  use the <Link to="contact">contact page</Link>.
                </Trans>
              </p>,
            ],
          },
        ]}
      />
    </ContentPage>
  )
}
