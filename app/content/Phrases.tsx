import { useEffect, type ReactNode } from 'react'
import { useLocale } from '../i18n/navigation.tsx'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace
  namespace JSX {
    interface IntrinsicElements {
      /** A Japanese heading's text, shown broken only between phrases (phrases-element.ts). */
      'jp-phrases': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

/**
 * The text of a heading, kept whole between phrases in Japanese. Japanese has no spaces:
 * Chromium breaks headings between phrases itself (`word-break: auto-phrase`, app.css), while
 * Firefox and Safari break anywhere, inside words too (循環 / 器). In those browsers, on a
 * Japanese page, the <jp-phrases> element is defined (phrases-element.ts, loaded only then)
 * and shows its text with a line-break opportunity between BudouX's phrases and none inside
 * them. React keeps rendering the plain text inside it; the element only shows a copy.
 */
export function Phrases({ children }: { children: ReactNode }) {
  const locale = useLocale()
  useEffect(() => {
    if (locale !== 'jp' || customElements.get('jp-phrases')) return
    if (CSS.supports('word-break', 'auto-phrase')) return
    // An enhancement: if its chunk cannot load (offline, or the page is being left), the
    // headings keep the stylesheet's keep-all breaking, so the failure is not an error.
    import('./phrases-element.ts').catch(() => undefined)
  }, [locale])
  return locale === 'jp' ? <jp-phrases>{children}</jp-phrases> : children
}
