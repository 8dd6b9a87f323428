// Real input, not DOM events dispatched by script: popovers and light dismiss only
// react to the real thing (docs/testing.md, "Writing end-to-end tests").
export interface Driver {
  goto(path: string): Promise<void>
  /** The viewport's size, as a window resized by its user. */
  resize(width: number, height: number): Promise<void>
  /** JSON arguments and result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>
  click(selector: string): Promise<void>
  clickAt(x: number, y: number): Promise<void>
  moveTo(x: number, y: number, steps?: number): Promise<void>
  press(key: 'Escape'): Promise<void>
  type(selector: string, text: string): Promise<void>
  errors(): Promise<string[]>
  close(): Promise<void>
}

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

// Menus answer script only from hydration on.
export const hydrated = () => document.documentElement.dataset['hydrated'] === 'true'
