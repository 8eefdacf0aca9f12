import type { BillingSubscription } from '@scopewright/db';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  PRICING_CURRENCY,
  subscriptionPriceCents,
  suspensionDate,
  type BillingSubscriptionView,
} from '@scopewright/domain';

/** The subscription as the billing page shows it: the next charge is the list price of the seats at renewal. */
export function subscriptionView(row: BillingSubscription): BillingSubscriptionView {
  const live = LIVE_SUBSCRIPTION_STATUSES.includes(row.status);
  const renews = live && !row.cancelAtPeriodEnd && row.currentPeriodEnd !== null;
  const nextTier = row.scheduledTier ?? row.tier;
  const nextInterval = row.scheduledInterval ?? row.interval;
  return {
    status: row.status,
    tier: row.tier,
    interval: row.interval,
    seats: row.seats,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledChange:
      row.scheduledTier && row.scheduledInterval
        ? { tier: row.scheduledTier, interval: row.scheduledInterval, at: row.currentPeriodEnd?.toISOString() ?? null }
        : null,
    pastDueSince: row.pastDueSince?.toISOString() ?? null,
    suspensionDate: row.pastDueSince ? suspensionDate(row.pastDueSince).toISOString() : null,
    nextCharge:
      renews && row.currentPeriodEnd
        ? {
            amountCents: subscriptionPriceCents(nextTier, row.seats, nextInterval),
            currency: PRICING_CURRENCY,
            date: row.currentPeriodEnd.toISOString(),
          }
        : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}
