import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { clinic } from './app/site/clinic.ts'
import { splitCatalogs } from './build/catalog-plugin.ts'
import { hoursTextDefine } from './build/hours-text.ts'
import { dateTextDefine } from './build/date-text.ts'
import { markdownHtml } from './build/markdown-plugin.ts'
import { medicalHeads } from './build/medical-head-plugin.ts'

export default defineConfig({
  define: {
    __CLINIC_HOURS_TEXT__: hoursTextDefine(clinic.openingHours),
    __CLINIC_DATE_TEXT__: dateTextDefine(import.meta.dirname, clinic),
  },
  plugins: [
    markdownHtml(),
    medicalHeads(),
    splitCatalogs({ root: import.meta.dirname }),
    lingui({ macroTransform: true }),
  ],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
  },
})
