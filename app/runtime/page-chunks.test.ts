import { runInNewContext } from 'node:vm'
import { createBrowserHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { chunkListAttribute, entryImportsList, startAfterLoadScript } from './page-chunks.ts'

/** The inline starter run in a page that has loaded, its timers run one at a time. */
function runStarter(state: unknown = null, withEntryImports = true) {
  const timers: (() => void)[] = []
  const imported: string[] = []
  const added: string[] = []
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => (history.state = next)),
  }
  // The root route's list, then the page's.
  const list = (value: string, textContent: string) => ({
    textContent,
    getAttribute: (name: string) => (name === chunkListAttribute ? value : null),
  })
  // The page's list, then the root route's (the entry's imports): told apart by the attribute.
  const lists = [
    list('', '["/assets/a.js","/assets/b.js"]'),
    ...(withEntryImports ? [list(entryImportsList, '["/assets/root.js"]')] : []),
  ]
  const document = {
    readyState: 'complete',
    querySelector: () => ({ getAttribute: () => '/assets/entry.js' }),
    querySelectorAll: () => lists,
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { href: string }) => added.push(link.href) },
  }
  const tasks: string[] = []
  const step = () => {
    const counts = [imported.length, history.replaceState.mock.calls.length, added.length]
    return () =>
      [
        ...imported.slice(counts[0]).map((href) => `import ${href}`),
        ...(history.replaceState.mock.calls.length > counts[1]! ? ['history entry'] : []),
        ...added.slice(counts[2]).map((href) => `hint ${href}`),
      ].join(', ')
  }
  let done = step()
  // import() is syntax (and Vitest's own function here): the calls go to one that records them.
  const script = startAfterLoadScript().replace(
    /\b(?:__vite_ssr_dynamic_import__|import)\(/g,
    'importModule(',
  )
  runInNewContext(script, {
    document,
    history,
    window: {},
    importModule: (href: string) => {
      imported.push(href)
      return Promise.resolve()
    },
    // Each message posted is a task of its own, run by the loop below.
    MessageChannel: class {
      port1: { onmessage: (() => void) | null } = { onmessage: null }
      port2 = { postMessage: () => timers.push(() => this.port1.onmessage?.()) }
    },
    JSON,
    Math,
    String,
    Array,
  })
  tasks.push(done())
  while (timers.length > 0) {
    done = step()
    timers.shift()!()
    tasks.push(done())
  }
  return { history, tasks: tasks.filter(Boolean) }
}

/** The browser as TanStack's history reads it (`createBrowserHistory({ window })`). */
function browserWith(state: unknown) {
  const replaceState = vi.fn()
  const window = {
    history: {
      state,
      pushState: vi.fn(),
      replaceState,
      go: vi.fn(),
      back: vi.fn(),
      forward: vi.fn(),
    },
    location: { pathname: '/', search: '', hash: '', href: 'http://localhost/' },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }
  return { window: window as unknown as Window, replaceState }
}

describe('the inline starter', () => {
  it("imports the entry's modules, then the entry, writes the history entry and adds each hint, a task each", () => {
    expect(runStarter().tasks).toEqual([
      'import /assets/root.js',
      'import /assets/entry.js',
      'history entry',
      'hint /assets/a.js',
      'hint /assets/b.js',
    ])
  })

  it("only hints a page's chunks when the entry imports none of its own (one chunk)", () => {
    expect(runStarter(null, false).tasks).toEqual([
      'import /assets/entry.js',
      'history entry',
      'hint /assets/a.js',
      'hint /assets/b.js',
    ])
  })

  it("writes the entry TanStack Router's history takes as it is, so the router does not write it", () => {
    const { history } = runStarter()
    const browser = browserWith(history.state)
    const routerHistory = createBrowserHistory({ window: browser.window })
    expect(browser.replaceState).not.toHaveBeenCalled()
    expect(routerHistory.canGoBack()).toBe(false)
    // Without it the router writes its own: the comparison above can fail.
    const bare = browserWith(null)
    createBrowserHistory({ window: bare.window })
    expect(bare.replaceState).toHaveBeenCalledOnce()
  })

  it('leaves an entry that is there already (a reload, or the router first)', () => {
    const { history } = runStarter({ key: 'k', __TSR_key: 'k', __TSR_index: 3 })
    expect(history.replaceState).not.toHaveBeenCalled()
  })
})
