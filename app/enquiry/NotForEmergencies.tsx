import { Trans } from '@lingui/react/macro'

// Not with the site-wide 995 line: only the contact page shows it, so only its catalog carries it.
export function NotForEmergencies() {
  return (
    <span className="not-for-emergencies">
      <Trans comment="Beside the clinic's WhatsApp number and the enquiry form's other ways of contact. <0> dials 995, Singapore's emergency ambulance number.">
        Not for emergencies: for chest pain or collapse, call <a href="tel:995">995</a>.
      </Trans>
    </span>
  )
}
