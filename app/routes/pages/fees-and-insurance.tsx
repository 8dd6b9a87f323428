import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { sgd } from '../../site/money.ts'
import { CallToAction, Fact, Facts, RelatedLinks } from '../../content/blocks.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { PaymentMethods } from '../../content/PaymentMethods.tsx'
import { Sections } from '../../content/Sections.tsx'
import { pageRoute } from '../../seo/page-route.ts'

const title = msg({
  comment:
    'Link to the page about fees, insurance and payment; also that page’s title and main heading.',
  message: 'Fees, insurance and payment',
})
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Consultation fees, MediSave, MediShield Life, Integrated Shield Plans, insurer panels, letters of guarantee and ways to pay at the clinic.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/fees-and-insurance')({
  ...pageRoute(title, description),
  component: FeesPage,
})

// Schemes in general terms only: their limits change, so no amounts are quoted.
function FeesPage() {
  const { consultation, gstRegistered, insurerPanels } = clinic.fees
  const sameFee = consultation.first === consultation.followUp

  return (
    <ContentPage id="feesAndInsurance" title={title} lead={description}>
      <Sections
        sections={[
          {
            title: msg({ comment: 'Section heading.', message: 'Consultation fees' }),
            body: [
              // No "from" range (MOH guidance); GST included when registered (IRAS).
              <Facts>
                {sameFee ? (
                  <Fact
                    term={
                      <Trans comment="Label in the list of consultation fees; an amount such as S$250 follows.">
                        Specialist consultation
                      </Trans>
                    }
                  >
                    <span data-fee="consultation">{sgd(consultation.first)}</span>
                  </Fact>
                ) : (
                  <>
                    <Fact
                      term={
                        <Trans comment="Label in the list of consultation fees; an amount such as S$250 follows.">
                          First consultation
                        </Trans>
                      }
                    >
                      <span data-fee="first">{sgd(consultation.first)}</span>
                    </Fact>
                    <Fact
                      term={
                        <Trans comment="Label in the list of consultation fees; an amount such as S$150 follows.">
                          Follow-up consultation
                        </Trans>
                      }
                    >
                      <span data-fee="follow-up">{sgd(consultation.followUp)}</span>
                    </Fact>
                  </>
                )}
              </Facts>,
              <p data-fee-gst>
                {gstRegistered ? (
                  <Trans comment="Under the consultation fees. GST is Singapore's goods and services tax.">
                    These fees include GST.
                  </Trans>
                ) : (
                  <Trans comment="Under the consultation fees. GST is Singapore's goods and services tax.">
                    The clinic is not registered for GST, so no GST is added to these fees.
                  </Trans>
                )}
              </p>,
              msg`Tests, procedures and medicines are charged separately.`,
            ],
          },
          {
            title: msg`Costs are discussed before tests or procedures`,
            body: [
              msg`Before any test or procedure, the doctor or our clinic team explains why it is recommended and what it will cost, and gives you a written estimate for the costlier ones. No test or procedure is done until you have agreed.`,
              msg`Procedures done in hospital, such as coronary angiography and angioplasty, also involve the hospital's own charges (ward, procedure room, equipment and medicines). We give you an estimate of the total, and the hospital bills its charges separately.`,
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'MediSave' }),
            body: [
              msg({
                comment:
                  'On the page “Fees, insurance and payment”, before a list of what MediSave can pay for.',
                message:
                  'MediSave is the national medical savings account of Singapore Citizens and Permanent Residents. Within the withdrawal limits set by the Ministry of Health, it can be used for:',
              }),
              {
                list: [
                  msg({
                    comment: 'Item of a list of what MediSave can be used for.',
                    message:
                      'hospital stays and day surgery, including heart procedures such as coronary angiography and angioplasty;',
                  }),
                  msg({
                    comment: 'Item of a list of what MediSave can be used for.',
                    message:
                      'approved outpatient treatment of chronic conditions, such as high blood pressure, high cholesterol and diabetes, under the Chronic Disease Management Programme.',
                  }),
                ],
              },
              msg`You can also use the MediSave of immediate family members. Consultations and tests outside these schemes are paid by you directly (out of pocket) or through your insurance. Our clinic team can tell you whether MediSave applies to your treatment and helps you with the authorisation form needed for a claim.`,
            ],
          },
          {
            title: msg`MediShield Life and Integrated Shield Plans`,
            body: [
              msg`MediShield Life is the basic health insurance of all Singapore Citizens and Permanent Residents. It helps to pay large hospital bills and some costly outpatient treatments. Its payouts are sized for subsidised wards in public hospitals, so for treatment at a private hospital it covers only part of the bill.`,
              msg`Integrated Shield Plans are offered by private insurers on top of MediShield Life and can cover treatment in private hospitals. Many plans also pay for consultations and tests shortly before and after a hospital stay. Plans differ: some pay more, or ask you to pay less yourself, when you see a specialist on the insurer's panel or obtain approval before treatment.`,
              msg`Please check your policy with your insurer before treatment. Our clinic team can help you find out what information it needs.`,
            ],
          },
          {
            title: msg`Insurer panels and letters of guarantee`,
            body: [
              insurerPanels.length > 0 ? (
                <>
                  <p>
                    <Trans comment="Introduces a list of insurance company names.">
                      The doctor is on the specialist panels of these insurers:
                    </Trans>
                  </p>
                  <ul className="insurer-panels">
                    {insurerPanels.map((insurer) => (
                      <li key={insurer}>{insurer}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>
                  <Trans>
                    Please ask our clinic team which insurers' specialist panels the doctor is on.
                  </Trans>
                </p>
              ),
              msg`A letter of guarantee is a document in which your insurer or employer agrees to pay all or part of a bill directly. With one, the hospital may ask for a smaller deposit, or none. Ask your insurer for it before a planned admission; we provide the medical details the insurer asks for, such as the planned procedure and its estimated cost.`,
              msg`If your employer, a corporate health plan or an overseas insurer covers you, please bring the letter of guarantee or your policy details to your first visit. Anything your insurer does not cover is paid by you.`,
            ],
          },
          {
            title: msg`Ways to pay`,
            body: [
              msg({
                comment: 'Introduces the list of payment methods accepted at the clinic.',
                message: 'You can pay at the clinic by:',
              }),
              <PaymentMethods />,
            ],
          },
        ]}
      />

      <RelatedLinks
        links={[
          {
            to: 'overseasPatients',
            label: msg({
              comment: 'Link to the page for patients coming from abroad.',
              message: 'Information for overseas patients',
            }),
          },
          { to: 'servicesIndex', label: msg`Our services` },
          { to: 'privacyPolicy', label: msg`Privacy policy` },
        ]}
      />
      <CallToAction
        title={
          <Trans comment="Heading of the box at the end of the page inviting patients to ask about fees or insurance.">
            Questions about fees or insurance?
          </Trans>
        }
      >
        <Trans>
          Send us an enquiry or call the clinic during opening hours, and our clinic team will help
          you.
        </Trans>
      </CallToAction>
    </ContentPage>
  )
}
