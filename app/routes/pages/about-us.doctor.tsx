import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { CallToAction, EmergencyNote, RelatedLinks, Section, Steps } from '../../content/blocks.tsx'
import { useLocale } from '../../i18n/navigation.tsx'
import { DoctorProfile } from '../../content/DoctorProfile.tsx'
import { doctorName as doctorNameOf } from '../../content/doctor-name.ts'
import { ContentPage } from '../../content/Page.tsx'
import { localeRecord } from '../../i18n/locales.ts'
import { imageSrc } from '../../media/Image.tsx'
import { absoluteUrl } from '../../seo/alternates.ts'
import { localizedPageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'
import { physicianJsonLd } from '../../seo/jsonld-physician.ts'
import { pageHref } from '../../site/pages.ts'

/** With the doctor's name as `i18n`'s language writes it. */
function pageText(i18n: I18n) {
  const doctorName = doctorNameOf(i18n)
  return {
    title: msg({
      comment:
        "Title and main heading of the doctor's page; {doctorName} is the doctor's name with its title (Dr Alex Tan): write no second title.",
      message: `${doctorName}, cardiologist`,
    }),
    description: msg`About ${doctorName}, the cardiologist who leads the clinic: areas of practice, consultations and how to make an appointment.`,
  }
}

export const Route = createFileRoute('/{-$lang}/about-us/dr-alex-tan')({
  head: localizedPageHead(pageText),
  loader: loadPageText,
  component: DoctorPage,
})

function DoctorPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const tag = localeRecord[locale].tag
  const doctorName = doctorNameOf(i18n)
  const { title, description } = pageText(i18n)
  const physician = physicianJsonLd(clinic, {
    description: i18n._(description),
    url: absoluteUrl(pageHref('doctor', locale) ?? '/'),
    inLanguage: tag,
    image: absoluteUrl(imageSrc(clinic.doctor.photo, 'portraitLarge', 'top')),
  })

  return (
    <ContentPage id="doctor" title={title} lead={description} structuredData={[physician]}>
      <DoctorProfile />
      {/* Chest pain is the first area of practice below: 995 before any of it. */}
      <EmergencyNote />

      <Section
        title={
          <Trans comment="Section heading on the page “{doctorName}, cardiologist”.">
            About the doctor
          </Trans>
        }
      >
        <p>
          <Trans>
            {doctorName} is a cardiologist who assesses and treats adults with heart symptoms and
            heart conditions, and helps people at risk of heart disease to lower that risk.
          </Trans>
        </p>
        <p>
          <Trans>
            Consultations cover the assessment of your symptoms, the tests you need, a treatment
            plan and long-term follow-up. The doctor works with your family doctor and, where
            needed, with other specialists and hospitals.
          </Trans>
        </p>
      </Section>

      {/* CONFIRM WITH THE CLINIC: the doctor signs off each area below against their actual practice and hospital privileges (reg 4, SMC); remove an area they do not practise. */}
      <Section
        title={
          <Trans comment="Section heading on the page “{doctorName}, cardiologist”.">
            Areas of practice
          </Trans>
        }
      >
        <ul>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              chest pain, breathlessness and palpitations
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              coronary artery disease and angina
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              care after a heart attack
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              heart failure and heart valve disease
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              heart rhythm problems
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              high blood pressure and high cholesterol
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              heart screening and prevention
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              heart assessment for people who exercise
            </Trans>
          </li>
          <li>
            <Trans comment="List item under the heading “Areas of practice” on the page “{doctorName}, cardiologist”: a fragment, lower case and without a full stop in English.">
              coronary angiography and angioplasty, which the doctor performs at the hospitals above
            </Trans>
          </li>
        </ul>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “{doctorName}, cardiologist”.">
            Your consultation
          </Trans>
        }
      >
        <Steps>
          <li>
            <Trans>
              The doctor listens to your concerns and asks about your symptoms, medical history,
              family history and medicines.
            </Trans>
          </li>
          <li>
            <Trans>You are examined, and an ECG or other tests may be done or arranged.</Trans>
          </li>
          <li>
            <Trans>
              The doctor explains the findings and the options in plain language, and answers your
              questions.
            </Trans>
          </li>
          <li>
            <Trans>
              Together you agree on a plan: further tests, treatment, lifestyle changes or
              follow-up.
            </Trans>
          </li>
        </Steps>
      </Section>

      <Section
        title={
          <Trans comment="Section heading on the page “{doctorName}, cardiologist”.">
            Referrals
          </Trans>
        }
      >
        <p>
          <Trans>
            You can make an appointment directly. If you have a referral letter from your family
            doctor or earlier test results, please bring them. If you plan to claim from insurance,
            check with your insurer whether a referral is needed.
          </Trans>
        </p>
      </Section>

      <RelatedLinks
        links={[
          { to: 'servicesIndex', label: msg`Our services` },
          { to: 'heartScreening' },
          { to: 'heartDisease' },
          { to: 'team', label: msg`Our clinic team` },
        ]}
      />
      <CallToAction title={<Trans>Make an appointment with {doctorName}</Trans>} />
    </ContentPage>
  )
}
