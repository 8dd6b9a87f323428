import { CatchBoundary } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'

/**
 * An error boundary around one independent part of the page shell (the header, the footer, a
 * runtime helper): a script error there is reported (React's onCaughtError logs it) and leaves
 * the rest of the page working. The failed part keeps the HTML it had (the server's markup,
 * links included), now without React: its links load pages the plain way, its menus still open
 * by the browser or the early script (early-fallbacks.ts), and from then on every navigation
 * loads a new document (navigation-gate.ts reads `data-degraded`), so the kept part is never
 * out of date. The wrappers are `display: contents` <div>s (shell.css), invisible to layout.
 */
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

/** The failed part's markup, read while it is still in the document (React replaces it next). */
function KeptHtml({ name }: { name: string }) {
  const [html] = useState(
    () => document.querySelector(`.isolated[data-part="${name}"]`)?.innerHTML ?? '',
  )
  return <div className="isolated" dangerouslySetInnerHTML={{ __html: html }} />
}
