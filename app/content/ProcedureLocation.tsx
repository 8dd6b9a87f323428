import { Trans, useLingui } from '@lingui/react/macro'
import { createElement, type ReactElement } from 'react'
import { clinic } from '../site/clinic.ts'
import { listSeparator } from './language-names.ts'
import { Fact } from './blocks.tsx'

// On every page about a test or treatment done elsewhere, so none reads as done at the clinic.
export function ProcedureLocationFact({
  procedure,
}: {
  procedure: keyof typeof clinic.procedureLocations
}) {
  const { i18n } = useLingui()
  const separator = i18n._(listSeparator)
  const places = clinic.procedureLocations[procedure].join(separator)
  return (
    <Fact
      term={
        <Trans comment="Key fact on a procedure page: the hospital(s) where the procedure or scan takes place.">
          Where it is done
        </Trans>
      }
    >
      <span data-procedure-location>
        <Trans comment="{places} is a list of hospital names. The clinic books the procedure at the hospital.">
          At {places}, arranged by the clinic
        </Trans>
      </span>
    </Fact>
  )
}

// For a page's content module: imported there, its messages stay in those pages' catalogs.
export function whereItIsDone(procedure: keyof typeof clinic.procedureLocations): ReactElement {
  return createElement(ProcedureLocationFact, { procedure })
}
