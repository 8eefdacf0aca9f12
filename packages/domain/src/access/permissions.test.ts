import { describe, expect, it } from 'vitest';
import { FEATURES_BY_TIER, NO_FEATURES, type FeatureSet } from './features';
import { checkPermissions, describeFeatures, hasPermission } from './permissions';
import type { Role } from './roles';

describe('hasPermission (live access rules)', () => {
  it.each<[string, FeatureSet, Role | null, keyof FeatureSet, boolean]>([
    ['user creates quotes on essentials', FEATURES_BY_TIER.essentials, 'msp_user', 'canCreateQuotes', true],
    ['user may not delete quotes', FEATURES_BY_TIER.enterprise, 'msp_user', 'canDeleteQuotes', false],
    ['admin deletes quotes', FEATURES_BY_TIER.essentials, 'msp_admin', 'canDeleteQuotes', true],
    ['user may not manage users', FEATURES_BY_TIER.premium, 'msp_user', 'canManageUsers', false],
    ['admin manages users on premium', FEATURES_BY_TIER.premium, 'msp_admin', 'canManageUsers', true],
    ['admin may not manage users on essentials', FEATURES_BY_TIER.essentials, 'msp_admin', 'canManageUsers', false],
    ['user may not open billing', FEATURES_BY_TIER.enterprise, 'msp_user', 'canAccessBilling', false],
    ['admin opens billing', FEATURES_BY_TIER.essentials, 'msp_admin', 'canAccessBilling', true],
    ['templates need essentials or above', FEATURES_BY_TIER.free, 'msp_admin', 'canCreateTemplates', false],
    ['suspended: nothing', NO_FEATURES, 'msp_admin', 'canCreateQuotes', false],
    ['super admin: everything', NO_FEATURES, 'super_admin', 'canUseApiAccess', true],
  ])('%s', (_name, features, role, key, expected) => {
    expect(hasPermission(features, role, key)).toBe(expected);
  });

  it('separates tier gaps from role gaps', () => {
    expect(checkPermissions(FEATURES_BY_TIER.essentials, 'msp_user', ['canUseApiAccess', 'canDeleteQuotes'])).toEqual({
      missingFeatures: ['canUseApiAccess'],
      missingRole: ['canDeleteQuotes'],
    });
  });

  it('describes features as a list', () => {
    expect(describeFeatures(['canAccessPsaIntegrations', 'canUseApiAccess'])).toBe('PSA integrations, API access');
  });
});
