import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { OpeningHours } from '../content/ClinicDetails.tsx'
import { formatPhone, telHref } from '../site/phone.ts'
import { localePrefix } from '../i18n/locales.ts'
import { usePathname } from '../i18n/navigation.tsx'
import { unmatched } from '../i18n/rendered.ts'
import { EmergencyLine } from './EmergencyLine.tsx'
import { shownPath } from './error-path.ts'

export function ErrorPage({ status }: { status: number }) {
  const pathname = usePathname()
  return <ErrorScreen status={status} pathname={pathname} />
}

// The server writes each request's address into the path line (server/not-found.ts): only there.
export function ErrorScreen({ status, pathname: address }: { status: number; pathname: string }) {
  const { locale } = unmatched(address)
  // An element: Lingui would read "<script>" in a string as a tag. <bdi> isolates its direction.
  const pathname = <bdi className="error-page__address">{shownPath(address)}</bdi>
  const { t } = useLingui()
  const title =
    status === 404
      ? t({
          comment: 'Title (browser tab) of the screen shown for an address that does not exist.',
          message: 'Page not found',
        })
      : t({
          comment: 'Title (browser tab) of the screen shown when an error happened.',
          message: 'Error',
        })
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-heading">
        {status === 404 ? (
          <Trans comment="Heading of the screen shown for an address that does not exist.">
            Oh, no page does not exist!
          </Trans>
        ) : status === 500 ? (
          <Trans comment="Heading of the screen shown when the server had an error.">
            Oh, oh, server error
          </Trans>
        ) : (
          <Trans comment="Heading of the screen shown when an unexpected error happened.">
            We have an error!
          </Trans>
        )}
      </h1>
      <p>
        {status === 404 ? (
          <Trans>We don't have the page you're looking for.</Trans>
        ) : status === 500 ? (
          <Trans comment="Error screen text for a server error (wording fixed by the site's spec). The clinic has no customer service department: say “contact the clinic”.">
            This is a problem on our end. Contact customer service.
          </Trans>
        ) : (
          <Trans comment="Shown under the heading of the error screen, for an unexpected error.">
            Contact us to fix it.
          </Trans>
        )}
      </p>
      {status === 404 && (
        <p className="error-page__path">
          <Trans comment="{pathname} is the address that was not found.">
            Page not found: {pathname}
          </Trans>
        </p>
      )}
      {/* A server error: the site may not work for a while, so the clinic's hours are here too. */}
      <ErrorContact hours={status === 500} />
      <a className="button button--primary" href={`${localePrefix(locale)}/`}>
        <Trans comment="Button on the error screen leading to the home page. Upper case in English only: write it as your language writes a button.">
          GO TO HOMEPAGE
        </Trans>
      </a>
    </section>
  )
}

// A script that would not load even after the guarded reload: the 500 screen would mislead.
export function ConnectionProblem() {
  const pathname = usePathname()
  const { t } = useLingui()
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <title>
        {t({
          comment:
            'Title and heading of the screen shown when a page could not be loaded because of a network problem.',
          message: 'Connection problem',
        })}
      </title>
      <meta name="robots" content="noindex" />
      <h1 id="error-heading">
        <Trans comment="Title and heading of the screen shown when a page could not be loaded because of a network problem.">
          Connection problem
        </Trans>
      </h1>
      <p>
        <Trans>
          This page could not be loaded. Please check your internet connection and try again.
        </Trans>
      </p>
      <ErrorContact />
      <a className="button button--primary" href={pathname}>
        <Trans comment="Button: loads the page again after a network problem">Try again</Trans>
      </a>
    </section>
  )
}

function ErrorContact({ hours = false }: { hours?: boolean }) {
  const phone = formatPhone(clinic.phones.call)
  return (
    <div className="error-page__contact">
      <EmergencyLine />
      <p>
        <Trans comment="On the error screens, under the 995 line. <0> dials the clinic's number.">
          To reach the clinic, call <a href={telHref(clinic.phones.call)}>{phone}</a> during opening
          hours.
        </Trans>
      </p>
      {hours && <OpeningHours />}
    </div>
  )
}
