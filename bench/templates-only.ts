// `node --import tsx bench/templates-only.ts`: the template budgets alone, on a fresh demo server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib';
import { benchTemplates } from './templates';

const password = 'Bench-templates-pass-1';
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-templates-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password });
try {
  console.log(await benchTemplates(server.url, password, dataDir));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
