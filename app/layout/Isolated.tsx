import { Component, type ReactNode } from 'react'

interface IsolatedProps {
  /** Names the part (unique on the page): its wrapper is found by it. */
  name: string
  children: ReactNode
}

/**
 * An error boundary around one independent part of the page shell (the header, the footer, a
 * runtime helper): a script error there is reported (React's onCaughtError logs it) and leaves
 * the rest of the page working.
 * The failed part keeps the HTML it had (the server's markup, links included), now without
 * React: its links load pages the plain way, its menus still open by the browser or the early
 * script (early-fallbacks.ts), and from then on every navigation loads a new document
 * (navigation-gate.ts reads `data-degraded`), so the frozen part is never out of date.
 * The wrapper is a `display: contents` <div> (shell.css), invisible to layout.
 */
export class Isolated extends Component<IsolatedProps, { failed: boolean }> {
  override state = { failed: false }
  private html: string | undefined

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch() {
    document.documentElement.dataset['degraded'] = 'true'
  }

  override render() {
    if (!this.state.failed) {
      return (
        <div className="isolated" data-part={this.props.name}>
          {this.props.children}
        </div>
      )
    }
    // Read while the failed part's markup is still in the document: React replaces it when
    // this render is committed.
    this.html ??=
      document.querySelector(`.isolated[data-part="${this.props.name}"]`)?.innerHTML ?? ''
    return (
      <div
        className="isolated"
        data-part={this.props.name}
        dangerouslySetInnerHTML={{ __html: this.html }}
      />
    )
  }
}
