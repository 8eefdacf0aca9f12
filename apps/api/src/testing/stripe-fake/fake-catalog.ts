import { PAID_TIERS, TIER_LABELS, TIER_PRICES_CENTS, type BillingInterval, type PaidTier } from '@scopewright/domain';
import type { FakeStore } from './fake-store';

type CatalogPrice =
  | 'essentials_monthly'
  | 'essentials_annual'
  | 'premium_monthly'
  | 'premium_annual'
  | 'enterprise_monthly'
  | 'enterprise_annual';

/** The fixed ids of the catalog every fake starts with (unless `catalog: false`). */
export const FAKE_PRICE_IDS: Record<CatalogPrice, string> = {
  essentials_monthly: 'price_fake_essentials_monthly',
  essentials_annual: 'price_fake_essentials_annual',
  premium_monthly: 'price_fake_premium_monthly',
  premium_annual: 'price_fake_premium_annual',
  enterprise_monthly: 'price_fake_enterprise_monthly',
  enterprise_annual: 'price_fake_enterprise_annual',
};

const INTERVALS: Record<BillingInterval, 'month' | 'year'> = { monthly: 'month', annual: 'year' };

/** Three products and six prices shaped as stripe-setup creates them (same names, amounts and lookup keys). */
export function seedCatalog(store: FakeStore, now: number): void {
  for (const tier of PAID_TIERS) {
    const productId = `prod_fake_${tier}`;
    store.products.set(productId, {
      id: productId,
      name: `Scopewright ${TIER_LABELS[tier]}`,
      description: null,
      active: true,
      metadata: { scopewright_tier: tier },
      created: now,
    });
    for (const interval of ['monthly', 'annual'] as const) {
      const id = FAKE_PRICE_IDS[`${tier}_${interval}`];
      store.prices.set(id, {
        id,
        productId,
        unitAmount: unitAmount(tier, interval),
        currency: 'usd',
        interval: INTERVALS[interval],
        lookupKey: `scopewright_${tier}_${interval}`,
        active: true,
        metadata: {},
        created: now,
      });
    }
  }
}

function unitAmount(tier: PaidTier, interval: BillingInterval): number {
  const price = TIER_PRICES_CENTS[tier];
  return interval === 'monthly' ? price.monthlyPerUser : price.annualPerUser;
}
