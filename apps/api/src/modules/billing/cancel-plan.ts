import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { applyAcceptedChange, requireLiveSubscription } from './live-subscription';
import { callStripe, requireStripe, type StripeActionContext } from './stripe-actions';

/** POST /api/billing/cancel: the plan ends at the period end (Stripe cancel_at_period_end); nothing is deleted. */
export async function cancelPlan(ctx: StripeActionContext) {
  const stripe = requireStripe(ctx);
  const row = await requireLiveSubscription(ctx);
  if (row.cancelAtPeriodEnd) throw new AppError('CONFLICT', STRIPE_BILLING_COPY.alreadyCanceled);
  const snapshot = await callStripe(ctx, 'cancel', () =>
    stripe.updateSubscription(
      row.subscriptionId,
      { proration: 'none', cancelAtPeriodEnd: true },
      `cancel:${row.subscriptionId}:${row.updatedAt.getTime()}`,
    ),
  );
  return applyAcceptedChange(ctx, snapshot, {
    scheduled: { scheduledTier: null, scheduledInterval: null },
    audit: { action: 'billing.plan_cancelled' },
  });
}
