// `node --import tsx bench/ai-month-only.ts`: only the AI-month measurement of `npm run bench`, on its own server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAiMonth } from './ai-month';
import { startServer } from './lib';

const password = 'Bench-ai-month-1';
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-ai-month-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, AI_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    console.table(await benchAiMonth(server.url, password, dataDir));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
