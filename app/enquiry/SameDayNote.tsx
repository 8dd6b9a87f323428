import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { urgencyToday } from '../content/urgency.ts'
import { Sentences } from '../content/Joined.tsx'
import { clinic } from '../site/clinic.ts'
import { formatPhone, telHref } from '../site/phone.ts'
import { isTodayOrTomorrow } from './form-choices.ts'

// For today or tomorrow the reply could come too late: the phone, and the "today" level.
function SameDayLine() {
  const { i18n } = useLingui()
  const phone = formatPhone(clinic.phones.call)
  return (
    <Sentences
      first={
        <Trans comment="Under the preferred date of the enquiry form, when it is today or tomorrow. <0> dials the clinic's phone number. The urgency scale's “see a doctor today” sentence follows.">
          For an appointment today or tomorrow, please call the clinic on{' '}
          <a href={telHref(clinic.phones.call)}>{phone}</a>.
        </Trans>
      }
    >
      {i18n._(urgencyToday.text)}
    </Sentences>
  )
}

/** With script: said as soon as the date is today or tomorrow; without: always, as a hint. */
export function SameDayNote({
  id,
  date,
  today,
}: {
  id: string
  date: string
  today: string | undefined
}) {
  return (
    <>
      <noscript>
        <p className="field__hint" id={id}>
          <SameDayLine />
        </p>
      </noscript>
      <div role="status">
        {today !== undefined && isTodayOrTomorrow(date, today) && (
          <p className="field__warning" id={id} data-testid="enquiry-date-soon">
            <SameDayLine />
          </p>
        )}
      </div>
    </>
  )
}
