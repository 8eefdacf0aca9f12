import {
  ANNUAL_FREE_MONTHS,
  FEATURES_BY_TIER,
  MOST_POPULAR_TIER,
  PAID_TIERS,
  TIER_LABELS,
  TIER_PRICES_CENTS,
  type BillingInterval,
  type FeatureSet,
  type Limit,
  type PaidTier,
} from '@scopewright/domain';

export interface PlanFeature {
  label: string;
  isIncluded: boolean;
}

export interface PricingPlan {
  tier: PaidTier;
  name: string;
  summary: string;
  isPopular: boolean;
  minUsers: number;
  features: PlanFeature[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,290.00": money always with currency, grouped digits and two decimals (docs/product-rules.md#ui-rules). */
export const formatUsd = (cents: number) => usd.format(cents / 100);

const SUMMARIES: Record<PaidTier, string> = {
  essentials: 'For a solo sales engineer or owner who quotes every week.',
  premium: 'For sales teams that share templates and sync with their PSA.',
  enterprise: 'For larger MSPs that need unlimited scale, the API and white labeling.',
};

const count = (limit: Limit, one: string, many: string) =>
  limit === 'unlimited' ? `Unlimited ${many}` : `${limit.toLocaleString('en-US')} ${limit === 1 ? one : many}`;

/** The tier matrix as a feature list, straight from the domain's feature sets (docs/product-rules.md#tiers-and-limits). */
function featuresOf(f: FeatureSet): PlanFeature[] {
  const ai =
    f.aiGenerationsPerMonth === 'unlimited'
      ? 'Unlimited AI generations'
      : `${f.aiGenerationsPerMonth} AI generations / month`;
  return [
    { label: count(f.maxUsers, 'user', 'users'), isIncluded: true },
    { label: count(f.maxQuotes, 'quote', 'quotes'), isIncluded: true },
    { label: count(f.maxTemplates, 'template', 'templates'), isIncluded: true },
    { label: ai, isIncluded: f.canUseAiFeatures },
    { label: 'Branded quotes with one-time and recurring pricing', isIncluded: f.canCreateQuotes },
    { label: 'User management', isIncluded: f.canManageUsers },
    { label: 'PSA integrations', isIncluded: f.canAccessPsaIntegrations },
    { label: 'Advanced analytics', isIncluded: f.canAccessAdvancedAnalytics },
    { label: 'API access', isIncluded: f.canUseApiAccess },
    { label: 'White labeling', isIncluded: f.canUseWhiteLabeling },
  ];
}

export const PRICING_PLANS: readonly PricingPlan[] = PAID_TIERS.map((tier) => ({
  tier,
  name: TIER_LABELS[tier],
  summary: SUMMARIES[tier],
  isPopular: tier === MOST_POPULAR_TIER,
  minUsers: TIER_PRICES_CENTS[tier].minUsers,
  features: featuresOf(FEATURES_BY_TIER[tier]),
}));

export interface PlanPrice {
  /** The big number on the card. */
  amount: string;
  suffix: '/user/mo' | '/user/yr';
  /** The line under it. */
  note: string;
}

export function planPrice(tier: PaidTier, interval: BillingInterval): PlanPrice {
  const price = TIER_PRICES_CENTS[tier];
  const minimum = price.minUsers > 1 ? ` · ${price.minUsers}-user minimum` : '';
  if (interval === 'monthly') {
    return { amount: formatUsd(price.monthlyPerUser), suffix: '/user/mo', note: `Billed monthly${minimum}` };
  }
  const perMonth = Math.round(price.annualPerUser / 12);
  return {
    amount: formatUsd(price.annualPerUser),
    suffix: '/user/yr',
    note: `${formatUsd(perMonth)}/user/mo, billed annually${minimum}`,
  };
}

export const ANNUAL_SAVING_LABEL = `${ANNUAL_FREE_MONTHS} months free`;
