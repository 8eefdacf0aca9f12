// `node --import tsx bench/autosave-only.ts`: only the autosave measurement of `npm run bench`, on its own server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAutosave } from './autosave';
import { startServer, verdict } from './lib';

const password = 'Bench-autosave-1';
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-autosave-'));
try {
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on' });
  try {
    const result = await benchAutosave(server.url, password);
    console.table(
      [
        { metric: 'one-line autosave on a 500-line quote p50 (patch)', ms: result.patchP50, budget: 50 },
        { metric: 'one-line autosave on a 500-line quote p95 (patch)', ms: result.patchP95, budget: '-' },
        { metric: 'full-document save p50', ms: result.putP50, budget: '-' },
        { metric: 'full-document save p95', ms: result.putP95, budget: '-' },
      ].map((row) => ({
        ...row,
        ms: Math.round(row.ms * 10) / 10,
        verdict: row.budget === 50 ? verdict(row.ms, 50) : '',
      })),
    );
    console.log(`request bodies: patch ${result.patchBytes} bytes, full document ${result.putBytes} bytes`);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
