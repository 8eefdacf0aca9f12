import type { Limit, Tier } from './tiers';

/** The feature set, camelCased (docs/product-rules.md#tiers-and-limits). */
export interface FeatureSet {
  canCreateQuotes: boolean;
  canEditQuotes: boolean;
  canDeleteQuotes: boolean;
  canCreateTemplates: boolean;
  canEditTemplates: boolean;
  canManageUsers: boolean;
  canAccessBilling: boolean;
  canUseAiFeatures: boolean;
  canAccessPsaIntegrations: boolean;
  canAccessAdvancedAnalytics: boolean;
  canUseApiAccess: boolean;
  canUseWhiteLabeling: boolean;
  maxUsers: Limit;
  maxQuotes: Limit;
  maxTemplates: Limit;
  aiGenerationsPerMonth: Limit;
}

export type FeatureFlag = { [K in keyof FeatureSet]: FeatureSet[K] extends boolean ? K : never }[keyof FeatureSet];
export type FeatureLimit = Exclude<keyof FeatureSet, FeatureFlag>;

/** Everything off: suspended tenants and failed tier lookups (docs/product-rules.md#access-summary). */
export const NO_FEATURES: FeatureSet = Object.freeze({
  canCreateQuotes: false,
  canEditQuotes: false,
  canDeleteQuotes: false,
  canCreateTemplates: false,
  canEditTemplates: false,
  canManageUsers: false,
  canAccessBilling: false,
  canUseAiFeatures: false,
  canAccessPsaIntegrations: false,
  canAccessAdvancedAnalytics: false,
  canUseApiAccess: false,
  canUseWhiteLabeling: false,
  maxUsers: 0,
  maxQuotes: 0,
  maxTemplates: 0,
  aiGenerationsPerMonth: 0,
});

const ESSENTIALS: FeatureSet = {
  ...NO_FEATURES,
  canCreateQuotes: true,
  canEditQuotes: true,
  canDeleteQuotes: true,
  canCreateTemplates: true,
  canEditTemplates: true,
  canAccessBilling: true,
  canUseAiFeatures: true,
  maxUsers: 1,
  maxQuotes: 100,
  maxTemplates: 10,
  aiGenerationsPerMonth: 50,
};

/**
 * The plan matrix (docs/product-rules.md#tiers-and-limits). `free` is not in the spec's matrix: it is the floor below Essentials (rank 0) with every
 * product feature off and one seat; billing stays reachable so the tenant can upgrade.
 */
export const FEATURES_BY_TIER: Record<Tier, FeatureSet> = {
  free: { ...NO_FEATURES, canAccessBilling: true, maxUsers: 1 },
  essentials: ESSENTIALS,
  premium: {
    ...ESSENTIALS,
    canManageUsers: true,
    canAccessPsaIntegrations: true,
    canAccessAdvancedAnalytics: true,
    maxUsers: 5,
    maxQuotes: 500,
    maxTemplates: 50,
    aiGenerationsPerMonth: 200,
  },
  enterprise: {
    ...ESSENTIALS,
    canManageUsers: true,
    canAccessPsaIntegrations: true,
    canAccessAdvancedAnalytics: true,
    canUseApiAccess: true,
    canUseWhiteLabeling: true,
    maxUsers: 'unlimited',
    maxQuotes: 'unlimited',
    maxTemplates: 'unlimited',
    aiGenerationsPerMonth: 'unlimited',
  },
};

/** Noun phrases used in "does not include access to Y" and "Required permission(s): Y". */
export const FEATURE_LABELS: Record<keyof FeatureSet, string> = {
  canCreateQuotes: 'creating quotes',
  canEditQuotes: 'editing quotes',
  canDeleteQuotes: 'deleting quotes',
  canCreateTemplates: 'creating templates',
  canEditTemplates: 'editing templates',
  canManageUsers: 'user management',
  canAccessBilling: 'billing',
  canUseAiFeatures: 'AI features',
  canAccessPsaIntegrations: 'PSA integrations',
  canAccessAdvancedAnalytics: 'advanced analytics',
  canUseApiAccess: 'API access',
  canUseWhiteLabeling: 'white labeling',
  maxUsers: 'additional users',
  maxQuotes: 'additional quotes',
  maxTemplates: 'additional templates',
  aiGenerationsPerMonth: 'AI generations',
};

/** A flag is granted when true; a limit when it is not zero. */
export function isFeatureGranted(features: FeatureSet, key: keyof FeatureSet): boolean {
  const value = features[key];
  return typeof value === 'boolean' ? value : value === 'unlimited' || value > 0;
}
