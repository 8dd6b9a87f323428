import { runInNewContext } from 'node:vm'
import { createBrowserHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { startAfterLoadScript } from './page-chunks.ts'

/** The inline starter run in a page that has loaded, its timers run one at a time. */
function runStarter(state: unknown = null) {
  const timers: (() => void)[] = []
  const added: string[] = []
  const history = {
    state,
    replaceState: vi.fn((next: unknown) => (history.state = next)),
  }
  const lists = [{ textContent: '["/assets/a.js","/assets/b.js"]' }]
  const document = {
    readyState: 'complete',
    querySelector: () => null,
    querySelectorAll: () => lists,
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { href: string }) => added.push(link.href) },
  }
  runInNewContext(startAfterLoadScript(), {
    document,
    history,
    window: {},
    setTimeout: (callback: () => void) => timers.push(callback),
    JSON,
    Math,
    String,
    Array,
  })
  const tasks: { replaced: number; added: number }[] = []
  while (timers.length > 0) {
    const replaced = history.replaceState.mock.calls.length
    const before = added.length
    timers.shift()!()
    tasks.push({
      replaced: history.replaceState.mock.calls.length - replaced,
      added: added.length - before,
    })
  }
  return { history, added, tasks }
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
  it('adds one module hint per task, after a task that writes the history entry', () => {
    const { added, tasks } = runStarter()
    expect(added).toEqual(['/assets/a.js', '/assets/b.js'])
    expect(tasks.filter((task) => task.added + task.replaced > 0)).toEqual([
      { replaced: 1, added: 0 },
      { replaced: 0, added: 1 },
      { replaced: 0, added: 1 },
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
