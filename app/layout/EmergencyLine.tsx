import { Trans } from '@lingui/react/macro'
import { AlertIcon } from './ContactLines.tsx'

/**
 * One line that dials 995, Singapore's emergency ambulance number, before the clinic's own ways
 * of contact wherever a frightened visitor may land (the first screen of the home page, the
 * footer of every page, the error screens). The whole line is the link: a large target, named by
 * its text.
 */
export function EmergencyLine({ className }: { className?: string }) {
  return (
    <a
      className={className ? `emergency-line ${className}` : 'emergency-line'}
      href="tel:995"
      data-contact="995"
    >
      <AlertIcon />
      <span>
        <Trans comment="The first and most prominent contact option: Singapore's public emergency number (ambulance).">
          Chest pain or collapse: call 995
        </Trans>
      </span>
    </a>
  )
}
