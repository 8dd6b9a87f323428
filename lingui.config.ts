import { defineConfig } from '@lingui/conf'
import babelExtractor from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { frontMatterExtractor } from './build/front-matter-extractor.ts'

// Catalog locales are BCP 47 tags (they become the PO `Language:` header that
// translators' editors read). URL codes (en, cn, bh, jp) map to them in app/i18n/locales.ts.
export default defineConfig({
  sourceLocale: 'en-SG',
  locales: ['en-SG', 'zh-SG', 'id-SG', 'ja-SG'],
  // At run time a message missing from a catalog falls back to English. `npm run i18n:check`
  // (part of `npm test` and `npm run check`) fails first: `lingui check sync --clean` (the
  // catalogs match the code), scripts/check-translations.ts (every message a page needs is
  // translated in the page's languages) and `lingui compile --strict`.
  fallbackLocales: { default: 'en-SG' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The code's messages, and the blog articles' title, description and image text (front matter).
  extractors: [babelExtractor, frontMatterExtractor],
  // `msg` from '@lingui/core/runtime-macro' is extracted and compiled like the macro's: the
  // service and condition rows (app/site/medical-pages.ts) are also read without the compiler.
  experimental: { runtimeMacro: true },
  orderBy: 'origin',
})
