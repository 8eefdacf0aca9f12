import { describe, expect, it } from 'vitest';
import { FEATURES_BY_TIER, isFeatureGranted, NO_FEATURES, type FeatureSet } from './features';

type Flags = Partial<Record<keyof FeatureSet, boolean>>;

describe('tier feature matrix', () => {
  it.each<[string, keyof typeof FEATURES_BY_TIER, [unknown, unknown, unknown, unknown], Flags]>([
    [
      'essentials: 1 / 100 / 10 / 50, no user management, PSA, analytics, API or white labeling',
      'essentials',
      [1, 100, 10, 50],
      {
        canCreateQuotes: true,
        canCreateTemplates: true,
        canUseAiFeatures: true,
        canManageUsers: false,
        canAccessPsaIntegrations: false,
        canAccessAdvancedAnalytics: false,
        canUseApiAccess: false,
        canUseWhiteLabeling: false,
      },
    ],
    [
      'premium: 5 / 500 / 50 / 200, adds user management, PSA, analytics',
      'premium',
      [5, 500, 50, 200],
      {
        canManageUsers: true,
        canAccessPsaIntegrations: true,
        canAccessAdvancedAnalytics: true,
        canUseApiAccess: false,
        canUseWhiteLabeling: false,
      },
    ],
    [
      'enterprise: unlimited, everything on',
      'enterprise',
      ['unlimited', 'unlimited', 'unlimited', 'unlimited'],
      Object.fromEntries(
        Object.keys(NO_FEATURES)
          .filter((k) => k.startsWith('can'))
          .map((k) => [k, true]),
      ),
    ],
    [
      'free (our floor): every product feature off, billing on to upgrade',
      'free',
      [1, 0, 0, 0],
      { canCreateQuotes: false, canCreateTemplates: false, canUseAiFeatures: false, canAccessBilling: true },
    ],
  ])('%s', (_name, tier, [users, quotes, templates, ai], flags) => {
    const f = FEATURES_BY_TIER[tier];
    expect([f.maxUsers, f.maxQuotes, f.maxTemplates, f.aiGenerationsPerMonth]).toEqual([users, quotes, templates, ai]);
    for (const [key, value] of Object.entries(flags)) expect(f[key as keyof FeatureSet], key).toBe(value);
  });

  it('templates need essentials or above', () => {
    expect(FEATURES_BY_TIER.free.canCreateTemplates).toBe(false);
    for (const tier of ['essentials', 'premium', 'enterprise'] as const) {
      expect(FEATURES_BY_TIER[tier].canCreateTemplates).toBe(true);
    }
  });

  it('NO_FEATURES turns everything off', () => {
    for (const key of Object.keys(NO_FEATURES) as (keyof FeatureSet)[]) {
      expect(isFeatureGranted(NO_FEATURES, key), key).toBe(false);
    }
  });
});

describe('isFeatureGranted', () => {
  it.each<[string, keyof FeatureSet, keyof typeof FEATURES_BY_TIER, boolean]>([
    ['true flag', 'canManageUsers', 'premium', true],
    ['false flag', 'canUseApiAccess', 'premium', false],
    ['positive limit', 'maxQuotes', 'essentials', true],
    ['zero limit', 'maxQuotes', 'free', false],
    ['unlimited', 'aiGenerationsPerMonth', 'enterprise', true],
  ])('%s', (_name, key, tier, expected) => {
    expect(isFeatureGranted(FEATURES_BY_TIER[tier], key)).toBe(expected);
  });
});
