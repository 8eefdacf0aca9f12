// `DATABASE_URL=postgres://… node --import tsx bench/stripe-billing-only.ts`: the Stripe billing budgets alone
// (bench/stripe-billing.ts).
import { verdict } from './lib';
import { benchStripeBilling, STRIPE_BILLING_ROWS } from './stripe-billing';

const result = await benchStripeBilling();
for (const difference of result.webhooks.differences) console.log(`not converged: ${difference}`);
console.table(
  STRIPE_BILLING_ROWS(result).map(([metric, value, unit, budget, atLeast = false]) => ({
    metric,
    value: Math.round(value * 100) / 100,
    unit,
    budget: Number.isFinite(budget) ? `${atLeast ? '≥ ' : ''}${budget}` : '-',
    verdict: Number.isFinite(budget) ? verdict(value, budget, atLeast) : '',
  })),
);
process.exit(0);
