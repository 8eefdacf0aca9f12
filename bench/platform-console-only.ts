// `node --import tsx bench/platform-console-only.ts`: the Super admin → MSPs and Overview budgets alone
// (bench/platform-console.ts).
import { verdict } from './lib';
import { benchPlatformConsole, PLATFORM_CONSOLE_ROWS } from './platform-console';

for (const [name, value, unit, budget] of PLATFORM_CONSOLE_ROWS(await benchPlatformConsole())) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${judged}`);
}
process.exit(0);
