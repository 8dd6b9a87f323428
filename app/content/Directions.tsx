import { Trans, useLingui } from '@lingui/react/macro'
import { clinic } from '../site/clinic.ts'
import { NewTabNote } from './NewTabNote.tsx'
import { listSeparator } from './language-names.ts'

// Never by name: the business profile shows reviews the advertising rules forbid. No embedded map.
export function directionsHref(): string {
  const { street, postalCode, coordinates } = clinic.address
  const destination = coordinates
    ? `${coordinates.latitude},${coordinates.longitude}`
    : `${street}, Singapore ${postalCode}`
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

export function Directions() {
  const { i18n } = useLingui()
  const { mrt, buses, parking, wheelchairAccess } = clinic.directions
  const station = `${mrt.station} (${mrt.code})`
  const minutes = mrt.walkMinutes
  const separator = i18n._(listSeparator)
  const busList = buses.join(separator)
  const place = parking
  return (
    <div className="directions">
      <p>
        <a
          className="button"
          href={directionsHref()}
          target="_blank"
          rel="noopener noreferrer"
          data-directions
        >
          <Trans comment="Button: opens directions to the clinic in a maps app or a new tab.">
            Get directions
          </Trans>
          <NewTabNote />
        </a>
      </p>
      <dl className="facts">
        <div>
          <dt>
            <Trans comment="Label: the nearest train (MRT) station.">Nearest MRT station</Trans>
          </dt>
          <dd>
            <Trans comment="{station} is a station name with its code, e.g. 'Novena (NS20)'.">
              {station}, about {minutes} minutes on foot
            </Trans>
          </dd>
        </div>
        {buses.length > 0 && (
          <div>
            <dt>
              <Trans comment="Label: bus service numbers that stop near the clinic.">Buses</Trans>
            </dt>
            <dd>{busList}</dd>
          </div>
        )}
        {parking && (
          <div>
            <dt>
              <Trans comment="Label: where patients can park a car.">Parking</Trans>
            </dt>
            <dd>
              <Trans comment="{place} is the name of a building, e.g. 'Novena Medical Center'.">
                Car park at {place}
              </Trans>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans comment="Label: whether a wheelchair user can reach the clinic.">
              Wheelchair access
            </Trans>
          </dt>
          <dd>
            {wheelchairAccess ? (
              <Trans comment="Value of the label “Wheelchair access”.">
                Step-free entrance and lift to the clinic
              </Trans>
            ) : (
              <Trans comment="Value of the label “Wheelchair access”, when access is not step-free.">
                Please call us before your visit so we can help you with access
              </Trans>
            )}
          </dd>
        </div>
      </dl>
    </div>
  )
}
