// `DATABASE_URL=postgres://… node --import tsx bench/platform-validation-only.ts`: the validation run's budget alone
// (bench/platform-validation.ts).
import { verdict } from './lib';
import { benchPlatformValidation, PLATFORM_VALIDATION_ROWS } from './platform-validation';

for (const [name, value, unit, budget] of PLATFORM_VALIDATION_ROWS(await benchPlatformValidation())) {
  const judged = Number.isFinite(budget) ? ` (budget ${budget}: ${verdict(value, budget)})` : '';
  console.log(`${name}: ${value.toFixed(0)} ${unit}${judged}`);
}
process.exit(0);
