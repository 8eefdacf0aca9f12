import { BILLING_COPY, type BillingInterval, type PlanOffer } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { liveSubscription } from './subscription-state';

/** How a plan is chosen: applied at once (manual), bought at checkout, or switched on the live subscription. */
export type PlanFlow = 'manual' | 'checkout' | 'switch';

export interface PlanChoice {
  plan: PlanOffer;
  interval: BillingInterval;
}

export type PlanAction = { kind: 'current' } | { kind: 'choose'; label: string } | { kind: 'unavailable' };

export function planFlowFor(overview: BillingOverview): PlanFlow {
  if (overview.provider === 'manual') return 'manual';
  return liveSubscription(overview) ? 'switch' : 'checkout';
}

const PAID = new Set(['essentials', 'premium', 'enterprise']);

/** What a plan card's button does for this workspace at this interval. */
export function planActionFor(overview: BillingOverview, plan: PlanOffer, interval: BillingInterval): PlanAction {
  if (overview.plan.isSuspendedBySupport) return { kind: 'unavailable' };
  const flow = planFlowFor(overview);
  if (flow === 'checkout') return { kind: 'choose', label: BILLING_COPY.startPlan(plan.label) };
  const subscription = liveSubscription(overview);
  const current = subscription ?? { tier: overview.plan.activeTier, interval: overview.plan.interval };
  if (current.tier === plan.tier && current.interval === interval) return { kind: 'current' };
  const hasPaidPlan = flow === 'switch' || PAID.has(overview.plan.activeTier);
  return {
    kind: 'choose',
    label: hasPaidPlan ? BILLING_COPY.choosePlan(plan.label) : BILLING_COPY.startPlan(plan.label),
  };
}
