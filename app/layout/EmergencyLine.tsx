import { Trans } from '@lingui/react/macro'
import { AlertIcon } from './ContactLines.tsx'

// Before the clinic's own lines wherever a frightened visitor may land; the whole line is the link.
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
