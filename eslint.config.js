import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // TanStack Router's notFound() and redirect() are thrown, by design, and are not Errors.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['NotFoundError', 'Redirect'],
            },
          ],
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'info'] }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read JSON bodies (`any`) and check their shape with expect, which is the type check
    // here; their stubs of async APIs (fetch) are async without awaiting anything.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Build-time code never reaches the browser bundle or the server: they read only what the
    // build hands them. Tests may use it to make their inputs as the build does.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)build/',
              message: 'app/ and server/ do not import build/ (build-time code only).',
            },
          ],
        },
      ],
    },
  },
  {
    ...playwright.configs['flat/recommended'],
    files: ['tests/e2e/**'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // What a page must show depends on its language and type: data-driven branches are fine.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // Skips by project (phone-only or desktop-only layouts) are conditional, never a forgotten skip.
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
      'playwright/expect-expect': [
        'warn',
        {
          assertFunctionNames: [
            'expectNoCspViolation',
            'expectReadablePages',
            'expectSafeContactLines',
            'expectNoSeriousViolations',
            'smoke',
          ],
        },
      ],
    },
  },
)
