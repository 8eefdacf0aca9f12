import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PRICE_IDS, startStripeFake, type StripeFake } from '../testing/stripe-fake';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const runFile = promisify(execFile);

function runSetup(fake: StripeFake) {
  return runFile(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/stripe-setup.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, STRIPE_SECRET_KEY: 'sk_test_setup', STRIPE_API_BASE: fake.url },
  });
}

const fakes: StripeFake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

describe('stripe-setup', () => {
  it('creates the catalog once, then finds it; it agrees with the fake’s own catalog', async () => {
    const empty = await startStripeFake({ webhookSecret: 'whsec_setup', catalog: false });
    const seeded = await startStripeFake({ webhookSecret: 'whsec_setup' });
    fakes.push(empty, seeded);

    const first = await runSetup(empty);
    const [second, againstSeeded] = await Promise.all([runSetup(empty), runSetup(seeded)]);

    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe('');
    const stripe = new Stripe('sk_test_check', empty.clientOptions);
    expect((await stripe.products.list()).data.map((p) => p.name).sort()).toEqual([
      'Scopewright Enterprise',
      'Scopewright Essentials',
      'Scopewright Premium',
    ]);
    const prices = (await stripe.prices.list({ limit: 100 })).data;
    expect(prices).toHaveLength(6);
    const premiumMonthly = prices.find((p) => p.lookup_key === 'scopewright_premium_monthly');
    expect(premiumMonthly).toMatchObject({ unit_amount: 12900, currency: 'usd', recurring: { interval: 'month' } });
    expect(first.stdout).toContain(`STRIPE_PRICE_PREMIUM_MONTHLY=${premiumMonthly?.id}\n`);

    expect(againstSeeded.stdout.trim().split('\n')).toEqual([
      `STRIPE_PRICE_ESSENTIALS_MONTHLY=${FAKE_PRICE_IDS.essentials_monthly}`,
      `STRIPE_PRICE_ESSENTIALS_ANNUAL=${FAKE_PRICE_IDS.essentials_annual}`,
      `STRIPE_PRICE_PREMIUM_MONTHLY=${FAKE_PRICE_IDS.premium_monthly}`,
      `STRIPE_PRICE_PREMIUM_ANNUAL=${FAKE_PRICE_IDS.premium_annual}`,
      `STRIPE_PRICE_ENTERPRISE_MONTHLY=${FAKE_PRICE_IDS.enterprise_monthly}`,
      `STRIPE_PRICE_ENTERPRISE_ANNUAL=${FAKE_PRICE_IDS.enterprise_annual}`,
    ]);
  });
});
