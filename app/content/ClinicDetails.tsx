import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { formatPhone, telHref } from '../site/phone.ts'
import { openingHoursLines } from './hours.ts'
import { LabelValue } from './Joined.tsx'

export function ClinicAddress() {
  const { address } = clinic
  return (
    <address className="clinic-address">
      <span>{clinic.clinicName}</span>
      <span>
        {address.street}
        {address.unit ? `, ${address.unit}` : ''}
      </span>
      <span>
        {address.city} {address.postalCode}
      </span>
    </address>
  )
}

export function OpeningHours() {
  const { i18n, t } = useLingui()
  return (
    <dl className="hours">
      {openingHoursLines(i18n, clinic.openingHours).map((line) => (
        <div key={line.days} className="hours__row">
          <dt>{line.days}</dt>
          <dd>
            {line.hours ??
              t({
                comment:
                  'Opening hours: shown instead of the times on the days the clinic is closed.',
                message: 'Closed',
              })}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function ContactNumbers() {
  const call = formatPhone(clinic.phones.call)
  return (
    <ul className="contact-numbers">
      <li>
        <LabelValue label={<Trans comment="Label before the clinic's phone number.">Phone:</Trans>}>
          <a href={telHref(clinic.phones.call)}>{call}</a>
        </LabelValue>
      </li>
      <li>
        <LabelValue
          label={<Trans comment="Label before the clinic's e-mail address.">Email:</Trans>}
        >
          <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </LabelValue>
      </li>
    </ul>
  )
}
