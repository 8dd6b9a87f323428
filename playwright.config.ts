import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, installedChromium } from './scripts/browser.ts'

// End-to-end tests run against the production build (`vite build` happens before them in
// `npm test`), served by the real production server on a loopback port.
const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * The browser, in order of preference: Debian's Chromium headless shell (the build Playwright's
 * own headless mode uses: no browser UI, about 40% less time per test on two cores than the
 * full browser), Debian's full Chromium, or Playwright's own download. `npm test` makes sure one
 * of them is there (scripts/browser.ts).
 */
const executablePath = installedChromium()
/** The server of the build with a tag-manager container (tests/e2e/gtm.spec.ts). */
export const gtmPort = port + 1
export const gtmTestId = 'GTM-E2ETEST1'
/** That build's public origin (SITE_URL): canonical links, hreflang, sitemap and JSON-LD use it. */
export const stagingSiteUrl = 'https://staging.heartclinic.example'
const gtmDist = `dist-gtm-${port}`
/** The e2e server's enquiry database (tests read it to check what was stored). */
export const enquiryDbPath = `data/e2e/enquiries-${port}.db`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A test.only left in a commit fails CI instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /engines\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\..*spec\.ts/ },
    // Firefox, WebKit and a Chromium without the newest features, at both sizes (each test
    // starts its own browser; they use the ports after the two servers', see engines.spec.ts).
    {
      name: 'engines',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: /engines\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node server/main.ts',
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: false,
      // No waiting in tests: the minimum fill time is configuration (its rule is unit-tested).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        ENQUIRY_DB_PATH: enquiryDbPath,
        ENQUIRY_MIN_FILL_MS: '0',
        ACCESS_LOG: '0',
      },
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      // A second production build with environment overrides: a tag-manager container
      // (tests/e2e/gtm.spec.ts) and a staging SITE_URL (tests/e2e/operations.spec.ts), in its own
      // directory so it never touches the main build. Built and started with the same environment.
      command: `vite build > ${gtmDist}.log 2>&1 && node server/main.ts`,
      url: `http://127.0.0.1:${gtmPort}/robots.txt`,
      reuseExistingServer: false,
      env: {
        PORT: String(gtmPort),
        HOST: '127.0.0.1',
        GTM_ID: gtmTestId,
        SITE_URL: stagingSiteUrl,
        BUILD_OUT_DIR: gtmDist,
        DIST_DIR: gtmDist,
        // Its tests check the tag manager and the origin, not the encodings: no .br/.gz files
        // (most of a build's time on two cores).
        BUILD_PRECOMPRESS: '0',
        ENQUIRY_DB_PATH: `data/e2e/gtm-${gtmPort}.db`,
      },
      // A production build: a minute or more on a busy two-core machine.
      timeout: 600_000,
    },
  ],
})
