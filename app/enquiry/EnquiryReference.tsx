import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { readEnquiryReference } from './reference.ts'

export function EnquiryReference() {
  const [ref, setRef] = useState<string | undefined>(undefined)
  // After hydration on purpose: the reference is in the tab's sessionStorage, not in the HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRef(readEnquiryReference()), [])
  if (!ref) return null
  return (
    <p className="enquiry-reference">
      <Trans comment="Shown after sending the enquiry form. <0> is the reference code of the enquiry, e.g. 7K2M-9QXA.">
        Your enquiry reference: <strong data-testid="enquiry-reference">{ref}</strong>
      </Trans>
    </p>
  )
}
