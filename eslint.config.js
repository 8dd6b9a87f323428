import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import playwright from 'eslint-plugin-playwright'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'app/routeTree.gen.ts',
      'src/locales/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'info'] }],
    },
  },
  {
    ...playwright.configs['flat/recommended'],
    files: ['tests/e2e/**'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Tests run over the page matrix: what a page must show depends on its language and page
      // type (an English-only note, the 404 screen's own texts), so data-driven branches are legitimate.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // Skips by project (phone-only or desktop-only layouts) are conditional, never a forgotten skip.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
      // Assertions wrapped in shared helpers count as assertions.
      'playwright/expect-expect': [
        'warn',
        {
          assertFunctionNames: [
            'expectNoCspViolation',
            'expectSafeContactLines',
            'expectNoSeriousViolations',
          ],
        },
      ],
    },
  },
)
