// `node --import tsx bench/wizard-typing-only.ts`: the wizard's typing budget alone (bench/wizard-typing.ts), on a
// server of its own with the demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, verdict } from './lib';
import { benchWizardTyping, TYPING_LAG_BUDGET_MS } from './wizard-typing';

const password = 'Bench-wizard-typing-1';
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-typing-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on' });
try {
  const result = await benchWizardTyping(server.url, password);
  console.log(
    `300-line quote, ${result.keystrokes} keystrokes: p90 ${result.p90.toFixed(1)} ms ` +
      `(budget ${TYPING_LAG_BUDGET_MS}: ${verdict(result.p90, TYPING_LAG_BUDGET_MS)}), slowest ${result.max.toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
