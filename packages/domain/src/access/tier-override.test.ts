import { describe, expect, it } from 'vitest';
import { getAccessSummary, withTierOverride, type TenantAccessInput } from './access-summary';
import { FEATURES_BY_TIER, NO_FEATURES } from './features';

const NOW = new Date('2025-06-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const summaryOf = (over: Partial<TenantAccessInput>) =>
  getAccessSummary(
    { activeTier: 'essentials', selectedTier: null, suspended: false, trialEndDate: null, ...over },
    NOW,
  );

describe('withTierOverride', () => {
  it("gives the member the override tier's features on an active plan, the workspace's limits kept", () => {
    const workspace = summaryOf({ activeTier: 'essentials' });
    const member = withTierOverride(workspace, 'enterprise');
    expect(member.effectiveTier).toBe('enterprise');
    expect(member.accessLevel).toBe('full');
    expect(member.features.canUseApiAccess).toBe(true);
    expect(member.features.canAccessPsaIntegrations).toBe(true);
    expect(workspace.features.canUseApiAccess).toBe(false);
    expect(member.features.maxQuotes).toBe(FEATURES_BY_TIER.essentials.maxQuotes);
    expect(member.features.maxUsers).toBe(FEATURES_BY_TIER.essentials.maxUsers);
  });

  it('can lower a trial member to a smaller tier', () => {
    const member = withTierOverride(summaryOf({ activeTier: 'trial', trialEndDate: days(10) }), 'essentials');
    expect(member).toMatchObject({ isTrial: true, effectiveTier: 'essentials', trialDaysRemaining: 10 });
    expect(member.features.canUseApiAccess).toBe(false);
    expect(member.features.canCreateTemplates).toBe(true);
  });

  it("a suspended workspace stays suspended whatever the member's override", () => {
    for (const input of [{ suspended: true }, { activeTier: 'suspended' }] as const) {
      const member = withTierOverride(summaryOf(input), 'enterprise');
      expect(member).toMatchObject({ isSuspended: true, accessLevel: 'suspended', effectiveTier: null });
      expect(member.features).toEqual(NO_FEATURES);
    }
  });

  it('a read-only workspace stays read-only: no quote, template or AI writes', () => {
    const member = withTierOverride(summaryOf({ activeTier: 'readonly_trial_expired' }), 'premium');
    expect(member).toMatchObject({ isReadOnly: true, accessLevel: 'readonly', effectiveTier: 'premium' });
    expect(member.features).toMatchObject({
      canCreateQuotes: false,
      canEditQuotes: false,
      canCreateTemplates: false,
      canUseAiFeatures: false,
      canAccessPsaIntegrations: true,
    });
  });

  it.each([null, undefined, '', 'free', 'gold'])('%s changes nothing', (override) => {
    const workspace = summaryOf({ activeTier: 'premium' });
    expect(withTierOverride(workspace, override)).toEqual(workspace);
  });
});
