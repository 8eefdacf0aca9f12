import type { PaidTier } from './tiers';

export type BillingInterval = 'monthly' | 'annual';

/** Annual billing = 2 months free (~17% off) (docs/product-rules.md#billing). */
export const ANNUAL_FREE_MONTHS = 2;

export interface TierPrice {
  /** Per user per month, in USD cents (docs/product-rules.md#billing). */
  monthlyPerUser: number;
  /** Per user per year, in USD cents: 10 × monthly. */
  annualPerUser: number;
  minUsers: number;
}

const price = (monthlyPerUser: number, minUsers: number): TierPrice => ({
  monthlyPerUser,
  annualPerUser: monthlyPerUser * (12 - ANNUAL_FREE_MONTHS),
  minUsers,
});

export const TIER_PRICES_CENTS: Record<PaidTier, TierPrice> = {
  essentials: price(9900, 1),
  premium: price(12900, 5),
  enterprise: price(25000, 5),
};

export const MOST_POPULAR_TIER: PaidTier = 'premium';
export const MOST_POPULAR_LABEL = 'Most Popular';
export const PREMIUM_MOST_POPULAR = true;
export const PRICING_CURRENCY = 'USD';

/** Seats billed: the requested count raised to the tier minimum (at least 1). */
export function billableSeats(tier: PaidTier, users: number): number {
  return Math.max(TIER_PRICES_CENTS[tier].minUsers, Math.ceil(users), 1);
}

/** Price of one billing period in cents. */
export function subscriptionPriceCents(tier: PaidTier, users: number, interval: BillingInterval): number {
  const p = TIER_PRICES_CENTS[tier];
  return billableSeats(tier, users) * (interval === 'annual' ? p.annualPerUser : p.monthlyPerUser);
}
