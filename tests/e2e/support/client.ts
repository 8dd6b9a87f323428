// Helpers of the tests of client-side navigation, language switching and load failures: slow or
// failing chunks are simulated with page.route (held until released, or aborted), time with
// page.clock, so no test waits on the machine's speed.
import { type Page, type Route } from '@playwright/test'
import { type ConsoleEntry } from './test.ts'

export const warningsIn = (messages: ConsoleEntry[]) =>
  messages.filter((m) => m.type === 'warning' || m.type === 'error').map((m) => m.text)
// Without its catalog the page would show a message's id instead of text.
export const uncompiled = (messages: ConsoleEntry[]) =>
  warningsIn(messages).filter((w) => w.includes('Uncompiled message'))
export const failedLocaleLoading = (messages: ConsoleEntry[]) =>
  warningsIn(messages).some((w) => w.includes('Failed locale loading'))

/** Holds every request matching `pattern` until `release()`; `seen()` says whether one came. */
export async function hold(page: Page, pattern: RegExp) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let count = 0
  await page.route(pattern, async (route: Route) => {
    count++
    await held
    await route.continue()
  })
  return { release, seen: () => count > 0 }
}

// The browser's report of a request a test aborted on purpose.
export const blockedRequest = /^Failed to load resource: net::ERR_FAILED$/
export const blockedChunk =
  /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module/

export const languageLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).first()
