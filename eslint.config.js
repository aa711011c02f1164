import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.gen.ts',
      'schemas/src/types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/form-engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'node:*', 'hono', 'kysely', '@rjsf/*'] }],
    },
  },
  {
    // Program rules run in the browser and on the server: only @huddle/schemas and date-fns; the
    // sanitizers are applied in the browser/ (DOMPurify) and server/ (sanitize-html) entries.
    files: ['packages/program-rules/src/**/*.ts'],
    ignores: ['packages/program-rules/src/browser/**', 'packages/program-rules/src/server/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'node:*',
            'hono',
            'kysely',
            '@rjsf/*',
            'dompurify',
            'sanitize-html',
            'htmlparser2',
            '@huddle/*',
            '!@huddle/schemas',
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/dialects/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', '@rjsf/core', 'better-sqlite3', 'pg'] }],
    },
  },
);
