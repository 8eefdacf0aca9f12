// `node --import tsx bench/email-logs-only.ts`: the email log budgets alone (bench/email-logs.ts).
import { benchEmailLogs, EMAIL_LOG_ROWS } from './email-logs';
import { verdict } from './lib';

for (const [name, value, unit, budget] of EMAIL_LOG_ROWS(await benchEmailLogs())) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${judged}`);
}
process.exit(0);
