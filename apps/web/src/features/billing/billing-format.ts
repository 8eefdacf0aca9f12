import {
  BILLING_COPY,
  TIER_LABELS,
  isTier,
  type BillingInterval,
  type Limit,
  type PaidTier,
} from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,290.00": money always with its currency, grouped digits and two decimals (docs/product-rules.md#ui-rules). */
export const formatUsd = (cents: number) => usd.format(cents / 100);

const moneyByCurrency = new Map<string, Intl.NumberFormat>();

/** "USD 1,290.00": an invoice's amount with its currency code, for any currency the provider bills in. */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = moneyByCurrency.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'code' });
    moneyByCurrency.set(code, format);
  }
  return format.format(cents / 100);
}

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

/** "Mar 3": a day on a chart's axis. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

export const intervalWord = (interval: BillingInterval) => (interval === 'annual' ? 'annual' : 'monthly');

/** "Premium (monthly)". */
export const planWithInterval = (tier: PaidTier, interval: BillingInterval) =>
  `${TIER_LABELS[tier]} (${intervalWord(interval)})`;

/** A card brand as the provider names it, for people: "visa" → "Visa", "american_express" → "American Express". */
export function brandName(brand: string): string {
  return brand
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
