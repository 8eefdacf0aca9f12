import { LIVE_SUBSCRIPTION_STATUSES } from '@scopewright/domain';
import type { BillingOverview, BillingSubscription } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatDate } from './billing-format';

/** The paid plan at the payment provider while it is in force (active, trialing, or a renewal being retried). */
export function liveSubscription(overview: BillingOverview | undefined): BillingSubscription | null {
  const subscription = overview?.subscription;
  return subscription && LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) ? subscription : null;
}

/** "Mar 15, 2026", or "the end of this period" while the provider has not said when. */
export function periodEndText(subscription: BillingSubscription): string {
  return subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : COPY.periodEnd;
}
