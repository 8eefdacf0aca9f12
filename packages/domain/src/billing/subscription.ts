import { z } from 'zod';
import { FEATURES_BY_TIER } from '../access/features';
import { TIER_PRICES_CENTS, type BillingInterval } from '../access/pricing';
import { PAID_TIERS, TIER_LABELS, TIER_RANK, type PaidTier } from '../access/tiers';
import { BILLING_COPY, BILLING_INTERVALS } from './billing';

/** Who takes payment: `manual` (free, applies at once) unless Stripe is configured (docs/product-rules.md#billing). */
export const BILLING_PROVIDER_VALUES = ['manual', 'stripe'] as const;
export type BillingProvider = (typeof BILLING_PROVIDER_VALUES)[number];

/** The payment provider's subscription statuses, as Stripe names them. */
export const SUBSCRIPTION_STATUS_VALUES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS_VALUES)[number];

/** Statuses in which the workspace keeps its paid plan (a failed renewal is retried while past due). */
export const LIVE_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
/** Statuses that end the plan: the workspace is suspended (its data kept) until a plan is chosen again. */
export const ENDED_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'unpaid', 'incomplete_expired'];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Payment failed',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/**
 * Dunning (docs/product-rules.md#dunning), in whole days after the first failed renewal: the failure email at once,
 * a warning at day 3, the final notice at day 7 and suspension at day 10 unless the payment recovers first.
 */
export const DUNNING_DAYS = { warning: 3, finalNotice: 7, suspension: 10 } as const;
export type DunningStep = 'payment_warning' | 'payment_final_notice' | 'account_suspended';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest dunning step due `now` for a renewal that first failed at `pastDueSince` (never a burst of old ones). */
export function dueDunningStep(pastDueSince: Date, now: Date): DunningStep | null {
  const days = (now.getTime() - pastDueSince.getTime()) / DAY_MS;
  if (days >= DUNNING_DAYS.suspension) return 'account_suspended';
  if (days >= DUNNING_DAYS.finalNotice) return 'payment_final_notice';
  if (days >= DUNNING_DAYS.warning) return 'payment_warning';
  return null;
}

/** The day a past-due workspace is suspended if its payment does not recover. */
export function suspensionDate(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + DUNNING_DAYS.suspension * DAY_MS);
}

/** Payment emails show the currency code and the amount in major units (docs/product-rules.md#lifecycle-emails). */
export function formatMoneyForEmail(cents: number, currency: string): { amount: string; currency: string } {
  return { amount: (cents / 100).toFixed(2), currency: currency.toUpperCase() };
}

/**
 * A paid plan billed per seat at the payment provider lifts the matrix's user cap for plans sold with a per-seat
 * minimum (Premium, Enterprise): each member is a billed seat and the seats follow the members. Essentials is a
 * one-user plan whatever the provider.
 */
export function seatsFollowMembers(tier: PaidTier): boolean {
  return TIER_PRICES_CENTS[tier].minUsers > 1;
}

/** The seat count the provider should bill for `members` active members: never below the plan's minimum. */
export function seatsToBill(tier: PaidTier, members: number): number {
  return Math.max(TIER_PRICES_CENTS[tier].minUsers, members, 1);
}

/** Upgrades apply at once with proration; downgrades (a lower plan, or annual to monthly) at the period's end. */
export function planChangeKind(
  from: { tier: PaidTier; interval: BillingInterval },
  to: { tier: PaidTier; interval: BillingInterval },
): 'upgrade' | 'downgrade' | 'same' {
  if (from.tier === to.tier && from.interval === to.interval) return 'same';
  if (TIER_RANK[to.tier] !== TIER_RANK[from.tier])
    return TIER_RANK[to.tier] > TIER_RANK[from.tier] ? 'upgrade' : 'downgrade';
  return to.interval === 'annual' ? 'upgrade' : 'downgrade';
}

export const MAX_CHECKOUT_SEATS = 1000;

export const STRIPE_BILLING_COPY = {
  seatsInvalid: `Choose between 1 and ${MAX_CHECKOUT_SEATS} seats.`,
  seatsBelowMembers: (seats: number, members: number) =>
    `You chose ${seats} ${seats === 1 ? 'seat' : 'seats'}, but your workspace has ${members} active ` +
    `${members === 1 ? 'member' : 'members'}. Choose at least ${members} seats, or remove members on the Users screen first.`,
  seatsBelowMinimum: (tier: PaidTier, min: number) => `${TIER_LABELS[tier]} is sold for at least ${min} seats.`,
  seatsAboveMaximum: (tier: PaidTier, max: number) =>
    `${TIER_LABELS[tier]} includes ${max} ${max === 1 ? 'user' : 'users'}. Choose a larger plan for more seats.`,
  providerUnavailable: 'We could not reach our payment provider, so nothing was changed. Please try again in a minute.',
  alreadySubscribed: 'This workspace already has a paid plan. Change it here or in the billing portal.',
  noSubscription: 'This workspace has no paid plan yet. Choose a plan to go to checkout.',
  manualProvider: 'No payment is needed: plan changes apply at once.',
  notCanceled: 'Your plan is not set to end, so there is nothing to resume.',
  alreadyCanceled: 'Your plan already ends at the end of this period.',
  subscriptionEnded: 'This plan has ended. Choose a plan to start a new one.',
  webhookSignature: 'Invalid Stripe signature.',
  suspendedPastDue: 'Your account has been suspended. Please update your billing information.',
} as const;

/** POST /api/billing/checkout: the plan, interval and seats to buy at the payment provider. */
export const CheckoutInput = z.strictObject({
  tier: z.enum(PAID_TIERS, { error: BILLING_COPY.tierInvalid }),
  interval: z.enum(BILLING_INTERVALS, { error: BILLING_COPY.intervalInvalid }),
  seats: z
    .number({ error: STRIPE_BILLING_COPY.seatsInvalid })
    .int({ error: STRIPE_BILLING_COPY.seatsInvalid })
    .min(1, { error: STRIPE_BILLING_COPY.seatsInvalid })
    .max(MAX_CHECKOUT_SEATS, { error: STRIPE_BILLING_COPY.seatsInvalid }),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

/** Why a checkout for `seats` of `tier` is refused, or null: below the members, the minimum, or the plan's cap. */
export function checkoutSeatsProblem(tier: PaidTier, seats: number, members: number): string | null {
  const min = TIER_PRICES_CENTS[tier].minUsers;
  if (seats < members) return STRIPE_BILLING_COPY.seatsBelowMembers(seats, members);
  if (seats < min) return STRIPE_BILLING_COPY.seatsBelowMinimum(tier, min);
  const max = FEATURES_BY_TIER[tier].maxUsers;
  if (!seatsFollowMembers(tier) && max !== 'unlimited' && seats > max)
    return STRIPE_BILLING_COPY.seatsAboveMaximum(tier, max);
  return null;
}
