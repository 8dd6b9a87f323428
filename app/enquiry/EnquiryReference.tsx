import { Trans } from '@lingui/react/macro'

export function EnquiryReference({ reference: ref }: { reference: string }) {
  return (
    <p className="enquiry-reference">
      <Trans comment="Shown after sending the enquiry form. <0> is the reference code of the enquiry, e.g. 7K2M-9QXA.">
        Your enquiry reference: <strong data-testid="enquiry-reference">{ref}</strong>
      </Trans>
    </p>
  )
}
