import { Trans, useLingui } from '@lingui/react/macro'
import { createElement, type ReactElement } from 'react'
import { clinic } from '../site/clinic.ts'
import { doctorName as doctorNameOf } from './doctor-name.ts'
import { listSeparator } from './language-names.ts'
import { Fact } from './blocks.tsx'

// Done by the doctor in person; the others are the hospital's service (reg 4: only its own).
const performedByTheDoctor: ReadonlySet<Procedure> = new Set(['angioplasty', 'coronaryAngiography'])

type Procedure = keyof typeof clinic.procedureLocations

// On every page about a test or treatment done elsewhere, so none reads as done at the clinic.
export function ProcedureLocationFact({ procedure }: { procedure: Procedure }) {
  const { i18n } = useLingui()
  const separator = i18n._(listSeparator)
  const places = clinic.procedureLocations[procedure].join(separator)
  const doctorName = doctorNameOf(i18n)
  return (
    <Fact
      term={
        <Trans comment="Key fact on a procedure page: the hospital(s) where the procedure or scan takes place.">
          Where it is done
        </Trans>
      }
    >
      <span data-procedure-location>
        {performedByTheDoctor.has(procedure) ? (
          <Trans comment="{doctorName} is the clinic's doctor, {places} a list of hospital names. The procedure is the hospital's service; the doctor performs it there.">
            Performed by {doctorName} at {places}, a service of the hospital
          </Trans>
        ) : (
          <Trans comment="{places} is a list of hospital or imaging-centre names. The test or programme is that hospital's or centre's service; the clinic books it.">
            At {places}, a service of the hospital or centre, arranged by the clinic
          </Trans>
        )}
      </span>
    </Fact>
  )
}

export function whereItIsDone(procedure: Procedure): ReactElement {
  return createElement(ProcedureLocationFact, { procedure })
}
