import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      // Type-aware rules (floating promises, exhaustive switches, ...) read tsconfig.json.
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
  { files: ['app/**/*.tsx'], ...reactHooks.configs.flat.recommended },
  {
    // Build-time code (Vite plugins, Intl, sharp, the catalog split) never reaches the browser
    // bundle or the server: the app and the server read only what the build hands them.
    // Tests may use it to make their inputs the way the build does.
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
)
