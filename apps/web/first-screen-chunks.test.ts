import { describe, expect, it } from 'vitest';
import { planFirstScreenChunks, type PlanningOutput } from './first-screen-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  dynamicImports,
});

// The entry statically needs a helper chunk and lazily opens the home page, the dashboard and a contact page.
// The dashboard needs icons it shares with the home page (at once) and a form library it shares with the contact
// page (later), plus its own chunks; a lazy dashboard screen keeps its own chunk.
const output = {
  output: [
    chunk('index.js', ['/main.tsx', '/entry-only.ts'], ['helper.js'], ['home.js', 'dashboard.js']),
    chunk('helper.js', ['/helper.ts']),
    chunk('home.js', ['/home.tsx'], ['icons.js'], ['contact.js']),
    chunk('contact.js', ['/contact.tsx'], ['forms.js']),
    chunk(
      'dashboard.js',
      ['/dashboard-routes.tsx'],
      ['icons.js', 'forms.js', 'widgets.js', 'helper.js'],
      ['wizard.js'],
    ),
    chunk('icons.js', ['/plus.ts']),
    chunk('forms.js', ['/zod.ts']),
    chunk('widgets.js', ['/card.tsx', '/badge.tsx']),
    chunk('wizard.js', ['/wizard.tsx'], ['widgets.js']),
  ],
} as unknown as PlanningOutput;

const plan = () =>
  planFirstScreenChunks(async () => output, {
    entry: '/main.tsx',
    dashboard: '/dashboard-routes.tsx',
    publicPages: ['/home.tsx'],
  });

describe('the first-screen chunk plan (ADR 0040)', () => {
  it('puts each module a first screen needs into one chunk, keeping public pages off the dashboard’s', async () => {
    expect(Object.fromEntries(await plan())).toEqual({
      '/main.tsx': 'app',
      '/entry-only.ts': 'app',
      '/helper.ts': 'app',
      '/plus.ts': 'app', // the home page shows it at once: it must not load the dashboard's chunk for it
      '/zod.ts': 'dashboard-common', // the contact page needs it later
      '/dashboard-routes.tsx': 'dashboard-shell',
      '/card.tsx': 'dashboard-shell',
      '/badge.tsx': 'dashboard-shell',
    });
  });

  it('leaves lazy screens to the bundler, and says so when a screen is missing', async () => {
    expect((await plan()).has('/wizard.tsx')).toBe(false);
    await expect(
      planFirstScreenChunks(async () => output, { entry: '/main.tsx', dashboard: '/gone.tsx', publicPages: [] }),
    ).rejects.toThrow('no chunk holds /gone.tsx');
  });
});
