import { Trans } from '@lingui/react/macro'
import { consentCookie, openTrackingChoice } from '../runtime/tracking.ts'

// A module of its own: a build without a container leaves out its text (build/catalog-split.ts).
export function TagManagerPolicy() {
  const consentCookieName = consentCookie.name
  const consentCookieDays = consentCookie.maxAgeDays
  return (
    <>
      <p>
        <Trans>
          With your consent, we use Google Tag Manager to measure which pages of this website are
          viewed, including pages about heart conditions; Google receives this information and may
          set its own cookies. It runs only after you accept it in the notice on this website:
          before you choose, or if you decline, the website sends nothing to Google.
        </Trans>
      </p>
      <p>
        <Trans>
          A second cookie, "{consentCookieName}", remembers your choice for {consentCookieDays}{' '}
          days. You can change it at any time: after a withdrawal the tag manager no longer loads,
          and where it is already running it stops when you reload the page.
        </Trans>
      </p>
      <p>
        <button
          type="button"
          className="button"
          onClick={(event) => openTrackingChoice(event.currentTarget)}
        >
          <Trans comment="Button on the privacy policy: opens the choice about measuring page views with Google Tag Manager.">
            Change your choice
          </Trans>
        </button>
      </p>
    </>
  )
}
