import { z } from 'zod';
import type { SubscriptionStatus } from './subscription';
import type { AccessLevel } from '../access/access-summary';
import { FEATURES_BY_TIER, type FeatureLimit } from '../access/features';
import { LIMIT_NOUNS } from '../access/limits';
import { billableSeats, subscriptionPriceCents, TIER_PRICES_CENTS, type BillingInterval } from '../access/pricing';
import { PAID_TIERS, TIER_LABELS, type Limit, type PaidTier, type TenantTierState, type Tier } from '../access/tiers';

export const BILLING_INTERVALS = ['monthly', 'annual'] as const satisfies readonly BillingInterval[];

export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = { monthly: 'Monthly', annual: 'Annual' };

/** The usage meters of the billing page, in display order. */
export const USAGE_LIMITS = [
  'maxUsers',
  'maxQuotes',
  'maxTemplates',
  'aiGenerationsPerMonth',
] as const satisfies readonly FeatureLimit[];

export const USAGE_LABELS: Record<FeatureLimit, string> = {
  maxUsers: 'Users',
  maxQuotes: 'Quotes',
  maxTemplates: 'Templates',
  aiGenerationsPerMonth: 'AI generations this month',
};

/** Meters turn amber at 80% of a limit and red when it is reached. */
export const USAGE_WARNING_RATIO = 0.8;

export type UsageTone = 'ok' | 'warning' | 'full';

export function usageTone(used: number, limit: Limit): UsageTone {
  if (limit === 'unlimited') return 'ok';
  if (limit <= 0 || used >= limit) return 'full';
  return used / limit >= USAGE_WARNING_RATIO ? 'warning' : 'ok';
}

/** Share of the limit used, 0–1; 0 for unlimited. */
export function usageRatio(used: number, limit: Limit): number {
  if (limit === 'unlimited') return 0;
  if (limit <= 0) return 1;
  return Math.min(1, Math.max(0, used / limit));
}

export const BILLING_COPY = {
  title: 'Billing',
  intro: 'Your plan, what your workspace uses of it, and plan changes.',
  noPayment:
    'No payment is taken: Scopewright is free for now, and we will give notice before any billing change. ' +
    'Plan changes apply at once.',
  trialBanner: (days: number, tier: string) =>
    `Your free ${tier} trial ends in ${days} ${days === 1 ? 'day' : 'days'}. Choose a plan to keep full access.`,
  trialExpired: 'Your free trial has ended and the workspace is read-only. Choose a plan to restore full access.',
  readOnly:
    'Your workspace is read-only: you can view quotes and templates but not create or change them. ' +
    'Choose a plan to restore full access.',
  suspendedBySupport:
    'Your workspace has been suspended by Scopewright support. Contact support@scopewright.app to restore it.',
  suspendedPlan:
    'Your workspace is suspended, so quotes, templates and AI are switched off. Choose a plan to restore access.',
  plansTitle: 'Plans',
  mostPopular: 'Most Popular',
  currentPlan: 'Current plan',
  choosePlan: (tier: string) => `Switch to ${tier}`,
  startPlan: (tier: string) => `Choose ${tier}`,
  confirmTitle: (tier: string) => `Switch to ${tier}?`,
  confirmButton: 'Confirm plan change',
  confirming: 'Changing plan...',
  changed: (tier: string, interval: BillingInterval) =>
    `Your workspace is now on ${tier}, billed ${interval === 'annual' ? 'annually' : 'monthly'}.`,
  samePlan: (tier: string, interval: BillingInterval) =>
    `Your workspace is already on ${tier}, billed ${interval === 'annual' ? 'annually' : 'monthly'}.`,
  suspendedNoChange: 'This workspace was suspended by Scopewright support. Contact support to restore it.',
  tierInvalid: 'Choose Essentials, Premium or Enterprise.',
  intervalInvalid: 'Choose monthly or annual billing.',
  loadFailed: 'Could not load your billing overview.',
  usageTitle: 'Usage',
  usageNotYet: 'Counts start once this feature is available in your workspace.',
  unlimited: 'Unlimited',
} as const;

const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

/** Refused downgrade: names the members, the plan's seats and what to do (409). */
export function downgradeBlockedMessage(tier: PaidTier, activeMembers: number): string {
  const max = FEATURES_BY_TIER[tier].maxUsers;
  if (max === 'unlimited') return '';
  const nouns = LIMIT_NOUNS.maxUsers;
  return (
    `Your workspace has ${activeMembers} active ${activeMembers === 1 ? 'member' : 'members'}, but ${TIER_LABELS[tier]} includes ` +
    `${max} ${max === 1 ? nouns.one : nouns.many}. Remove ${members(activeMembers - max)} on the ` +
    `Users screen before switching to ${TIER_LABELS[tier]}.`
  );
}

/** Whether `activeMembers` fit the tier's seat limit (docs/product-rules.md#tiers-and-limits). */
export function fitsSeatLimit(tier: PaidTier, activeMembers: number): boolean {
  const max = FEATURES_BY_TIER[tier].maxUsers;
  return max === 'unlimited' || activeMembers <= max;
}

/** POST /api/billing/plan. */
export const ChangePlanInput = z.strictObject({
  tier: z.enum(PAID_TIERS, { error: BILLING_COPY.tierInvalid }),
  interval: z.enum(BILLING_INTERVALS, { error: BILLING_COPY.intervalInvalid }),
});
export type ChangePlanInput = z.infer<typeof ChangePlanInput>;

export interface PlanOffer {
  tier: PaidTier;
  label: string;
  isPopular: boolean;
  minUsers: number;
  monthlyPerUserCents: number;
  annualPerUserCents: number;
  limits: Record<FeatureLimit, Limit>;
}

export interface UsageMeter {
  key: FeatureLimit;
  label: string;
  used: number;
  limit: Limit;
  /** False while the feature it counts does not exist yet (quotes, templates, AI): shown as 0. */
  isTracked: boolean;
}

/** GET /api/billing. */
export interface BillingOverview {
  tenant: { id: string; name: string };
  plan: {
    activeTier: TenantTierState | string;
    selectedTier: Tier | string;
    effectiveTier: Tier | null;
    interval: BillingInterval | null;
    isTrial: boolean;
    isSuspended: boolean;
    isSuspendedBySupport: boolean;
    isReadOnly: boolean;
    trialEndDate: string | null;
    trialDaysRemaining: number;
    accessLevel: AccessLevel;
  };
  usage: UsageMeter[];
  /** Members holding a seat now (pending invitations excluded): what a plan change is checked against. */
  activeMembers: number;
  /** The current seats × list price of the paid plan, null on trial or without a plan; never charged now. */
  estimate: { seats: number; amountCents: number; interval: BillingInterval; currency: 'USD' } | null;
  plans: PlanOffer[];
  provider: 'manual' | 'stripe';
  /** The paid subscription at the payment provider; null under the manual provider or before a first checkout. */
  subscription: BillingSubscriptionView | null;
}

export interface BillingSubscriptionView {
  status: SubscriptionStatus;
  tier: PaidTier;
  interval: BillingInterval;
  seats: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  scheduledChange: { tier: PaidTier; interval: BillingInterval; at: string | null } | null;
  pastDueSince: string | null;
  suspensionDate: string | null;
  nextCharge: { amountCents: number; currency: 'USD'; date: string } | null;
  card: { brand: string; last4: string } | null;
}

/** The plans on offer; billed per seat (a payment provider), plans with a seat minimum have no user cap. */
export function planOffers(popular: PaidTier = 'premium', { perSeat = false } = {}): PlanOffer[] {
  return PAID_TIERS.map((tier) => {
    const f = FEATURES_BY_TIER[tier];
    const uncapped = perSeat && TIER_PRICES_CENTS[tier].minUsers > 1;
    const price = TIER_PRICES_CENTS[tier];
    return {
      tier,
      label: TIER_LABELS[tier],
      isPopular: tier === popular,
      minUsers: price.minUsers,
      monthlyPerUserCents: price.monthlyPerUser,
      annualPerUserCents: price.annualPerUser,
      limits: {
        maxUsers: uncapped ? 'unlimited' : f.maxUsers,
        maxQuotes: f.maxQuotes,
        maxTemplates: f.maxTemplates,
        aiGenerationsPerMonth: f.aiGenerationsPerMonth,
      },
    };
  });
}

/** Seats and list price of one period for `members` active members. */
export function planEstimate(tier: PaidTier, members: number, interval: BillingInterval) {
  return { seats: billableSeats(tier, members), amountCents: subscriptionPriceCents(tier, members, interval) };
}
