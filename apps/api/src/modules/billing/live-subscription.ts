import { withTenant, type BillingSubscription } from '@scopewright/db';
import { LIVE_SUBSCRIPTION_STATUSES, STRIPE_BILLING_COPY, type AuditAction } from '@scopewright/domain';
import type { SubscriptionSnapshot } from '../../platform/billing/stripe-gateway';
import { AppError } from '../../platform/errors';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { getTenantPlanOrThrow } from './billing.queries';
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

/** The person's action a change Stripe accepted records, and what only the caller knows about it. */
export interface AcceptedChangeAudit {
  action: Extract<AuditAction, 'billing.plan_changed' | 'billing.plan_cancelled' | 'billing.plan_resumed'>;
  metadata?: Record<string, unknown>;
}

const SUBSCRIPTION_FIELDS = ['cancelAtPeriodEnd', 'scheduledTier', 'scheduledInterval', 'seats'] as const;

/**
 * After a change Stripe accepted: its answer is applied at once (the webhook that follows applies the same live
 * state again, harmlessly), plus what only we keep (a scheduled downgrade), and the overview is read back. The
 * person's action is in the audit log with what it changed: the workspace's tier and interval, the cancellation
 * and the scheduled downgrade.
 */
export async function applyAcceptedChange(
  ctx: StripeActionContext,
  snapshot: SubscriptionSnapshot,
  change: { scheduled?: Pick<BillingSubscription, 'scheduledTier' | 'scheduledInterval'>; audit: AcceptedChangeAudit },
  now = new Date(),
) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const planBefore = await getTenantPlanOrThrow(tx, ctx.tenantId, true);
    const subscriptionBefore = await getSubscriptionRow(tx, ctx.tenantId);
    await applySubscription(tx, ctx.billing, ctx.tenantId, snapshot, now, null);
    if (change.scheduled) await updateSubscriptionRow(tx, ctx.tenantId, change.scheduled);
    const planAfter = await getTenantPlanOrThrow(tx, ctx.tenantId);
    const subscriptionAfter = await getSubscriptionRow(tx, ctx.tenantId);
    await recordAudit(tx, ctx, {
      action: change.audit.action,
      tenantId: ctx.tenantId,
      target: { type: 'workspace', id: ctx.tenantId, label: planBefore.name },
      changes: {
        ...changedFields(
          { tier: planBefore.activeTier, interval: planBefore.billingInterval },
          { tier: planAfter.activeTier, interval: planAfter.billingInterval },
          ['tier', 'interval'],
        ),
        ...changedFields(subscriptionBefore ?? {}, subscriptionAfter ?? {}, SUBSCRIPTION_FIELDS),
      },
      metadata: { provider: 'stripe', subscriptionId: snapshot.id, ...change.audit.metadata },
    });
    return readBillingOverview(tx, ctx.tenantId, now, 'stripe');
  });
}
