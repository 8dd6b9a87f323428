import { Trans, useLingui } from '@lingui/react/macro'
import { createElement, type ReactElement } from 'react'
import { clinic } from '../site/clinic.ts'
import { listSeparator } from './language-names.ts'
import { Fact } from './blocks.tsx'

/**
 * "Where it is done" among a procedure page's key facts: the hospitals or centres where it
 * takes place (clinic configuration, procedureLocations). Every page about a test or treatment
 * done outside the clinic shows it, so none reads as if it were done at the clinic.
 */
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

/**
 * The "Where it is done" fact for a page's content module (app/content/medical/): importing it
 * there keeps its messages in the catalogs of the pages that show it.
 */
export function whereItIsDone(procedure: keyof typeof clinic.procedureLocations): ReactElement {
  return createElement(ProcedureLocationFact, { procedure })
}
