/**
 * What the cross-engine smoke suite (smoke.ts) needs from a browser, so one suite runs in
 * Firefox (Puppeteer over WebDriver BiDi), WebKitGTK (WebDriver) and Chromium (Playwright).
 * Input is real input (the drivers' pointer and key actions), not DOM events dispatched by
 * script: popovers, light dismiss and pointer-leave only react to the real thing.
 */
export interface Driver {
  /** Loads a path of the site and waits until the page has hydrated. */
  goto(path: string): Promise<void>
  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>
  /** A real click in the middle of the first element matching the selector. */
  click(selector: string): Promise<void>
  /** A real click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>
  /** Moves the mouse to a point of the viewport, in the given number of steps. */
  moveTo(x: number, y: number, steps?: number): Promise<void>
  press(key: 'Escape'): Promise<void>
  /** Types into the first element matching the selector. */
  type(selector: string, text: string): Promise<void>
  /** The errors the console showed since the last call (console errors, page errors). */
  errors(): Promise<string[]>
  close(): Promise<void>
}

/** Waits, without a fixed sleep, until `check` returns true in the page. */
export async function until<A extends unknown[]>(
  driver: Driver,
  what: string,
  check: (...args: A) => boolean,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    if (await driver.run(check, ...args)) return
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The page has hydrated (the root route marks it): menus answer script from then on. */
export const hydrated = () => document.documentElement.dataset['hydrated'] === 'true'
