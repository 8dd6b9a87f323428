import { CatchBoundary } from '@tanstack/react-router'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { markPartHydrated } from '../runtime/hydration.ts'

// A failed part keeps its HTML; navigations then load new documents so it never goes stale.
// A Suspense boundary each: React hydrates and commits it in tasks of its own (ADR 0019).
export function Isolated({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="isolated" data-part={name}>
      <CatchBoundary
        getResetKey={() => name}
        errorComponent={() => <KeptHtml name={name} />}
        onCatch={() => (document.documentElement.dataset['degraded'] = 'true')}
      >
        <Suspense>
          {children}
          <Hydrated name={name} />
        </Suspense>
      </CatchBoundary>
    </div>
  )
}

function Hydrated({ name }: { name: string }) {
  useEffect(() => markPartHydrated(name), [name])
  return null
}

/** Read while it is still in the document: React replaces it next. */
function KeptHtml({ name }: { name: string }) {
  const [html] = useState(
    () => document.querySelector(`.isolated[data-part="${name}"]`)?.innerHTML ?? '',
  )
  return (
    <>
      <div className="isolated" dangerouslySetInnerHTML={{ __html: html }} />
      <Hydrated name={name} />
    </>
  )
}
