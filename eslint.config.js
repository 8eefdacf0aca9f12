import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './eslint/api-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

const restrict = (files, patterns, paths = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
});

const nodeIo = ['node:*', 'fs', 'path', 'pg', 'pg-*', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
      'coverage/**',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration only in env.ts.',
        },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/*.config.ts',
      '**/*.config.js',
      'scripts/**',
      'bench/**',
      '**/testing/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      '.ci/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // Dependency rules (docs/decisions/0001-layout-and-dependency-rules.md).
  restrict(
    ['packages/domain/**'],
    [
      { group: ['@scopewright/*'], message: 'packages/domain imports nothing internal.' },
      { group: nodeIo, message: 'packages/domain is pure: no I/O.' },
    ],
  ),
  restrict(
    ['packages/scoping/**'],
    [
      {
        group: ['@scopewright/db', '@scopewright/api', '@scopewright/web', '@scopewright/*/*'],
        message: 'packages/scoping imports the domain only.',
      },
      { group: nodeIo, message: 'packages/scoping is pure: no I/O.' },
    ],
  ),
  restrict(
    ['packages/db/**'],
    [
      {
        group: ['@scopewright/api', '@scopewright/web', '@scopewright/api/*', '@scopewright/web/*'],
        message: 'The database package does not know its callers.',
      },
    ],
  ),
  restrict(
    ['apps/api/**/*.router.ts'],
    [
      {
        group: ['@scopewright/db', '@scopewright/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
        message: 'Routers call use cases; they never touch the database.',
      },
    ],
  ),
  ...webBoundaries,
  ...apiBoundaries,
  prettier,
);
