import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallToAction, EmergencyNote, Section } from '../../content/blocks.tsx'
import { Link, useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { services } from '../../content/services.ts'
import { Image } from '../../media/Image.tsx'
import { pageHead } from '../../seo/head.ts'
import { loadPageText } from '../../i18n/catalog.ts'
import { pageExistsIn, type PageId } from '../../site/pages.ts'

const title = msg({
  comment: 'Title of the page (browser tab, search results) and its main heading.',
  message: 'Our services',
})
const description = msg({
  comment:
    'Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English.',
  message:
    'Heart tests and treatments offered at the clinic, from screening and imaging to angioplasty.',
})

export const Route = createFileRoute('/{-$lang}/services')({
  head: pageHead(title, description),
  loader: loadPageText,
  component: ServicesIndexPage,
})

/** A second sentence per service: when it is used. (The languages of this page have few service pages of their own.) */
const usedFor: Partial<Record<PageId, MessageDescriptor>> = {
  heartScreening: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It suits adults with risk factors such as high blood pressure, high cholesterol, diabetes, smoking or a family history of heart disease.',
  }),
  electrocardiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It is used to investigate chest pain, palpitations, dizziness and breathlessness, and as part of screening. A portable recorder can monitor the rhythm for a day or longer.',
  }),
  echocardiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It is used for breathlessness, swollen ankles, heart murmurs, and to follow up heart failure and valve disease. It involves no radiation.',
  }),
  cardiacStressTesting: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps find out whether chest pain or breathlessness on exertion comes from narrowed heart arteries.',
  }),
  cardiacImaging: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'CT coronary angiography shows narrowing in the heart arteries without a catheter; cardiac MRI shows the heart muscle in detail.',
  }),
  cardiacPet: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps detect coronary artery disease, especially when other tests are unclear, and can show whether weakened heart muscle is still alive.',
  }),
  coronaryAngiography: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'A thin tube is passed from the wrist or groin to the heart. It shows the inside of the arteries in detail and guides decisions about stents or surgery.',
  }),
  angioplasty: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It relieves angina that continues despite medicines, and is used as emergency treatment during a heart attack.',
  }),
  cardiacRehabilitation: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It helps people recover after a heart attack, angioplasty or heart surgery, and live well with heart failure.',
  }),
  sportsCardiology: msg({
    comment: 'List of services: the description under the service name (“It” is the service).',
    message:
      'It covers symptoms during exercise, screening before competitive sport, and returning to sport after a heart condition.',
  }),
}

function ServicesIndexPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <ContentPage
      id="servicesIndex"
      title={title}
      lead={description}
      hero={{ src: 'services', alt: msg`Illustration of tiles showing different heart tests` }}
    >
      <Section
        title={<Trans comment="Section heading on the page “Our services”.">Where to start</Trans>}
      >
        <p>
          <Trans>
            You do not need to choose a test yourself. At your first consultation the cardiologist
            listens to your symptoms, reviews your history and examines you, then recommends the
            tests and treatment that are right for you.
          </Trans>
        </p>
      </Section>

      {services.map((service) => {
        const name = i18n._(service.name)
        const detail = usedFor[service.id]
        return (
          <Section key={service.id} id={service.anchor} title={name} className="service-summary">
            <Image
              className="service-summary__image"
              src={service.image}
              alt=""
              width={320}
              height={180}
            />
            <p>{i18n._(service.summary)}</p>
            {detail && <p>{i18n._(detail)}</p>}
            {pageExistsIn(service.id, locale) && (
              <p>
                <Link to={service.id}>
                  <Trans comment="Link under a service in the list of services; {name} is the service's name.">
                    More about {name}
                  </Trans>
                </Link>
              </p>
            )}
          </Section>
        )
      })}

      <EmergencyNote />
      <CallToAction />
    </ContentPage>
  )
}
