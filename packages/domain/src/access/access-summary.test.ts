import { describe, expect, it } from 'vitest';
import { getAccessSummary, trialDaysRemaining, trialEndFrom, type TenantAccessInput } from './access-summary';
import { FEATURES_BY_TIER, NO_FEATURES } from './features';

const NOW = new Date('2025-06-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const tenant = (over: Partial<TenantAccessInput>): TenantAccessInput => ({
  activeTier: 'trial',
  selectedTier: null,
  suspended: false,
  trialEndDate: days(10),
  ...over,
});

describe('trialDaysRemaining', () => {
  it.each([
    ['no end date', null, 0],
    ['exactly 14 days', days(14), 14],
    ['a part day rounds up', days(2.1), 3],
    ['one minute left is 1 day', new Date(NOW.getTime() + 60_000), 1],
    ['ends now', NOW, 0],
    ['ended yesterday is 0, never negative', days(-1), 0],
  ])('%s', (_name, end, expected) => {
    expect(trialDaysRemaining(end, NOW)).toBe(expected);
  });

  it('trialEndFrom adds 14 days by default', () => {
    expect(trialDaysRemaining(trialEndFrom(NOW), NOW)).toBe(14);
  });
});

describe('getAccessSummary', () => {
  it.each([
    ['trial, 10 days left, default enterprise', tenant({}), 'full', true, 10, 'enterprise'],
    ['trial follows the selected tier', tenant({ selectedTier: 'premium' }), 'full', true, 10, 'premium'],
    ['trial with 4 days left is full', tenant({ trialEndDate: days(4) }), 'full', true, 4, 'enterprise'],
    ['trial with 3 days left is limited', tenant({ trialEndDate: days(3) }), 'limited', true, 3, 'enterprise'],
    ['trial with part of a day left is limited', tenant({ trialEndDate: days(0.5) }), 'limited', true, 1, 'enterprise'],
    ['trial without an end date is limited', tenant({ trialEndDate: null }), 'limited', true, 0, 'enterprise'],
    ['essentials', tenant({ activeTier: 'essentials' }), 'full', false, 0, 'essentials'],
    ['premium', tenant({ activeTier: 'premium' }), 'full', false, 0, 'premium'],
    ['enterprise', tenant({ activeTier: 'enterprise' }), 'full', false, 0, 'enterprise'],
  ] as const)('%s', (_name, input, level, isTrial, left, tier) => {
    const s = getAccessSummary(input, NOW);
    expect(s).toMatchObject({ accessLevel: level, isTrial, trialDaysRemaining: left, effectiveTier: tier });
    expect(s).toMatchObject({ isSuspended: false, isReadOnly: false });
    expect(s.features).toEqual(FEATURES_BY_TIER[tier]);
  });

  it.each([
    ['no tenant (lookup failed)', null],
    ['null tier (lookup failed)', tenant({ activeTier: null })],
    ['unknown tier (lookup failed)', tenant({ activeTier: 'gold' })],
    ['tier suspended', tenant({ activeTier: 'suspended' })],
    ['suspended flag on a paid tier', tenant({ activeTier: 'enterprise', suspended: true })],
    ['suspended flag on a trial', tenant({ suspended: true })],
  ])('%s → suspended with every feature off', (_name, input) => {
    const s = getAccessSummary(input, NOW);
    expect(s).toMatchObject({ accessLevel: 'suspended', isSuspended: true, isTrial: false, effectiveTier: null });
    expect(s.features).toEqual(NO_FEATURES);
  });

  it.each([
    ['read_only keeps the selected tier', tenant({ activeTier: 'read_only', selectedTier: 'premium' }), 'premium'],
    ['read_only without a selected tier', tenant({ activeTier: 'read_only' }), 'free'],
    ['readonly_trial_expired', tenant({ activeTier: 'readonly_trial_expired', selectedTier: 'enterprise' }), 'free'],
    ['trial past its end date', tenant({ trialEndDate: days(-0.01) }), 'free'],
  ] as const)('%s → readonly, quotes and templates off', (_name, input, tier) => {
    const s = getAccessSummary(input, NOW);
    expect(s).toMatchObject({ accessLevel: 'readonly', isReadOnly: true, isSuspended: false, isTrial: false });
    expect(s.effectiveTier).toBe(tier);
    expect(s.features).toMatchObject({
      canCreateQuotes: false,
      canEditQuotes: false,
      canDeleteQuotes: false,
      canCreateTemplates: false,
      canEditTemplates: false,
    });
  });

  it('read-only premium still reaches user management and billing', () => {
    const s = getAccessSummary(tenant({ activeTier: 'read_only', selectedTier: 'premium' }), NOW);
    expect(s.features.canManageUsers).toBe(true);
    expect(s.features.canAccessBilling).toBe(true);
  });
});
