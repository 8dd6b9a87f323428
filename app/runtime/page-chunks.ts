// Script after the first view (ADR 0019): after `load` the inline script below imports the
// modules the entry imports, then the inert entry, writes the router's history entry and
// preloads the route's chunks (listed as JSON by build/deferred-scripts.ts), a task each.

export const chunkListAttribute = 'data-page-chunks'
/** The attribute's value on the root route's list: the chunks the entry imports. */
export const entryImportsList = 'entry'
/** A type the browser does not run: the entry's <script> keeps its `src` until `load`. */
export const deferredEntryType = 'text/x-deferred-module'

/**
 * The entry in TanStack Router's history state (@tanstack/history): an index and a key under two
 * names. The router writes it with `replaceState` when it finds none, which waits on the browser
 * for several milliseconds inside the router's creation; written beforehand, in a task of its
 * own, the router takes it as is (page-chunks.test.ts pins that).
 */
export const historyState = { index: '__TSR_index', keys: ['key', '__TSR_key'] }

/** Inline in <head>; serialised with toString, so browser globals and old syntax only. */
export function startAfterLoad(
  listAttribute: string,
  entrySelector: string,
  state: typeof historyState,
  entryImports: string,
): void {
  // A task of its own without a timer: timers wait in a hidden tab (a second or more) and under a
  // test's paused clock; a posted message runs as the next task either way.
  const queue: (() => void)[] = []
  let later = function (step: () => void) {
    setTimeout(step, 0)
  }
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel()
    channel.port1.onmessage = function () {
      const step = queue.shift()
      if (step) step()
    }
    later = function (step) {
      queue.push(step)
      channel.port2.postMessage(null)
    }
  }
  function start() {
    const entry = document.querySelector(entrySelector)
    const src = entry && entry.getAttribute('src')
    const imports: (() => void)[] = []
    const hints: (() => void)[] = []
    const lists = document.querySelectorAll('script[' + listAttribute + ']')
    for (let i = 0; i < lists.length; i++) {
      let chunks: unknown
      try {
        chunks = JSON.parse(lists[i]!.textContent || '[]')
      } catch {
        continue
      }
      // The modules the entry imports, which import nothing of it: imported ahead of it, not
      // only fetched, each is evaluated when it arrives, in a task of its own, not in the
      // entry's (ADR 0023).
      const ahead = lists[i]!.getAttribute(listAttribute) === entryImports
      if (Array.isArray(chunks))
        for (let j = 0; j < chunks.length; j++) {
          const href = String(chunks[j])
          if (ahead)
            imports.push(function () {
              import(/* @vite-ignore */ href).catch(function () {})
            })
          else
            hints.push(function () {
              const link = document.createElement('link')
              link.rel = 'modulepreload'
              link.href = href
              document.head.appendChild(link)
            })
        }
    }
    if (src)
      imports.push(function () {
        void import(/* @vite-ignore */ src)
      })
    const steps = imports.concat(function () {
      if (history.state) return
      const seeded: Record<string, unknown> = {}
      const key = Math.random().toString(36).slice(2, 10)
      seeded[state.index] = 0
      for (let i = 0; i < state.keys.length; i++) seeded[state.keys[i]!] = key
      history.replaceState(seeded, '')
    }, hints)
    // One step per task: a module request costs a millisecond or more to start (more with
    // DevTools attached), and a dozen of them in one task made a long one (ADR 0023).
    function next(index: number) {
      if (index >= steps.length) return
      steps[index]!()
      later(function () {
        next(index + 1)
      })
    }
    next(0)
  }
  // A task of its own: `load` often fires inside the parser's last task, which then lays out
  // the page again; requesting the modules there made one long task of the two (ADR 0023).
  if (document.readyState === 'complete') start()
  else
    window.addEventListener(
      'load',
      function () {
        later(start)
      },
      { once: true },
    )
}

export function startAfterLoadScript(): string {
  const args = [
    chunkListAttribute,
    `script[type="${deferredEntryType}"]`,
    historyState,
    entryImportsList,
  ]
  return `(${startAfterLoad.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`
}
