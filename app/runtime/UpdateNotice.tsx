import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { buildCheckIntervalMs, fetchLatestBuildId, runningBuildId } from './build-version.ts'

// SPEC section 4: dismissing hides the notice until the next hourly check.
export function UpdateNotice() {
  const [available, setAvailable] = useState(false)

  useEffect(() => {
    let cancelled = false
    const check = async () => {
      const latest = await fetchLatestBuildId()
      if (!cancelled && latest !== undefined && latest !== runningBuildId) setAvailable(true)
    }
    const timer = window.setInterval(() => void check(), buildCheckIntervalMs)
    return () => {
      cancelled = true
      window.clearInterval(timer)
    }
  }, [])

  if (!available) return null
  return (
    <div className="update-notice" role="status">
      <p>
        <Trans>A new version of this website is available.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        <Trans comment="Button: reload the page to get the new version of the website.">
          Reload
        </Trans>
      </button>
      <button type="button" className="button" onClick={() => setAvailable(false)}>
        <Trans comment="Button: close the notice about the new version of the website.">
          Dismiss
        </Trans>
      </button>
    </div>
  )
}
