import { CatchBoundary } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

// A failed part of the shell keeps its HTML without React and the rest works on; navigations
// then load new documents (navigation-gate.ts), so that the kept part is never out of date.
export function Isolated({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="isolated" data-part={name}>
      <CatchBoundary
        getResetKey={() => name}
        errorComponent={() => <KeptHtml name={name} />}
        onCatch={() => (document.documentElement.dataset['degraded'] = 'true')}
      >
        {children}
      </CatchBoundary>
    </div>
  )
}

/** Read while it is still in the document: React replaces it next. */
function KeptHtml({ name }: { name: string }) {
  const [html] = useState(
    () => document.querySelector(`.isolated[data-part="${name}"]`)?.innerHTML ?? '',
  )
  return <div className="isolated" dangerouslySetInnerHTML={{ __html: html }} />
}
