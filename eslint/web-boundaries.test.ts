import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBoundaries } from './web-boundaries.js';

// A miniature web app on disk (the rules resolve imports to files), linted snippet by snippet.
const TREE: Record<string, string> = {
  'apps/web/tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
    include: ['src'],
  }),
  'apps/web/src/features/quotes/quote-list.ts': "export const quoteList = 'quotes';\n",
  'apps/web/src/features/quotes/quote-row.ts': "export const quoteRow = 'row';\n",
  'apps/web/src/features/clients/client-list.ts': "export const clientList = 'clients';\n",
  'apps/web/src/features/clients/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = b;\n",
  'apps/web/src/features/clients/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'apps/web/src/components/shared-card.ts': "export const sharedCard = 'card';\n",
  'apps/web/src/lib/format.ts': "export const format = 'format';\n",
  'apps/web/src/lib/api-client.ts': 'export const api = {};\nexport const isApiError = () => false;\n',
  'apps/web/src/data/clients.ts': 'export const useClients = () => [];\n',
  'apps/web/src/app/router.ts': "export const router = 'router';\n",
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...webBoundaries(pathToFileURL(`${root}/`)),
    ],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('web boundaries', () => {
  it('catches an import cycle', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/clients/cycle-a.ts',
      TREE['apps/web/src/features/clients/cycle-a.ts']!,
    );
    expect(ids).toEqual(['import-x/no-cycle']);
  });

  it.each([
    ['a relative path', "import { clientList } from '../clients/client-list';"],
    ['the alias', "import { clientList } from '@/features/clients/client-list';"],
  ])('catches one feature importing another through %s', async (_how, code) => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/quotes/quote-page.ts',
      `${code}\nexport const x = clientList;\n`,
    );
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['components/', 'apps/web/src/components/card.ts', "import { quoteList } from '../features/quotes/quote-list';"],
    ['lib/', 'apps/web/src/lib/helper.ts', "import { quoteList } from '@/features/quotes/quote-list';"],
  ])('catches %s importing a feature', async (_where, file, code) => {
    const ids = await ruleIdsFor(file, `${code}\nexport const x = quoteList;\n`);
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('catches a feature using dnd-kit instead of components/sortable', async () => {
    const code = "import { useSortable } from '@dnd-kit/sortable';\nexport const x = useSortable;\n";
    expect(await ruleIdsFor('apps/web/src/features/quotes/quote-page.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('apps/web/src/components/sortable/entry.ts', code)).toEqual([]);
  });

  it('lets a feature import itself, components/ and lib/, and app/ import features', async () => {
    const inFeature = [
      "import { quoteRow } from './quote-row';",
      "import { sharedCard } from '@/components/shared-card';",
      "import { format } from '../../lib/format';",
      'export const x = [quoteRow, sharedCard, format];',
    ].join('\n');
    expect(await ruleIdsFor('apps/web/src/features/quotes/quote-page.ts', inFeature)).toEqual([]);
    const inApp = "import { quoteList } from '@/features/quotes/quote-list';\nexport const x = quoteList;\n";
    expect(await ruleIdsFor('apps/web/src/app/routes.ts', inApp)).toEqual([]);
  });

  it('catches a screen or a shared component calling the API outside src/data', async () => {
    const code = "import { api } from '@/lib/api-client';\nexport const x = api;\n";
    expect(await ruleIdsFor('apps/web/src/features/quotes/quote-page.ts', code)).toEqual(['no-restricted-imports']);
    expect(await ruleIdsFor('apps/web/src/components/card.ts', code.replace('@/lib', '../lib'))).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIdsFor('apps/web/src/data/quotes.ts', code)).toEqual([]);
    const errorsOnly = "import { isApiError } from '@/lib/api-client';\nexport const x = isApiError;\n";
    expect(await ruleIdsFor('apps/web/src/features/quotes/quote-page.ts', errorsOnly)).toEqual([]);
  });

  it('catches the data layer importing a feature or a component, and lets screens use it', async () => {
    const intoFeature = "import { quoteList } from '@/features/quotes/quote-list';\nexport const x = quoteList;\n";
    expect(await ruleIdsFor('apps/web/src/data/quotes.ts', intoFeature)).toEqual(['import-x/no-restricted-paths']);
    const intoComponent = "import { sharedCard } from '../components/shared-card';\nexport const x = sharedCard;\n";
    expect(await ruleIdsFor('apps/web/src/data/quotes.ts', intoComponent)).toEqual(['import-x/no-restricted-paths']);
    const fromFeature = "import { useClients } from '@/data/clients';\nexport const x = useClients;\n";
    expect(await ruleIdsFor('apps/web/src/features/quotes/quote-page.ts', fromFeature)).toEqual([]);
  });
});
