import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import type { Page } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import WebDriver, { type Client } from 'webdriver'
import { FIREFOX_ESR, miniBrowserPath, WEBKIT_DRIVER, XVFB } from '../../../scripts/browser.ts'
import { readCollectedErrors, startCollectorProxy, type CollectorProxy } from './collector-proxy.ts'
import { hydrated, until, type Driver } from './driver.ts'

export interface Size {
  width: number
  height: number
}

/** At once, not smoothly: the centre must be where it stays. */
const centre = (selector: string) => {
  const element = document.querySelector(selector)
  if (!element) throw new Error(`No element matches ${selector}`)
  element.scrollIntoView({ block: 'nearest', behavior: 'instant' })
  const box = element.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}

/** Past this a command to a browser fails: a hung page must fail its test, not stall it. */
const ANSWER_WITHIN = 20_000

const serialise = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `return (${fn.toString()}).apply(null, ${JSON.stringify(args)})`

/** Puppeteer over WebDriver BiDi: no geckodriver needed. */
export async function firefox(
  server: string,
  proxyPort: number,
  clientAddress: string,
  size: Size,
): Promise<Driver> {
  const proxy = await startCollectorProxy(proxyPort, server, clientAddress)
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_ESR,
    headless: true,
    // A page that stops answering fails the test, within its time, instead of holding it.
    protocolTimeout: ANSWER_WITHIN,
    // Nothing in the background that reaches for the (closed) network.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  })
  const page = await browser.newPage()
  await page.setViewport(size)
  const driver: Driver = {
    async goto(path) {
      await page.goto(`${proxy.origin}${path}`)
      await until(driver, 'the page has hydrated', hydrated)
    },
    resize: (width, height) => page.setViewport({ width, height }),
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    // At the element's centre by coordinates: Puppeteer's element click leaves Firefox's
    // pointer at (0, 0) once the page's layout changes (a popover opening), which the page
    // then sees as the mouse leaving the menu.
    async click(selector) {
      const { x, y } = await page.evaluate(centre, selector)
      await page.mouse.click(x, y)
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    // Puppeteer interpolates from the last point it moved to (not where a click left the
    // pointer): a single move needs no steps at all.
    moveTo: (x, y, steps = 1) => page.mouse.move(x, y, { steps: steps > 1 ? steps : 0 }),
    press: (key) => page.keyboard.press(key),
    type: (selector, text) => page.type(selector, text),
    errors: () => page.evaluate(readCollectedErrors) as Promise<string[]>,
    async close() {
      await browser.close()
      await proxy.close()
    },
  }
  return driver
}

async function started(child: ChildProcess, ready: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error(`${what} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Xvfb picks a free display number and reports it. */
async function virtualDisplay(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  )
  const [data] = (await Promise.race([
    once(xvfb.stdio[3]!, 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb did not start')
    }),
  ])) as [Buffer]
  return { display: `:${data.toString().trim()}`, stop: () => xvfb.kill() }
}

export async function webkit(
  server: string,
  proxyPort: number,
  driverPort: number,
  clientAddress: string,
  size: Size,
): Promise<Driver> {
  const proxy: CollectorProxy = await startCollectorProxy(proxyPort, server, clientAddress)
  const screen = await virtualDisplay()
  // A process group of its own: MiniBrowser and its web processes end with it, a hung one too.
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${driverPort}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DISPLAY: screen.display },
  })
  const stopAll = async () => {
    try {
      process.kill(-driverProcess.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
    screen.stop()
    await proxy.close()
  }
  try {
    await started(
      driverProcess,
      () =>
        fetch(`http://127.0.0.1:${driverPort}/status`).then(
          (response) => response.ok,
          () => false,
        ),
      'WebKitWebDriver',
    )
    const client: Client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: driverPort,
      logLevel: 'error',
      connectionRetryCount: 0,
      connectionRetryTimeout: ANSWER_WITHIN,
      capabilities: {
        // No browserName: WebDriver (the package) would then ask for BiDi, which this
        // WebKitWebDriver does not offer, and the session would not start.
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    })
    const element = async (selector: string) => {
      const found = (await client.findElement('css selector', selector)) as Record<string, string>
      const id = Object.values(found)[0]
      if (!id) throw new Error(`No element matches ${selector}`)
      return id
    }
    let [chromeWidth, chromeHeight] = [0, 0]
    let pointerAt = { x: 0, y: 0 }
    const pointer = (actions: object[]) =>
      client.performActions([
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
      ])
    const driver: Driver = {
      async goto(path) {
        await client.navigateTo(`${proxy.origin}${path}`)
        await until(driver, 'the page has hydrated', hydrated)
      },
      async resize(width, height) {
        await client.setWindowRect(0, 0, width + chromeWidth, height + chromeHeight)
      },
      run: (fn, ...args) =>
        client.executeScript(serialise(fn, args), []).catch((error: Error) => {
          if (!/timed out/i.test(error.message)) throw error
          throw new Error(`The page did not answer a script: ${error.message}`)
        }) as never,
      // By coordinates, as a person clicks (the driver's element click refuses a styled
      // checkbox as "not interactable").
      async click(selector) {
        const { x, y } = (await client.executeScript(serialise(centre, [selector]), [])) as {
          x: number
          y: number
        }
        await driver.clickAt(x, y)
      },
      async clickAt(x, y) {
        pointerAt = { x, y }
        await pointer([
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ])
      },
      async moveTo(x, y, steps = 1) {
        const from = pointerAt
        pointerAt = { x, y }
        await pointer(
          Array.from({ length: steps }, (_, i) => ({
            type: 'pointerMove',
            x: Math.round(from.x + ((x - from.x) * (i + 1)) / steps),
            y: Math.round(from.y + ((y - from.y) * (i + 1)) / steps),
            origin: 'viewport',
          })),
        )
      },
      async press(key) {
        const value = { Escape: '\uE00C' }[key]
        await client.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ])
      },
      async type(selector, text) {
        await client.elementSendKeys(await element(selector), text)
      },
      errors: () => client.executeScript(`return ${readCollectedErrors}`, []) as Promise<string[]>,
      async close() {
        await client.deleteSession().catch(() => {})
        await stopAll()
      },
    }
    // The window is the viewport plus MiniBrowser's toolbar: measure that, then size it.
    await client.navigateTo('about:blank')
    ;[chromeWidth, chromeHeight] = (await client.executeScript(
      'return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight]',
      [],
    )) as [number, number]
    await client.setWindowRect(0, 0, size.width + chromeWidth, size.height + chromeHeight)
    return driver
  } catch (error) {
    await stopAll()
    throw error
  }
}

export function playwrightDriver(page: Page): Driver {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`))
  const driver: Driver = {
    async goto(path) {
      await page.goto(path)
      await until(driver, 'the page has hydrated', hydrated)
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    // A string, evaluated by the DevTools protocol: the page's CSP (no eval) does not apply.
    run: (fn, ...args) =>
      page.evaluate(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as never,
    click: (selector) => page.locator(selector).first().click(),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveTo: (x, y, steps = 1) => page.mouse.move(x, y, { steps }),
    press: (key) => page.keyboard.press(key),
    type: (selector, text) => page.locator(selector).first().fill(text),
    errors: async () => errors.splice(0),
    close: async () => {},
  }
  return driver
}
