import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'

// Unit and integration tests live next to the code they test (`*.test.ts`).
// End-to-end tests are Playwright's (tests/e2e) and run against the production build.
export default defineConfig({
  plugins: [lingui({ macroTransform: true })],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
