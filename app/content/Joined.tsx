import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

// What goes between two texts is the translation's: Japanese sets no space after ： or 。

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

export function LineThenSentence({ line, children }: { line: ReactNode; children: ReactNode }) {
  const sentence = children
  return (
    <Trans comment="A line of contact details ending in a phone number, then a sentence about it (“Not for emergencies: …”); both are translated apart. Write what ends the line and starts the sentence, so the sentence does not run on after the number (Chinese and Japanese: 。).">
      {line}. {sentence}
    </Trans>
  )
}
