import { FEATURES_BY_TIER, NO_FEATURES, type FeatureSet } from './features';
import { isTenantTierState, isTier, type Tier, type TenantTierState } from './tiers';
import { TIER_PRICES_CENTS } from './pricing';

export const TRIAL_DAYS = 14;
export const LIMITED_TRIAL_DAYS = 3;
export const DEFAULT_TRIAL_TIER: Tier = 'enterprise';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessLevel = 'full' | 'limited' | 'readonly' | 'suspended';

export interface TenantAccessInput {
  activeTier: TenantTierState | string | null;
  selectedTier: Tier | null;
  suspended: boolean;
  trialEndDate: Date | null;
  /**
   * Members are billed per seat by a live subscription at the payment provider: a plan sold with a per-seat
   * minimum (Premium, Enterprise) then has no user cap, its seats follow the members (docs/product-rules.md#billing).
   */
  perSeatBilling?: boolean;
}

export interface AccessSummary {
  isTrial: boolean;
  isSuspended: boolean;
  isReadOnly: boolean;
  trialDaysRemaining: number;
  accessLevel: AccessLevel;
  /** The plan whose features apply; null when suspended or unknown. */
  effectiveTier: Tier | null;
  features: FeatureSet;
}

/** Ceiling of days until the trial end, never below 0 (docs/product-rules.md#access-summary). */
export function trialDaysRemaining(trialEnd: Date | null, now: Date): number {
  if (!trialEnd) return 0;
  const ms = trialEnd.getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.ceil(ms / DAY_MS);
}

export function trialEndFrom(start: Date, days: number = TRIAL_DAYS): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

const SUSPENDED: AccessSummary = {
  isTrial: false,
  isSuspended: true,
  isReadOnly: false,
  trialDaysRemaining: 0,
  accessLevel: 'suspended',
  effectiveTier: null,
  features: NO_FEATURES,
};

/** Live access rules: read-only tenants keep viewing but cannot write quotes, templates or AI output (docs/product-rules.md#live-access-rules). */
function readOnlyFeatures(tier: Tier): FeatureSet {
  return {
    ...FEATURES_BY_TIER[tier],
    canCreateQuotes: false,
    canEditQuotes: false,
    canDeleteQuotes: false,
    canCreateTemplates: false,
    canEditTemplates: false,
    canUseAiFeatures: false,
  };
}

function readOnly(tier: Tier): AccessSummary {
  return {
    ...SUSPENDED,
    isSuspended: false,
    isReadOnly: true,
    accessLevel: 'readonly',
    effectiveTier: tier,
    features: readOnlyFeatures(tier),
  };
}

/**
 * Derived access summary (docs/product-rules.md#access-summary). A null tenant or an unknown tier is a failed lookup: suspended,
 * everything off. A trial whose end date has passed is read-only even before a job flips its state.
 */
export function getAccessSummary(tenant: TenantAccessInput | null, now: Date): AccessSummary {
  if (!tenant || !isTenantTierState(tenant.activeTier)) return SUSPENDED;
  const state = tenant.activeTier;
  if (tenant.suspended || state === 'suspended') return SUSPENDED;
  if (state === 'read_only') return readOnly(isTier(tenant.selectedTier) ? tenant.selectedTier : 'free');
  if (state === 'readonly_trial_expired') return readOnly('free');

  if (state === 'trial') {
    if (tenant.trialEndDate && tenant.trialEndDate.getTime() <= now.getTime()) return readOnly('free');
    const days = trialDaysRemaining(tenant.trialEndDate, now);
    const tier = isTier(tenant.selectedTier) ? tenant.selectedTier : DEFAULT_TRIAL_TIER;
    return {
      isTrial: true,
      isSuspended: false,
      isReadOnly: false,
      trialDaysRemaining: days,
      accessLevel: days <= LIMITED_TRIAL_DAYS ? 'limited' : 'full',
      effectiveTier: tier,
      features: FEATURES_BY_TIER[tier],
    };
  }

  return {
    isTrial: false,
    isSuspended: false,
    isReadOnly: false,
    trialDaysRemaining: 0,
    accessLevel: 'full',
    effectiveTier: state,
    features:
      tenant.perSeatBilling && TIER_PRICES_CENTS[state].minUsers > 1
        ? { ...FEATURES_BY_TIER[state], maxUsers: 'unlimited' }
        : FEATURES_BY_TIER[state],
  };
}

/**
 * A member's tier override (profiles.tier_override, set by a super admin): the member gets the features of that
 * tier instead of the workspace's plan. The workspace's state still wins — suspended stays suspended with
 * everything off, read-only stays read-only — and the numeric limits stay the workspace's, because they count the
 * workspace's items and are enforced on its plan (enforceLimit). An unknown or empty override changes nothing.
 */
export function withTierOverride(summary: AccessSummary, override: string | null | undefined): AccessSummary {
  if (!isTier(override) || override === 'free' || summary.isSuspended) return summary;
  const tierFeatures = summary.isReadOnly ? readOnlyFeatures(override) : FEATURES_BY_TIER[override];
  const limits = {
    maxUsers: summary.features.maxUsers,
    maxQuotes: summary.features.maxQuotes,
    maxTemplates: summary.features.maxTemplates,
    aiGenerationsPerMonth: summary.features.aiGenerationsPerMonth,
  };
  return { ...summary, effectiveTier: override, features: { ...tierFeatures, ...limits } };
}
