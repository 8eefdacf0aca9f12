import { BILLING_COPY, TIER_LABELS, isTier, type Limit } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,290.00": money always with its currency, grouped digits and two decimals (docs/product-rules.md#ui-rules). */
export const formatUsd = (cents: number) => usd.format(cents / 100);

export const formatCount = (n: number) => n.toLocaleString('en-US');

export const formatLimit = (limit: Limit) => (limit === 'unlimited' ? BILLING_COPY.unlimited : formatCount(limit));

const tierLabel = (tier: string | null) => (tier && isTier(tier) ? TIER_LABELS[tier] : 'Enterprise');

/** The plan as the admin thinks of it: "Enterprise trial", "Premium", "Trial ended", "Suspended". */
export function planName(plan: BillingOverview['plan']): string {
  if (plan.isSuspended) return 'Suspended';
  if (plan.activeTier === 'readonly_trial_expired' || (plan.activeTier === 'trial' && plan.isReadOnly)) {
    return 'Trial ended';
  }
  if (plan.isReadOnly) return `${tierLabel(plan.selectedTier)} (read-only)`;
  if (plan.isTrial) return `${tierLabel(plan.effectiveTier)} trial`;
  return tierLabel(plan.effectiveTier);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
