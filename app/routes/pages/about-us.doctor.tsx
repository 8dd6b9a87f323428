import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic, procedurePlaces } from '../../site/clinic.ts'
import { CallToAction, EmergencyNote, RelatedLinks } from '../../content/blocks.tsx'
import { useLocale } from '../../i18n/navigation.tsx'
import { DoctorProfile } from '../../content/DoctorProfile.tsx'
import { doctorName as doctorNameOf } from '../../content/doctor-name.ts'
import { ContentPage } from '../../content/Page.tsx'
import { Sections } from '../../content/Sections.tsx'
import { localeRecord } from '../../i18n/locales.ts'
import { imageSrc } from '../../media/Image.tsx'
import { absoluteUrl } from '../../seo/alternates.ts'
import { localizedPageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'
import { physicianJsonLd } from '../../seo/jsonld-physician.ts'
import { pageHref } from '../../site/pages.ts'

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

// Worded from where each procedure is done (procedureLocations), never from the list of hospitals.
const angiographyPlaces = procedurePlaces('coronaryAngiography')
const angioplastyPlaces = procedurePlaces('angioplasty')
const catheterProcedures =
  angiographyPlaces === angioplastyPlaces
    ? msg({
        comment:
          'List item: a fragment, lower case and without a full stop in English. {angiographyPlaces} is the name of a hospital (or several, separated by a slash) where the doctor performs both.',
        message: `coronary angiography and angioplasty, which the doctor performs at ${angiographyPlaces}`,
      })
    : msg({
        comment:
          'List item: a fragment, lower case and without a full stop in English. {angiographyPlaces} and {angioplastyPlaces} are names of hospitals (or several, separated by a slash).',
        message: `coronary angiography, which the doctor performs at ${angiographyPlaces}, and angioplasty, which the doctor performs at ${angioplastyPlaces}`,
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

      <Sections
        sections={[
          {
            title: msg`About the doctor`,
            body: [
              msg`${doctorName} is a cardiologist who assesses and treats adults with heart symptoms and heart conditions, and helps people at risk of heart disease to lower that risk.`,
              msg`Consultations cover the assessment of your symptoms, the tests you need, a treatment plan and long-term follow-up. The doctor works with your family doctor and, where needed, with other specialists and hospitals.`,
            ],
          },
        ]}
      />

      {/* CONFIRM WITH THE CLINIC: the doctor signs off each area below against their actual practice and hospital privileges (reg 4, SMC); remove an area they do not practise. */}
      <Sections
        sections={[
          {
            title: msg`Areas of practice`,
            body: [
              {
                list: [
                  // lingui-set comment="List item: a fragment, lower case and without a full stop in English."
                  msg`chest pain, breathlessness and palpitations`,
                  msg`coronary artery disease and angina`,
                  msg`care after a heart attack`,
                  msg`heart failure and heart valve disease`,
                  msg`heart rhythm problems`,
                  msg`high blood pressure and high cholesterol`,
                  msg`heart screening and prevention`,
                  msg`heart assessment for people who exercise`,
                  catheterProcedures,
                  // lingui-reset
                ],
              },
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Your consultation' }),
            body: [
              {
                steps: [
                  msg`The doctor listens to your concerns and asks about your symptoms, medical history, family history and medicines.`,
                  msg`You are examined, and an ECG or other tests may be done or arranged.`,
                  msg`The doctor explains the findings and the options in plain language, and answers your questions.`,
                  msg`Together you agree on a plan: further tests, treatment, lifestyle changes or follow-up.`,
                ],
              },
            ],
          },
          {
            title: msg({ comment: 'Section heading.', message: 'Referrals' }),
            body: [
              msg`You can make an appointment directly. If you have a referral letter from your family doctor or earlier test results, please bring them. If you plan to claim from insurance, check with your insurer whether a referral is needed.`,
            ],
          },
        ]}
      />

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
