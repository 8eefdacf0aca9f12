import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

/**
 * A project's test files, split by whether they replace a module with vi.mock: a mock needs a module
 * graph of its own, so those files run isolated while the others share one graph per worker (`isolate: false`).
 */
function splitByModuleMocks(project: string) {
  const root = join(dirname(fileURLToPath(import.meta.url)), project);
  const files = { mocking: [] as string[], others: [] as string[] };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name)) {
        files[readFileSync(path, 'utf8').includes('vi.mock(') ? 'mocking' : 'others'].push(relative(root, path));
      }
    }
  };
  walk(root);
  return files;
}

const API = {
  root: 'apps/api',
  environment: 'node',
  globalSetup: ['../../packages/db/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
const API_FILES = splitByModuleMocks('apps/api');
// The web project's own include (apps/web/vite.config.ts) stays; each half excludes the other.
const WEB_FILES = splitByModuleMocks('apps/web');

// One run, four projects. Database-backed projects share one PostgreSQL started by the db package's global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scoping',
          root: 'packages/scoping',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...API,
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_FILES.mocking],
          // The API's files import the whole app: loading it once per worker instead of once per file takes the
          // project from about 750 s to about 300 s on 2 cores. Every file builds its own app, database records and
          // fakes, and restores what it stubs, so no state is shared between files that a test relies on.
          isolate: false,
        },
      },
      { test: { ...API, name: 'api-mocking', include: API_FILES.mocking } },
      {
        test: { name: 'lint-rules', root: 'eslint', include: ['*.test.ts'], environment: 'node' },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          exclude: [...configDefaults.exclude, ...WEB_FILES.mocking],
          // As the API's: one module graph per worker (about 290 s → 90 s); every test renders its own tree with its
          // own query client and cleans up after itself.
          isolate: false,
        },
      },
      { extends: 'apps/web/vite.config.ts', test: { name: 'web-mocking', exclude: WEB_FILES.others } },
    ],
  },
});
