import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { moduleImportsRule } from './api-module-imports.js';

const API = 'apps/api/src/**/*.ts';

/** The API's module rules (docs/decisions/0030): public files between modules, no import cycles, tests apart. */
export const apiBoundaries = [
  {
    files: [API],
    plugins: { 'api-boundaries': { rules: { 'module-imports': moduleImportsRule } }, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Workspace packages and dependencies are outside the API's graph: not parsed for cycles.
      'import-x/ignore': ['node_modules', '[\\\\/]packages[\\\\/]'],
    },
    rules: {
      'api-boundaries/module-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Test-only files are linted as tests.
  { files: ['**/*.matrix.ts', '**/*.test-helpers.ts'], rules: { 'no-restricted-syntax': 'off' } },
];

export default apiBoundaries;
