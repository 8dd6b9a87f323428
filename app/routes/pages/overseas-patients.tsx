import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { CallToAction, EmergencyNote, RelatedLinks } from '../../content/blocks.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { Link } from '../../i18n/navigation.tsx'
import { PaymentMethods } from '../../content/PaymentMethods.tsx'
import { pageRoute } from '../../seo/page-route.ts'
import { languageNames } from '../../content/language-names.ts'
import { Sections } from '../../content/Sections.tsx'

const title = msg({
  comment:
    'Footer link to the page for patients coming from abroad; also that page’s title and main heading.',
  message: 'Overseas patients',
})
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Coming from abroad to see the cardiologist: interpreters, sending your records ahead, second opinions, what to bring and how to pay.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/overseas-patients')({
  ...pageRoute(title, description),
  component: OverseasPatientsPage,
})

function OverseasPatientsPage() {
  const { i18n } = useLingui()
  const { interpreterLanguages, recordsUploadUrl } = clinic.overseas

  return (
    <ContentPage id="overseasPatients" title={title} lead={description}>
      {/* First, as on every page a frightened reader may land on; it says where 995 applies. */}
      <EmergencyNote />

      <Sections
        sections={[
          {
            title: msg`Before you travel`,
            body: [
              msg`Please contact us before you travel, so that we can arrange an appointment that fits your stay and, where useful, tests on the same or the next day. Tell us how long you will be in Singapore and whether you need an interpreter.`,
              msg`While you are at home, outside Singapore, do not wait to travel here if you have chest pain or collapse: call your local emergency number. 995 is the emergency number in Singapore only; call it once you are here.`,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Interpreters' }),
            body: [
              interpreterLanguages.length > 0 ? (
                <>
                  <p>
                    <Trans comment="Introduces a list of language names.">
                      We can arrange an interpreter for your consultation in:
                    </Trans>
                  </p>
                  <ul className="interpreter-languages">
                    {interpreterLanguages.map((code) => (
                      <li key={code}>{i18n._(languageNames[code])}</li>
                    ))}
                  </ul>
                  <p>
                    <Trans>
                      Please tell us you need an interpreter when you make your appointment. A
                      family member or friend is also welcome to come with you.
                    </Trans>
                  </p>
                </>
              ) : (
                <p>
                  <Trans>
                    Please ask when you make your appointment whether an interpreter can be
                    arranged. A family member or friend is welcome to come with you.
                  </Trans>
                </p>
              ),
            ],
          },
          {
            title: msg`Sending your records and scans ahead`,
            body: [
              msg({
                comment:
                  "Letters: from the patient's doctors or hospitals (a referral letter, a discharge summary).",
                message:
                  'Reports, letters and test results sent before your visit help the doctor to prepare. E-mail is not a secure way to send medical records, so please do not send them by e-mail, and do not put medical details in the enquiry form.',
              }),
              // PDPA protection obligation: records travel by the clinic's secure upload, or by hand.
              recordsUploadUrl ? (
                <p>
                  <Trans comment="The link goes to the clinic's secure website for uploading medical records.">
                    Send us an enquiry first, then upload your reports and scan images (for example
                    angiograms, CT or MRI scans) through our{' '}
                    <a href={recordsUploadUrl} data-records-upload>
                      secure upload page
                    </a>
                    . You can also bring them to your appointment, on paper or on a CD or USB drive.
                  </Trans>
                </p>
              ) : (
                <p>
                  <Trans>
                    Please bring your reports and scan images (for example angiograms, CT or MRI
                    scans) to your appointment, on paper or on a CD or USB drive. If the doctor
                    needs them before your visit, our clinic team will tell you a secure way to send
                    them.
                  </Trans>
                </p>
              ),
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Second opinions' }),
            body: [
              msg`If you have been advised to have a heart test, procedure or operation, you can ask for a second opinion. The doctor reviews your reports and images, sees and examines you, and explains the options. Further tests may be recommended before advice can be given.`,
              msg`With your consent, the doctor can write to your doctor in your home country with the findings and recommendations.`,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'What to bring' }),
            body: [
              {
                list: [
                  // lingui-set comment="List item: a fragment continuing the text above; in English each ends with a semicolon, the last with a full stop."
                  msg`your passport;`,
                  msg({
                    comment:
                      "FIN: Singapore's Foreign Identification Number, printed on the pass card of foreigners living in Singapore",
                    message:
                      "your FIN card, if you hold a Singapore pass (such as an Employment Pass, a Dependant's Pass or a Student's Pass);",
                  }),
                  msg`a letter of guarantee from your insurer or employer, if you have one;`,
                  msg`a list of the medicines you take, with their doses, or the medicines in their original packs;`,
                  msg({
                    comment:
                      "Letters: from the patient's doctors or hospitals, not only referral letters.",
                    message: 'previous reports and letters, and scan images on a CD or USB drive;',
                  }),
                  msg`a referral letter, if you have one.`,
                  // lingui-reset
                ],
              },
            ],
          },
          {
            title: msg`Fees and payment for overseas patients`,
            body: [
              msg`Fees are charged in Singapore dollars. MediSave and MediShield Life are only for Singapore Citizens and Permanent Residents, so overseas patients pay the fees themselves or through their insurer. Before any test or procedure we explain what it will cost.`,
              msg`If your insurance covers treatment in Singapore, ask your insurer for a letter of guarantee before you travel. Without one, the hospital may ask for a deposit before a procedure.`,
              msg({
                comment: 'Introduces the list of payment methods accepted at the clinic.',
                message: 'You can pay at the clinic by:',
              }),
              <PaymentMethods />,
              <p className="link-line">
                <Link to="feesAndInsurance">
                  <Trans comment="Link to the page about fees, insurance and payment; also that page’s title and main heading.">
                    Fees, insurance and payment
                  </Trans>
                </Link>
              </p>,
            ],
          },
        ]}
      />

      <RelatedLinks
        links={[
          { to: 'doctor', label: msg`About the doctor` },
          { to: 'servicesIndex', label: msg`Our services` },
        ]}
      />
      <CallToAction />
    </ContentPage>
  )
}
