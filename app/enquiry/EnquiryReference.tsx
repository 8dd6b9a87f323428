import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { readEnquiryReference, REF_PATTERN } from './reference.ts'

export function EnquiryReference() {
  // Put there after a post without script; not a search param, which every page's script would check.
  const inAddress = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)['ref'],
  })
  const sent = typeof inAddress === 'string' && REF_PATTERN.test(inAddress) ? inAddress : undefined
  const [remembered, setRemembered] = useState<string | undefined>(undefined)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration: sessionStorage, not the HTML
  useEffect(() => setRemembered(readEnquiryReference()), [])
  const ref = sent ?? remembered
  if (!ref) return null
  return (
    <p className="enquiry-reference">
      <Trans comment="Shown after sending the enquiry form. <0> is the reference code of the enquiry, e.g. 7K2M-9QXA.">
        Your enquiry reference: <strong data-testid="enquiry-reference">{ref}</strong>
      </Trans>
    </p>
  )
}
