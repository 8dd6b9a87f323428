import { useEffect, type ReactNode } from 'react'
import { useLocale } from '../i18n/navigation.tsx'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace
  namespace JSX {
    interface IntrinsicElements {
      'jp-phrases': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}

// Japanese headings break only between phrases: Chromium does it with `word-break: auto-phrase`,
// other browsers get <jp-phrases> (ADR 0012). React keeps the plain text; the element shows a copy.
export function Phrases({ children }: { children: ReactNode }) {
  const locale = useLocale()
  useEffect(() => {
    if (locale !== 'jp' || customElements.get('jp-phrases')) return
    if (CSS.supports('word-break', 'auto-phrase')) return
    import('./phrases-element.ts').catch(() => undefined)
  }, [locale])
  return locale === 'jp' ? <jp-phrases>{children}</jp-phrases> : children
}
