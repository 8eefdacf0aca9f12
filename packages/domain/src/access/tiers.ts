/** Plan slugs and tenant tier states (docs/product-rules.md#access-summary, docs/product-rules.md#tiers-and-limits). */
export const TIERS = ['free', 'essentials', 'premium', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const PAID_TIERS = ['essentials', 'premium', 'enterprise'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const TENANT_TIER_STATES = [
  'trial',
  'essentials',
  'premium',
  'enterprise',
  'suspended',
  'read_only',
  'readonly_trial_expired',
] as const;
export type TenantTierState = (typeof TENANT_TIER_STATES)[number];

export const TIER_RANK: Record<Tier, number> = { free: 0, essentials: 1, premium: 2, enterprise: 3 };

export const TIER_LABELS: Record<Tier, string> = {
  free: 'Free',
  essentials: 'Essentials',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

export function isTenantTierState(value: unknown): value is TenantTierState {
  return typeof value === 'string' && (TENANT_TIER_STATES as readonly string[]).includes(value);
}

export interface MeetsTierOptions {
  /** All listed tiers are required, which means the highest of them. */
  all?: boolean;
}

/**
 * The single tier a requirement boils down to: the lowest listed (any-of) or the highest (all).
 * An empty list is no requirement and yields null.
 */
export function requiredTierOf(required: Tier | readonly Tier[], opts: MeetsTierOptions = {}): Tier | null {
  const list = typeof required === 'string' ? [required] : required;
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => TIER_RANK[a] - TIER_RANK[b]);
  return (opts.all ? sorted[sorted.length - 1] : sorted[0]) ?? null;
}

/** A required tier is met by an equal or higher rank; a list means any of them unless `all` (docs/product-rules.md#tiers-and-limits). */
export function meetsTier(current: Tier, required: Tier | readonly Tier[], opts: MeetsTierOptions = {}): boolean {
  const needed = requiredTierOf(required, opts);
  return needed === null || TIER_RANK[current] >= TIER_RANK[needed];
}

export type Limit = number | 'unlimited';

/** True while `used` is below the limit, i.e. one more item may still be created. */
export function isWithinLimit(limit: Limit, used: number): boolean {
  return limit === 'unlimited' || used < limit;
}

export function remainingQuota(limit: Limit, used: number): Limit {
  return limit === 'unlimited' ? 'unlimited' : Math.max(0, limit - used);
}
