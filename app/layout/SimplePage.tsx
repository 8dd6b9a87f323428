import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'

/** A page's heading and lead paragraph, followed by its body. */
export function SimplePage({ title, lead, children }: { title: MessageDescriptor; lead: MessageDescriptor; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <article className="page">
      <header className="page__header">
        <h1>{i18n._(title)}</h1>
        <p className="page__lead">{i18n._(lead)}</p>
      </header>
      {children}
    </article>
  )
}
