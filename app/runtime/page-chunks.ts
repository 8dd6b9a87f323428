// Script after the first view (ADR 0019): at `load` the inline script below preloads the route's
// chunks (listed as JSON by build/deferred-scripts.ts) and imports the inert entry.

export const chunkListAttribute = 'data-page-chunks'
/** A type the browser does not run: the entry's <script> keeps its `src` until `load`. */
export const deferredEntryType = 'text/x-deferred-module'

/** Inline in <head>; serialised with toString, so browser globals and old syntax only. */
export function startAfterLoad(chunkLists: string, entrySelector: string): void {
  function start() {
    const lists = document.querySelectorAll(chunkLists)
    for (let i = 0; i < lists.length; i++) {
      let chunks: unknown
      try {
        chunks = JSON.parse(lists[i]!.textContent || '[]')
      } catch {
        continue
      }
      if (!Array.isArray(chunks)) continue
      for (let j = 0; j < chunks.length; j++) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = String(chunks[j])
        document.head.appendChild(link)
      }
    }
    const entry = document.querySelector(entrySelector)
    const src = entry && entry.getAttribute('src')
    if (src) void import(/* @vite-ignore */ src)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

export function startAfterLoadScript(): string {
  const lists = JSON.stringify(`script[${chunkListAttribute}]`)
  const entry = JSON.stringify(`script[type="${deferredEntryType}"]`)
  return `(${startAfterLoad.toString()})(${lists},${entry})`
}
