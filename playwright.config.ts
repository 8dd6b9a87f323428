import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, installedChromium } from './scripts/browser.ts'

// Against the production build (npm test builds first), served by the real production server.
const port = Number(process.env.E2E_PORT ?? 4173)
const executablePath = installedChromium()
export const gtmPort = port + 1
/** The main server's operators' listener, past the engines suite's ports (port + 2 to port + 7). */
export const opsPort = port + 9
export const gtmTestId = 'GTM-E2ETEST1'
export const stagingSiteUrl = 'https://staging.heartclinic.example'
const gtmDist = `dist-gtm-${port}`
export const enquiryDbPath = `data/e2e/enquiries-${port}.db`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
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
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        OPS_PORT: String(opsPort),
        ENQUIRY_DB_PATH: enquiryDbPath,
        ACCESS_LOG: '0',
      },
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      // Tag manager (gtm.spec.ts) and staging SITE_URL (server.spec.ts), in a build of its own.
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
        BUILD_PRECOMPRESS: '0',
        ENQUIRY_DB_PATH: `data/e2e/gtm-${gtmPort}.db`,
      },
      timeout: 600_000,
    },
  ],
})
