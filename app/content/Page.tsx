import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Phrases } from './Phrases.tsx'
import { Image } from '../media/Image.tsx'
import type { ImagePosition } from '../media/srcset.ts'
import { absoluteUrl } from '../seo/alternates.ts'
import { JsonLd } from '../seo/JsonLd.tsx'
import { breadcrumbJsonLd, type JsonLdObject } from '../seo/jsonld.ts'
import { pageExistsIn, pageHref, type PageId } from '../site/pages.ts'
import { EmergencyNote } from './blocks.tsx'
import { LanguageNote } from './LanguageNote.tsx'
import { Link, useLocale } from '../i18n/navigation.tsx'

export interface Crumb {
  id: PageId
  name: MessageDescriptor
}

export interface HeroImage {
  src: string
  alt: MessageDescriptor
  position?: ImagePosition
}

const homeName = msg({
  comment: 'First link of the breadcrumb trail and of the main menu: the home page.',
  message: 'Home',
})

// Parents missing in the current language are skipped: every breadcrumb is a page that exists.
export function ContentPage({
  id,
  title,
  lead,
  parents = [],
  hero,
  actions,
  structuredData = [],
  emergencyNote = false,
  children,
}: {
  id: PageId
  title: MessageDescriptor
  lead: MessageDescriptor
  parents?: readonly Crumb[]
  hero?: HeroImage
  actions?: ReactNode
  structuredData?: readonly JsonLdObject[]
  emergencyNote?: boolean
  children: ReactNode
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const crumbs: Crumb[] =
    id === 'home'
      ? []
      : [
          { id: 'home', name: homeName },
          ...parents.filter((parent) => pageExistsIn(parent.id, locale)),
          { id, name: title },
        ]
  const data =
    crumbs.length > 0
      ? [
          ...structuredData,
          breadcrumbJsonLd(
            crumbs.map((crumb) => ({
              name: i18n._(crumb.name),
              url: absoluteUrl(pageHref(crumb.id, locale) ?? '/'),
            })),
          ),
        ]
      : structuredData

  return (
    <article className={`content-page content-page--${id}`}>
      {!emergencyNote && <LanguageNote id={id} />}
      {crumbs.length > 0 && (
        <nav
          className="breadcrumbs"
          aria-label={t({
            comment: 'Name of the breadcrumb trail, read by screen readers.',
            message: 'Breadcrumb',
          })}
        >
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={crumb.id}>
                {index < crumbs.length - 1 ? (
                  <Link to={crumb.id}>{i18n._(crumb.name)}</Link>
                ) : (
                  <span aria-current="page">{i18n._(crumb.name)}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <header className={hero ? 'page-hero page-hero--with-image' : 'page-hero'}>
        <div className="page-hero__text">
          <h1>
            <Phrases>{i18n._(title)}</Phrases>
          </h1>
          <p className="page-hero__lead">{i18n._(lead)}</p>
          {actions}
        </div>
        {hero && (
          <Image
            className="page-hero__image"
            src={hero.src}
            alt={i18n._(hero.alt)}
            layout="hero"
            position={hero.position}
            priority
          />
        )}
      </header>
      <div className="content-page__body">
        {emergencyNote && (
          <>
            <EmergencyNote />
            <LanguageNote id={id} />
          </>
        )}
        {children}
      </div>
      {data.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
    </article>
  )
}
