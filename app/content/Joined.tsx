import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

// What goes between two texts is the translation's: Japanese sets no space after ： or 。

/** "Phone: +65 6000 0000": a label ending in a colon, then its value. */
export function LabelValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  const value = children
  return (
    <Trans comment="A label ending in a colon and its value on one line, e.g. “Phone: +65 6000 0000”; both are translated apart. Write only what goes between them (Japanese: nothing after ：).">
      {label} {value}
    </Trans>
  )
}

export function Sentences({ first, children }: { first: ReactNode; children: ReactNode }) {
  const next = children
  return (
    <Trans comment="A sentence and the next one in the same paragraph; both are translated apart. Write only what goes between them (Japanese: nothing after 。).">
      {first} {next}
    </Trans>
  )
}
