import { Trans, useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { clinic } from '../site/clinic.ts'
import { Link, useLocale } from '../i18n/navigation.tsx'
import { formatPhone, telHref } from '../site/phone.ts'
import { openingHoursLines } from '../content/hours.ts'
import { LabelValue } from '../content/Joined.tsx'
import { EmergencyLine } from './EmergencyLine.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { labelText, siteMap } from './nav.ts'
import { openTrackingChoice, trackingId } from '../runtime/tracking.ts'

const subscribeToNothing = () => () => {}

/** In the HTML a link to the privacy policy's cookies section, which works without script; a
 *  button that opens the choice once the page runs (the choice itself needs the script). */
function CookieSettings() {
  const running = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const label = (
    <Trans comment="Footer button: opens the choice about measuring page views with Google Tag Manager, to change it.">
      Cookie settings
    </Trans>
  )
  return running ? (
    <button
      type="button"
      className="site-footer__button"
      onClick={(event) => openTrackingChoice(event.currentTarget)}
    >
      {label}
    </button>
  ) : (
    <Link to="privacyPolicy" hash="cookies">
      {label}
    </Link>
  )
}

export function Footer() {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const { address } = clinic
  const sitemap = siteMap(locale)
  return (
    <footer className="site-footer">
      <div className="site-footer__emergency">
        <EmergencyLine />
      </div>
      <div className="site-footer__inner">
        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {clinic.clinicName}
          </h2>
          <address className="site-footer__address">
            <span>
              {address.street}, {address.unit}
            </span>
            <span>
              {address.city} {address.postalCode}
            </span>
            <span>
              <LabelValue
                label={<Trans comment="Label before the clinic's phone number.">Phone:</Trans>}
              >
                <a href={telHref(clinic.phones.call)}>{formatPhone(clinic.phones.call)}</a>
              </LabelValue>
            </span>
            <span>
              <LabelValue
                label={<Trans comment="Label before the clinic's e-mail address.">Email:</Trans>}
              >
                <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
              </LabelValue>
            </span>
          </address>
        </section>
        {/* Not a named region: the contact and home pages have an "Opening hours" one of their own. */}
        <div className="site-footer__section">
          <h2 className="site-footer__heading">
            <Trans comment="Heading of the clinic's consultation hours (when the doctor sees patients).">
              Opening hours
            </Trans>
          </h2>
          <dl className="site-footer__hours">
            {openingHoursLines(i18n, clinic.openingHours).map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours ?? t`Closed`}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Every page, on every page: the way on where the menus cannot open (ADR 0012). */}
        <nav
          id="site-map"
          className="site-footer__section site-footer__sitemap"
          aria-labelledby="footer-sitemap"
        >
          <h2 id="footer-sitemap" className="site-footer__heading">
            <Trans comment="Heading of the footer's list of links to every page of the site (a site map).">
              Site map
            </Trans>
          </h2>
          <div className="site-footer__groups">
            <ul className="site-footer__links">
              {sitemap.links.map((link) => (
                <li key={link.id}>
                  <Link to={link.id}>{labelText(i18n, link.label)}</Link>
                </li>
              ))}
              {trackingId ? (
                <li>
                  <CookieSettings />
                </li>
              ) : null}
            </ul>
            {sitemap.groups.map((group) => (
              <div key={group.id} className="site-footer__group">
                <h3 className="site-footer__subheading">{i18n._(group.label)}</h3>
                <ul className="site-footer__links">
                  {group.entries.map((entry) => (
                    <li key={entry.id}>
                      <Link to={entry.id}>{labelText(i18n, entry.label)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        <div className="site-footer__languages">
          {/* Named apart from the header's switcher: landmarks are told apart by their names. */}
          <LanguageSwitcher
            label={t({
              comment:
                'Name, read by screen readers, of the language switcher at the bottom of every page (the one at the top is called “Language”).',
              message: 'Languages of this website',
            })}
          />
        </div>
      </div>
      <p className="site-footer__credit">
        {/* The year is the build's or server's; the browser keeps it so a new-year visit cannot mismatch. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {clinic.clinicName}.{' '}
        {/* English on every page: read with an English voice. No link: its site is third-party
            content the clinic's advertising would answer for (HCSA reg 16). */}
        <span lang="en">{clinic.agency.name}</span>.{' '}
        <Trans comment="Copyright line at the very bottom of every page, after the web agency's credit.">
          All Rights Reserved
        </Trans>
      </p>
    </footer>
  )
}
