import { sectionPageNames, type SectionPageId } from './page-names.ts'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { clinic } from '../site/clinic.ts'
import { formatPhone, telHref } from '../site/phone.ts'
import { Image } from '../media/Image.tsx'
import { pageExistsIn, type PageId } from '../site/pages.ts'
import { Link, useLocale } from '../i18n/navigation.tsx'
import { Phrases } from './Phrases.tsx'
import { outsideSingapore, urgencyToday } from './urgency.ts'

export function Section({
  title,
  id,
  className,
  children,
}: {
  title: ReactNode
  id?: string
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      className={className ? `section ${className}` : 'section'}
      id={id}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        <Phrases>{title}</Phrases>
      </h2>
      {children}
    </section>
  )
}

export function EmergencyNote() {
  const { t } = useLingui()
  return (
    <aside
      className="emergency-note"
      aria-label={t({
        comment:
          'Name, read by screen readers, of the box that tells people to call 995 in an emergency.',
        message: 'Emergency',
      })}
    >
      <svg
        className="emergency-note__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2 1 21h22L12 2zm0 4.5 7.5 12.5h-15L12 6.5zM11 10v4h2v-4h-2zm0 5.5v2h2v-2h-2z" />
      </svg>
      <div>
        <p className="emergency-note__main">
          <Trans>
            If you have chest pain or think you may be having a heart attack, call{' '}
            <a href="tel:995">995</a> for an ambulance.
          </Trans>
        </p>
        {/* Next to the call to 995: a reader abroad learns before dialling that it is not theirs. */}
        <p>{t(outsideSingapore)}</p>
        <p>
          <Trans>
            Do not wait for a clinic appointment, and do not drive yourself to hospital.
          </Trans>
        </p>
      </div>
    </aside>
  )
}

export function MedicalDisclaimer() {
  return (
    <p className="disclaimer">
      <Trans>
        This page gives general information only. It is not a diagnosis and does not replace a
        consultation with a doctor who knows your medical history.
      </Trans>
    </p>
  )
}

/** The "today" level, beside "Make an enquiry" and the reply time: an enquiry is not for it. */
export function UrgencyToday() {
  const { i18n } = useLingui()
  return (
    <p className="urgency-today" data-urgency={urgencyToday.id}>
      <strong className="urgency__title">{i18n._(urgencyToday.title)}</strong>{' '}
      {i18n._(urgencyToday.text)}
    </p>
  )
}

export function ContactActions({
  className,
  callClassName = 'button',
}: {
  className: string
  callClassName?: string
}) {
  const phone = formatPhone(clinic.phones.call)
  return (
    <>
      <div className={className}>
        <Link to="contact" className="button button--primary">
          <Trans comment="Button leading to the enquiry form, where patients ask for an appointment.">
            Make an enquiry
          </Trans>
        </Link>
        <a className={callClassName} href={telHref(clinic.phones.call)}>
          <Trans comment="Button that dials the clinic; {phone} is its phone number.">
            Call {phone}
          </Trans>
        </a>
      </div>
      <UrgencyToday />
    </>
  )
}

export function CallToAction({ title, children }: { title?: ReactNode; children?: ReactNode }) {
  const headingId = useId()
  return (
    <section className="cta" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Phrases>
          {title ?? (
            <Trans comment="Heading of the box at the end of a page inviting patients to make an appointment.">
              Arrange a consultation
            </Trans>
          )}
        </Phrases>
      </h2>
      <p>
        {children ?? (
          <Trans>
            Send us an enquiry and our clinic team will contact you to arrange an appointment. You
            can also call us during opening hours.
          </Trans>
        )}
      </p>
      <ContactActions className="cta__actions" callClassName="button button--light" />
    </section>
  )
}

export type RelatedLink =
  | { to: SectionPageId; label?: MessageDescriptor; hash?: string }
  | { to: Exclude<PageId, SectionPageId>; label: MessageDescriptor; hash?: string }

const relatedLabel = (link: RelatedLink): MessageDescriptor =>
  link.label ?? sectionPageNames[link.to as SectionPageId]

export function RelatedLinks({
  links,
  title,
}: {
  links: readonly RelatedLink[]
  title?: ReactNode
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const shown = links.filter((link) => pageExistsIn(link.to, locale))
  if (shown.length === 0) return null
  return (
    <Section
      title={
        title ?? (
          <Trans comment="Heading of the list of links to related pages of the site.">
            Related pages
          </Trans>
        )
      }
      className="related"
    >
      <ul className="related__list">
        {shown.map((link) => (
          <li key={`${link.to}#${link.hash ?? ''}`}>
            <Link to={link.to} hash={link.hash}>
              {i18n._(relatedLabel(link))}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Cards({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={className ? `cards ${className}` : 'cards'}>{children}</ul>
}

export function Card({
  title,
  to,
  hash,
  image,
  meta,
  children,
}: {
  title: ReactNode
  to?: PageId
  hash?: string
  image?: { src: string; alt: string }
  meta?: ReactNode
  children: ReactNode
}) {
  const locale = useLocale()
  const linked = to !== undefined && pageExistsIn(to, locale) ? to : undefined
  return (
    <li className={linked ? 'card card--linked' : 'card'}>
      {image && <Image className="card__image" src={image.src} alt={image.alt} layout="card" />}
      <div className="card__body">
        <h3 className="card__title">
          {linked ? (
            <Link to={linked} hash={hash}>
              <Phrases>{title}</Phrases>
            </Link>
          ) : (
            <Phrases>{title}</Phrases>
          )}
        </h3>
        {meta && <p className="card__meta">{meta}</p>}
        <p>{children}</p>
      </div>
    </li>
  )
}

export function Steps({ children }: { children: ReactNode }) {
  return <ol className="steps">{children}</ol>
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts">{children}</dl>
}

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
