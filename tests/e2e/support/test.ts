// The one `test` and `expect` of the end-to-end suite (docs/testing.md).
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

export { expect }

export type ConsoleEntry = { type: ReturnType<ConsoleMessage['type']> | 'pageerror'; text: string }

type Options = {
  /** One pattern, not a list: Playwright reads a two-element array as a value with options. */
  allowConsoleErrors: RegExp | boolean
  waitForHydration: boolean
}
type Fixtures = { consoleMessages: ConsoleEntry[] }

const messagesOf = new WeakMap<Page, ConsoleEntry[]>()

const allowed = (text: string, allow: Options['allowConsoleErrors']) =>
  typeof allow === 'boolean' ? allow : allow.test(text)

export const test = base.extend<Fixtures & Options>({
  allowConsoleErrors: [false, { option: true }],
  waitForHydration: [true, { option: true }],

  page: async ({ page, allowConsoleErrors, waitForHydration, javaScriptEnabled, baseURL }, use) => {
    const messages: ConsoleEntry[] = []
    const problems: string[] = []
    // An error status the test asked for (a 404 page) is the tests' to assert.
    const errorDocuments = new Set<string>()
    messagesOf.set(page, messages)
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.status() >= 400)
        errorDocuments.add(response.url())
    })
    page.on('console', (message) => {
      messages.push({ type: message.type(), text: message.text() })
      if (message.type() !== 'error') return
      const text = message.text()
      if (text.startsWith('Failed to load resource') && errorDocuments.has(message.location().url))
        return
      if (!allowed(text, allowConsoleErrors)) problems.push(`console error: ${text}`)
    })
    page.on('pageerror', (error) => {
      messages.push({ type: 'pageerror', text: error.message })
      if (!allowed(error.message, allowConsoleErrors)) problems.push(`page error: ${error.message}`)
    })

    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      const origin = new URL(page.url()).origin
      if (
        waitForHydration &&
        javaScriptEnabled !== false &&
        baseURL &&
        origin === new URL(baseURL).origin
      )
        await page
          .locator('html[data-hydrated="true"]')
          .waitFor({ state: 'attached', timeout: 15_000 })
      return response
    }

    await use(page)
    expect(problems, 'console errors and page errors the test did not allow').toEqual([])
  },

  consoleMessages: async ({ page }, use) => {
    await use(messagesOf.get(page)!)
  },
})

/**
 * The time budget of a test that repeats a step (a page load, a key press): the default 30 s
 * plus `each` ms per step. A loaded machine slows every step alike, so a budget that grows with
 * the work fails no test for the machine's sake (docs/testing.md). Call it inside the test.
 */
export function scaleTimeout(steps: number, each: number): void {
  test.setTimeout(30_000 + steps * each)
}
