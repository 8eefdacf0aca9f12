import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBoundaries } from './api-boundaries.js';

// A small API tree on disk (the cycle rule resolves real files), linted with only the API boundary rules.
const FILES: Record<string, string> = {
  'apps/api/src/app.ts':
    "import { quotesRouter } from './modules/quotes/quotes.router';\nexport const app = quotesRouter;\n",
  'apps/api/src/modules/quotes/index.ts': "export { getQuote } from './get-quote';\n",
  'apps/api/src/modules/quotes/get-quote.ts': 'export const getQuote = () => 1;\n',
  'apps/api/src/modules/quotes/quotes.router.ts':
    "import { getQuote } from './get-quote';\nexport const quotesRouter = getQuote;\n",
  'apps/api/src/modules/quotes/quotes.test-helpers.ts': 'export const aQuote = () => 1;\n',
  'apps/api/src/modules/billing/public-import.ts':
    "import { getQuote } from '../quotes';\nexport const a = getQuote;\n",
  'apps/api/src/modules/billing/internal-import.ts':
    "import { getQuote } from '../quotes/get-quote';\nexport const b = getQuote;\n",
  'apps/api/src/modules/billing/router-import.ts':
    "import { quotesRouter } from '../quotes/quotes.router';\nexport const c = quotesRouter;\n",
  'apps/api/src/modules/billing/helper-import.ts':
    "import { aQuote } from '../quotes/quotes.test-helpers';\nexport const d = aQuote;\n",
  'apps/api/src/modules/billing/billing.integration.test.ts':
    "import { aQuote } from '../quotes/quotes.test-helpers';\nexport const e = aQuote;\n",
  'apps/api/src/modules/billing/cycle-a.ts': "import { g } from './cycle-b';\nexport const f = () => g;\n",
  'apps/api/src/modules/billing/cycle-b.ts': "import { f } from './cycle-a';\nexport const g = () => f;\n",
  'apps/api/src/platform/uses-module.ts': "import { getQuote } from '../modules/quotes';\nexport const h = getQuote;\n",
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'api-boundaries-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...apiBoundaries],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function rulesBroken(file: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result?.messages.map((message) => message.ruleId) ?? ['not linted'];
}

describe('API module boundaries (docs/decisions/0030)', () => {
  it.each([
    ['a module through its index.ts', 'apps/api/src/modules/billing/public-import.ts'],
    ['a router mounted by app.ts', 'apps/api/src/app.ts'],
    ['a test importing another module’s test helpers', 'apps/api/src/modules/billing/billing.integration.test.ts'],
  ])('allows %s', async (_case, file) => {
    expect(await rulesBroken(file)).toEqual([]);
  });

  it.each([
    ['another module’s internal file', 'apps/api/src/modules/billing/internal-import.ts'],
    ['another module’s router outside app.ts', 'apps/api/src/modules/billing/router-import.ts'],
    ['a test helper in production code', 'apps/api/src/modules/billing/helper-import.ts'],
    ['a module from platform/', 'apps/api/src/platform/uses-module.ts'],
  ])('refuses %s', async (_case, file) => {
    expect(await rulesBroken(file)).toEqual(['api-boundaries/module-imports']);
  });

  it('refuses an import cycle', async () => {
    expect(await rulesBroken('apps/api/src/modules/billing/cycle-a.ts')).toEqual(['import-x/no-cycle']);
  });
});
