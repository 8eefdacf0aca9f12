import { describe, expect, it } from 'vitest';
import {
  billableSeats,
  MOST_POPULAR_TIER,
  PREMIUM_MOST_POPULAR,
  subscriptionPriceCents,
  TIER_PRICES_CENTS,
} from './pricing';

describe('TIER_PRICES_CENTS', () => {
  it.each([
    ['essentials: $99 per user, no minimum', 'essentials', 9900, 99000, 1],
    ['premium: $129 per user, 5-user minimum', 'premium', 12900, 129000, 5],
    ['enterprise: $250 per user, 5-user minimum', 'enterprise', 25000, 250000, 5],
  ] as const)('%s', (_name, tier, monthly, annual, minUsers) => {
    expect(TIER_PRICES_CENTS[tier]).toEqual({ monthlyPerUser: monthly, annualPerUser: annual, minUsers });
  });

  it('annual is two months free', () => {
    expect(TIER_PRICES_CENTS.premium.annualPerUser).toBe(TIER_PRICES_CENTS.premium.monthlyPerUser * 10);
  });

  it('marks premium as most popular', () => {
    expect(MOST_POPULAR_TIER).toBe('premium');
    expect(PREMIUM_MOST_POPULAR).toBe(true);
  });
});

describe('subscriptionPriceCents', () => {
  it.each([
    ['essentials, 1 user, monthly', 'essentials', 1, 'monthly', 9900],
    ['essentials, 3 users, annual', 'essentials', 3, 'annual', 297000],
    ['premium below the minimum bills 5 seats', 'premium', 2, 'monthly', 64500],
    ['premium, 8 users, monthly', 'premium', 8, 'monthly', 103200],
    ['enterprise, 0 users bills the minimum', 'enterprise', 0, 'annual', 1250000],
  ] as const)('%s', (_name, tier, users, interval, cents) => {
    expect(subscriptionPriceCents(tier, users, interval)).toBe(cents);
  });

  it('never bills fewer than one seat', () => {
    expect(billableSeats('essentials', 0)).toBe(1);
  });
});
