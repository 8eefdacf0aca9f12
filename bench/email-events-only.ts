// `node --import tsx bench/email-events-only.ts`: the provider email event budget alone (bench/email-events.ts).
import { benchEmailEvents, EMAIL_EVENTS_ROWS } from './email-events';
import { verdict } from './lib';

const result = await benchEmailEvents();
console.log(`suppressed by the bench's hard bounces: ${result.suppressed}`);
for (const [name, value, unit, budget] of EMAIL_EVENTS_ROWS(result)) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${judged}`);
}
process.exit(0);
