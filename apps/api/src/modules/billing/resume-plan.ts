import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { applyAcceptedChange, requireLiveSubscription } from './live-subscription';
import { callStripe, requireStripe, type StripeActionContext } from './stripe-actions';

/**
 * POST /api/billing/resume: keeps the current plan before its period ends — undoes a cancellation at Stripe and
 * drops a downgrade waiting for the period end (that one is only ours until then).
 */
export async function resumePlan(ctx: StripeActionContext) {
  const stripe = requireStripe(ctx);
  const row = await requireLiveSubscription(ctx);
  if (!row.cancelAtPeriodEnd && !row.scheduledTier) throw new AppError('CONFLICT', STRIPE_BILLING_COPY.notCanceled);
  const snapshot = row.cancelAtPeriodEnd
    ? await callStripe(ctx, 'resume', () =>
        stripe.updateSubscription(
          row.subscriptionId,
          { proration: 'none', cancelAtPeriodEnd: false },
          `resume:${row.subscriptionId}:${row.updatedAt.getTime()}`,
        ),
      )
    : await callStripe(ctx, 'read', () => stripe.getSubscription(row.subscriptionId));
  if (!snapshot) throw new AppError('CONFLICT', STRIPE_BILLING_COPY.subscriptionEnded);
  return applyAcceptedChange(ctx, snapshot, {
    scheduled: { scheduledTier: null, scheduledInterval: null },
    audit: { action: 'billing.plan_resumed' },
  });
}
