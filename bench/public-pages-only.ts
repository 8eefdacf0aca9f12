// `node --import tsx bench/public-pages-only.ts`: Lighthouse (mobile) on the public website's pages alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLighthouse, LIGHTHOUSE_PATHS } from './lighthouse';
import { startServer } from './lib';

const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-public-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  for (const scores of await benchLighthouse(server.url, LIGHTHOUSE_PATHS)) console.log(scores);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
