import { withTenant, type BillingSubscription } from '@scopewright/db';
import { LIVE_SUBSCRIPTION_STATUSES, STRIPE_BILLING_COPY } from '@scopewright/domain';
import type { SubscriptionSnapshot } from '../../platform/billing/stripe-gateway';
import { AppError } from '../../platform/errors';
import { applySubscription } from './apply-subscription';
import { readBillingOverview } from './billing-overview';
import type { StripeActionContext } from './stripe-actions';
import { getSubscriptionRow, updateSubscriptionRow } from './subscription.queries';

/** The workspace's live subscription, or 409 naming why there is none to change. */
export async function requireLiveSubscription(ctx: StripeActionContext): Promise<BillingSubscription> {
  const row = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    getSubscriptionRow(tx, ctx.tenantId),
  );
  if (!row) throw new AppError('CONFLICT', STRIPE_BILLING_COPY.noSubscription);
  if (!LIVE_SUBSCRIPTION_STATUSES.includes(row.status)) {
    throw new AppError('CONFLICT', STRIPE_BILLING_COPY.subscriptionEnded, { details: { status: row.status } });
  }
  return row;
}

/**
 * After a change Stripe accepted: its answer is applied at once (the webhook that follows applies the same live
 * state again, harmlessly), plus what only we keep (a scheduled downgrade), and the overview is read back.
 */
export async function applyAcceptedChange(
  ctx: StripeActionContext,
  snapshot: SubscriptionSnapshot,
  scheduled?: Pick<BillingSubscription, 'scheduledTier' | 'scheduledInterval'>,
  now = new Date(),
) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    await applySubscription(tx, ctx.billing, ctx.tenantId, snapshot, now);
    if (scheduled) await updateSubscriptionRow(tx, ctx.tenantId, scheduled);
    return readBillingOverview(tx, ctx.tenantId, now, 'stripe');
  });
}
