// A page's sections as data (ADR 0015): a heading and its blocks, not the markup around them.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { isValidElement, type ReactElement } from 'react'
import { Section, Steps } from './blocks.tsx'

/** `strong` is for the advice to call 995; an element, for text with links or other markup. */
export type ContentBlock =
  | MessageDescriptor
  | ReactElement
  | { readonly strong: MessageDescriptor }
  | { readonly list: readonly MessageDescriptor[] }
  | { readonly steps: readonly MessageDescriptor[] }

export interface ContentSection {
  readonly title: MessageDescriptor
  readonly id?: string
  readonly className?: string
  readonly body: readonly ContentBlock[]
}

export function Sections({ sections }: { sections: readonly ContentSection[] }) {
  const { i18n } = useLingui()
  return sections.map(({ title, id, className, body }, index) => (
    <Section key={index} title={i18n._(title)} id={id} className={className}>
      {body.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Section>
  ))
}

function Block({ block }: { block: ContentBlock }) {
  const { i18n } = useLingui()
  if (isValidElement(block)) return block
  if ('id' in block) return <p>{i18n._(block)}</p>
  if ('strong' in block)
    return (
      <p>
        <strong>{i18n._(block.strong)}</strong>
      </p>
    )
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item, index, all) => (
          <li key={index}>{index === all.length - 1 ? endList(i18n._(item)) : i18n._(item)}</li>
        ))}
      </ul>
    )
  return (
    <Steps>
      {block.steps.map((item, index) => (
        <li key={index}>{i18n._(item)}</li>
      ))}
    </Steps>
  )
}

// The item shown last gets the full stop, also when configuration leaves out the one written last.
const fullStops: Readonly<Record<string, string>> = { ';': '.', '；': '。' }

function endList(text: string): string {
  return text.replace(/[;；]$/, (mark) => fullStops[mark]!)
}
