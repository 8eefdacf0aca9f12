import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTenantTierState,
  isTier,
  isWithinLimit,
  meetsTier,
  remainingQuota,
  requiredTierOf,
  TENANT_TIER_STATES,
  TIER_LABELS,
  TIER_RANK,
  TIERS,
  type Tier,
} from './tiers';

describe('tier rank', () => {
  it.each([
    ['free', 0, 'Free'],
    ['essentials', 1, 'Essentials'],
    ['premium', 2, 'Premium'],
    ['enterprise', 3, 'Enterprise'],
  ] as const)('%s has rank %i and label %s', (tier, rank, label) => {
    expect(TIER_RANK[tier]).toBe(rank);
    expect(TIER_LABELS[tier]).toBe(label);
  });

  it('lists the tenant tier states', () => {
    expect(TENANT_TIER_STATES).toEqual([
      'trial',
      'essentials',
      'premium',
      'enterprise',
      'suspended',
      'read_only',
      'readonly_trial_expired',
    ]);
  });
});

describe('meetsTier', () => {
  it.each<[string, Tier, Tier | Tier[], boolean, boolean]>([
    ['equal rank meets', 'premium', 'premium', false, true],
    ['higher rank meets', 'enterprise', 'essentials', false, true],
    ['lower rank fails', 'essentials', 'premium', false, false],
    ['free fails essentials', 'free', 'essentials', false, false],
    [
      'list means any: essentials meets [essentials, enterprise]',
      'essentials',
      ['enterprise', 'essentials'],
      false,
      true,
    ],
    ['list means any: free fails [essentials, premium]', 'free', ['essentials', 'premium'], false, false],
    [
      'all means highest: premium fails all of [essentials, enterprise]',
      'premium',
      ['essentials', 'enterprise'],
      true,
      false,
    ],
    [
      'all means highest: enterprise meets all of [essentials, enterprise]',
      'enterprise',
      ['essentials', 'enterprise'],
      true,
      true,
    ],
    ['empty list is no requirement', 'free', [], false, true],
  ])('%s', (_name, current, required, all, expected) => {
    expect(meetsTier(current, required, { all })).toBe(expected);
  });

  it('matches the rank comparison for single tiers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIERS), fc.constantFrom(...TIERS), (current, required) => {
        expect(meetsTier(current, required)).toBe(TIER_RANK[current] >= TIER_RANK[required]);
      }),
    );
  });

  it('any-of is met exactly when one listed tier is met; all-of when every one is', () => {
    const tiers = fc.array(fc.constantFrom(...TIERS), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom(...TIERS), tiers, (current, list) => {
        expect(meetsTier(current, list)).toBe(list.some((t) => meetsTier(current, t)));
        expect(meetsTier(current, list, { all: true })).toBe(list.every((t) => meetsTier(current, t)));
      }),
    );
  });

  it('requiredTierOf picks the lowest (any) or highest (all)', () => {
    expect(requiredTierOf(['enterprise', 'essentials'])).toBe('essentials');
    expect(requiredTierOf(['enterprise', 'essentials'], { all: true })).toBe('enterprise');
    expect(requiredTierOf([])).toBeNull();
  });
});

describe('limits', () => {
  it.each([
    ['unlimited always allows', 'unlimited', 10_000, true, 'unlimited'],
    ['below the limit allows one more', 100, 99, true, 1],
    ['at the limit refuses', 100, 100, false, 0],
    ['over the limit refuses and remains 0', 10, 12, false, 0],
    ['zero limit refuses', 0, 0, false, 0],
  ] as const)('%s', (_name, limit, used, within, remaining) => {
    expect(isWithinLimit(limit, used)).toBe(within);
    expect(remainingQuota(limit, used)).toBe(remaining);
  });
});

describe('type guards', () => {
  it.each([
    ['free', true, false],
    ['enterprise', true, true],
    ['trial', false, true],
    ['readonly_trial_expired', false, true],
    ['Enterprise', false, false],
    [null, false, false],
  ])('%s: tier %s, tenant state %s', (value, tier, state) => {
    expect(isTier(value)).toBe(tier);
    expect(isTenantTierState(value)).toBe(state);
  });
});
