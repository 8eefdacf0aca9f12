// `node --import tsx bench/audit-log-only.ts`: the audit log budgets alone (bench/audit-log.ts).
// AUDIT_LOG_BENCH_PORT=n puts its server on port n and its database on n + 1.
import { loadavg } from 'node:os';
import { AUDIT_LOG_ROWS, benchAuditLog } from './audit-log';
import { verdict } from './lib';

const result = await benchAuditLog();
console.log(
  `Demo MSP: ${result.demoEntries.toLocaleString('en')} entries; sampled workspaces' median: ` +
    `${result.sampledMedianEntries.toLocaleString('en')}; load average now ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
for (const [name, value, unit, budget] of AUDIT_LOG_ROWS(result)) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${judged}`);
}
process.exit(0);
