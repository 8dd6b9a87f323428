import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallToAction, EmergencyNote, Section } from '../../content/blocks.tsx'
import { Link, useLocale } from '../../i18n/navigation.tsx'
import { ContentPage } from '../../content/Page.tsx'
import { serviceUses } from '../../content/service-uses.ts'
import { services } from '../../content/services.ts'
import { Image } from '../../media/Image.tsx'
import { pageRoute } from '../../seo/page-route.ts'
import { pageExistsIn } from '../../site/pages.ts'

const title = msg`Our services`
// lingui-set comment="Lead paragraph under the main heading, also the page description in search results: keep it about as short as the English."
const description = msg`Heart tests and treatments our cardiologist provides or arranges, from screening at the clinic to angioplasty in hospital.`
// lingui-reset

export const Route = createFileRoute('/{-$lang}/services')({
  ...pageRoute(title, description),
  component: ServicesIndexPage,
})

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
      <Section title={<Trans>Where to start</Trans>}>
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
        return (
          <Section key={service.id} id={service.anchor} title={name} className="service-summary">
            <Image className="service-summary__image" src={service.image} alt="" layout="summary" />
            <p>{i18n._(service.summary)}</p>
            <p>{i18n._(serviceUses[service.id])}</p>
            {pageExistsIn(service.id, locale) && (
              <p className="link-line">
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
