// `node --import tsx bench/public-api-only.ts`: the public API budgets alone (bench/public-api.ts).
import { benchPublicApi, PUBLIC_API_ROWS } from './public-api';
import { verdict } from './lib';

for (const [name, value, unit, budget] of PUBLIC_API_ROWS(await benchPublicApi())) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(2)} ${unit}${judged}`);
}
process.exit(0);
