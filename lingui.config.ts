import { defineConfig } from '@lingui/conf'
import babelExtractor from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { frontMatterExtractor } from './build/front-matter-extractor.ts'

export default defineConfig({
  sourceLocale: 'en-SG',
  locales: ['en-SG', 'zh-SG', 'id-SG', 'ja-SG'],
  // A safety net: `npm run i18n:check` fails while a message a page needs is missing.
  fallbackLocales: { default: 'en-SG' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  extractors: [babelExtractor, frontMatterExtractor],
  // Runtime `msg` too: the medical page rows (app/site/medical-pages.ts) are read uncompiled.
  experimental: { runtimeMacro: true },
  orderBy: 'origin',
})
