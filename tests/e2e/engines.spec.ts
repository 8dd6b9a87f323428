// The browser engines patients use, one session per engine and size (docs/testing.md).
import { devices } from '@playwright/test'
import { fromOwnAddress } from './support/enquiry.ts'
import { test } from './support/test.ts'
import { firefox, playwrightDriver, webkit, type Size } from './engines/drivers.ts'
import { legacyBrowser } from './engines/legacy-init.ts'
import { smoke } from './engines/smoke.ts'

// Inside a describe the device's browser type must be the project's.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']

const sizes: Record<'desktop' | 'phone', Size> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
}

// The proxies and drivers take the ports after the e2e server's and its second build's.
const portAfter = (baseURL: string | undefined, offset: number) =>
  Number(new URL(baseURL!).port) + 1 + offset

const step = (name: string, body: () => Promise<void>) => test.step(name, body)

test.describe('Firefox ESR', () => {
  for (const [name, size] of Object.entries(sizes)) {
    test(`${name}: the smoke suite`, async ({ baseURL }) => {
      test.setTimeout(120_000)
      const phone = name === 'phone'
      const driver = await firefox(
        baseURL!,
        portAfter(baseURL, phone ? 2 : 1),
        phone ? '192.0.2.12' : '192.0.2.11',
        size,
      )
      try {
        await smoke(driver, phone, step)
      } finally {
        await driver.close()
      }
    })
  }
})

test.describe('WebKitGTK', () => {
  for (const [name, size] of Object.entries(sizes)) {
    test(`${name}: the smoke suite`, async ({ baseURL }) => {
      test.setTimeout(120_000)
      const phone = name === 'phone'
      const driver = await webkit(
        baseURL!,
        portAfter(baseURL, phone ? 4 : 3),
        portAfter(baseURL, phone ? 6 : 5),
        phone ? '192.0.2.22' : '192.0.2.21',
        size,
      )
      try {
        await smoke(driver, phone, step)
      } finally {
        await driver.close()
      }
    })
  }
})

test.describe('Chromium without the Popover API, invoker commands and anchor positioning', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(legacyBrowser)
    await fromOwnAddress(page)
  })

  test('desktop: the smoke suite', async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(sizes.desktop)
    await smoke(playwrightDriver(page), false, step)
  })

  test.describe(() => {
    test.use(pixel7)

    test('phone: the smoke suite', async ({ page }) => {
      test.setTimeout(90_000)
      await smoke(playwrightDriver(page), true, step)
    })
  })
})

// Safari 17 and 18, Firefox 125 to 146: the browser shows the panels as popovers, in the top
// layer, and script places them under their buttons (a different path from the one above).
test('Chromium with popovers but without anchor positioning and invoker commands: desktop smoke suite', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(legacyBrowser, { popover: true, builtins: true })
  await fromOwnAddress(page)
  await page.setViewportSize(sizes.desktop)
  await smoke(playwrightDriver(page), false, step)
})
