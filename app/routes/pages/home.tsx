import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { clinic } from '../../site/clinic.ts'
import { doctorName as doctorNameOf } from '../../content/doctor-name.ts'
import {
  Card,
  Cards,
  CallToAction,
  ContactActions,
  EmergencyNote,
  Section,
  Steps,
} from '../../content/blocks.tsx'
import { ClinicAddress, ContactNumbers, OpeningHours } from '../../content/ClinicDetails.tsx'
import { Link, useLocale } from '../../i18n/navigation.tsx'
import { EmergencyLine } from '../../layout/EmergencyLine.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { services } from '../../content/services.ts'
import { localeRecord } from '../../i18n/locales.ts'
import { imageSrc } from '../../media/Image.tsx'
import { absoluteUrl } from '../../seo/alternates.ts'
import { pageRoute } from '../../seo/page-route.ts'
import { medicalClinicJsonLd } from '../../seo/jsonld-clinic.ts'
import { pageExistsIn, pageHref } from '../../site/pages.ts'

const title = msg`Heart specialist care in Singapore`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`A private cardiology clinic in Singapore. Our cardiologist sees you at the clinic and provides or arranges the tests and treatment you need, some in hospital.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/')({
  ...pageRoute(title, description),
  component: HomePage,
})

function HomePage() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const doctorName = doctorNameOf(i18n)
  const clinicData = medicalClinicJsonLd(clinic, {
    description: i18n._(description),
    url: absoluteUrl(pageHref('home', locale) ?? '/'),
    inLanguage: localeRecord[locale].tag,
    image: absoluteUrl(imageSrc('home-hero', 'hero')),
  })

  return (
    <ContentPage
      id="home"
      title={title}
      lead={description}
      hero={{ src: 'home-hero', alt: msg`Illustration of a heart with a heartbeat trace` }}
      structuredData={[clinicData]}
      // 995 first: a visitor with chest pain should call an ambulance, not make an enquiry.
      actions={
        <>
          <EmergencyLine className="page-hero__emergency" />
          <ContactActions className="page-hero__actions" />
        </>
      }
    >
      <Section title={<Trans>How we can help</Trans>}>
        <p>
          <Trans>
            We see adults with heart symptoms, known heart conditions, or risk factors such as high
            blood pressure, diabetes, high cholesterol or a family history of heart disease.
          </Trans>
        </p>
      </Section>
      <Cards>
        {services.map((service) => {
          const own = pageExistsIn(service.id, locale)
          return (
            <Card
              key={service.id}
              title={i18n._(service.name)}
              to={own ? service.id : 'servicesIndex'}
              hash={own ? undefined : service.anchor}
            >
              {i18n._(service.summary)}
            </Card>
          )
        })}
      </Cards>

      <Section title={<Trans>When to see a heart specialist</Trans>}>
        <p>
          <Trans>
            Your family doctor may refer you, or you can make an appointment yourself. Consider
            seeing a cardiologist if you have:
          </Trans>
        </p>
        <ul>
          {/* lingui-set comment="List item: a fragment, lower case and without a full stop in English." */}
          <li>
            <Trans>chest discomfort, tightness or pressure, especially when you are active</Trans>
          </li>
          <li>
            <Trans>breathlessness that is new or getting worse</Trans>
          </li>
          <li>
            <Trans>palpitations, or a heartbeat that feels too fast, too slow or irregular</Trans>
          </li>
          <li>
            <Trans>dizzy spells or fainting</Trans>
          </li>
          <li>
            <Trans>swelling of the ankles or legs</Trans>
          </li>
          <li>
            <Trans>
              risk factors such as high blood pressure, high cholesterol, diabetes, smoking, or
              heart disease at a young age in your family
            </Trans>
          </li>
          {/* lingui-reset */}
        </ul>
        {/* The urgency scales' "today" level: a new or worse symptom is not for an appointment. */}
        <p>
          <strong>
            <Trans>
              If any of these symptoms is new or getting worse, do not wait for an appointment: see
              a doctor today.
            </Trans>
          </strong>
        </p>
      </Section>
      <EmergencyNote />

      <Section title={<Trans>Your first visit</Trans>}>
        <Steps>
          <li>
            <Trans>
              Send us an enquiry or call the clinic, and we will arrange a suitable appointment
              time.
            </Trans>
          </li>
          <li>
            <Trans>
              Bring your referral letter if you have one, a list of your medicines and any previous
              test results.
            </Trans>
          </li>
          <li>
            <Trans>
              The doctor asks about your symptoms and medical history, and examines you.
            </Trans>
          </li>
          <li>
            <Trans>
              If tests are needed, the doctor explains why, what they involve and how to prepare.
            </Trans>
          </li>
          <li>
            <Trans>
              The doctor discusses the results and your options with you, and can update your family
              doctor.
            </Trans>
          </li>
        </Steps>
        <ul className="plan-visit">
          <li>
            <Link to="feesAndInsurance">
              <Trans>Fees, insurance and payment</Trans>
            </Link>
          </li>
          <li>
            <Link to="overseasPatients">
              <Trans comment="Link to the page for patients coming from abroad.">
                Information for overseas patients
              </Trans>
            </Link>
          </li>
        </ul>
      </Section>

      <Section title={<Trans comment="Section heading.">Our cardiologist</Trans>}>
        <p>
          <Trans>
            The clinic is led by {doctorName}, a cardiologist who assesses and treats adults with
            heart symptoms and heart conditions, and helps people lower their risk of heart disease.
          </Trans>
        </p>
        <p className="link-line">
          <Link to="doctor">
            <Trans>About {doctorName}</Trans>
          </Link>
        </p>
      </Section>

      <div className="two-columns">
        <Section title={<Trans>Visit the clinic</Trans>}>
          <ClinicAddress />
          <ContactNumbers />
          <p className="link-line">
            <Link to="contact">{t`Contact details and enquiry form`}</Link>
          </p>
        </Section>
        <Section title={<Trans comment="Section heading.">Opening hours</Trans>}>
          <OpeningHours />
          <p>
            <Trans>
              Opening hours may differ on public holidays. Please call before you visit.
            </Trans>
          </p>
        </Section>
      </div>

      <CallToAction />
    </ContentPage>
  )
}
