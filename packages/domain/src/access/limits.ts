import type { AccessSummary } from './access-summary';
import { FEATURES_BY_TIER, type FeatureLimit } from './features';
import { isWithinLimit, TIER_LABELS, TIER_RANK, TIERS, type Limit, type Tier } from './tiers';

/** How each plan limit is named in messages: singular and plural of what is counted. */
export const LIMIT_NOUNS: Record<FeatureLimit, { one: string; many: string }> = {
  maxUsers: { one: 'user', many: 'users' },
  maxQuotes: { one: 'quote', many: 'quotes' },
  maxTemplates: { one: 'template', many: 'templates' },
  aiGenerationsPerMonth: { one: 'AI generation a month', many: 'AI generations a month' },
};

export type LimitCheck =
  | { ok: true; max: Limit; used: number }
  | { ok: false; max: Limit; used: number; message: string; upgradeTier: Tier | null };

/** The lowest plan above `tier` whose limit is higher, or null when none is. */
export function upgradeTierFor(tier: Tier, key: FeatureLimit): Tier | null {
  const current = FEATURES_BY_TIER[tier][key];
  if (current === 'unlimited') return null;
  const higher = TIERS.filter((t) => TIER_RANK[t] > TIER_RANK[tier]);
  return (
    higher.find((t) => {
      const limit = FEATURES_BY_TIER[t][key];
      return limit === 'unlimited' || limit > current;
    }) ?? null
  );
}

export function limitExceededMessage(tier: Tier | null, key: FeatureLimit, max: Limit): string {
  const nouns = LIMIT_NOUNS[key];
  if (!tier || max === 0) return `Your plan does not include ${nouns.many}. Upgrade your plan in Billing.`;
  const plan = `Your ${TIER_LABELS[tier]} plan includes ${String(max)} ${max === 1 ? nouns.one : nouns.many}`;
  const upgrade = upgradeTierFor(tier, key);
  return upgrade
    ? `${plan}. Upgrade to ${TIER_LABELS[upgrade]} in Billing to add more.`
    : `${plan}. Contact us in Support to raise it.`;
}

/** Whether one more item fits the tenant's plan (tier limits), with the message when it does not (docs/product-rules.md#tiers-and-limits). */
export function checkLimit(access: AccessSummary, key: FeatureLimit, used: number): LimitCheck {
  const max = access.features[key];
  if (isWithinLimit(max, used)) return { ok: true, max, used };
  const tier = access.effectiveTier;
  return {
    ok: false,
    max,
    used,
    message: limitExceededMessage(tier, key, max),
    upgradeTier: tier ? upgradeTierFor(tier, key) : null,
  };
}
