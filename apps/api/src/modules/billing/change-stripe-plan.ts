import { withTenant } from '@scopewright/db';
import {
  BILLING_COPY,
  downgradeBlockedMessage,
  FEATURES_BY_TIER,
  fitsSeatLimit,
  planChangeKind,
  seatsFollowMembers,
  seatsToBill,
  TIER_LABELS,
  type ChangePlanInput,
} from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { countActiveMembers } from './billing-usage';
import { getTenantPlanOrThrow } from './billing.queries';
import { applyAcceptedChange, requireLiveSubscription } from './live-subscription';
import { callStripe, requireStripe, type StripeActionContext } from './stripe-actions';

/**
 * POST /api/billing/plan with Stripe: an upgrade (a higher plan, or monthly to annual) applies at once and Stripe
 * invoices the prorated difference now; a downgrade is kept as scheduled and applied at the period end by the
 * billing cron (the workspace keeps what it paid for until then). Choosing the current plan again drops a
 * scheduled downgrade.
 */
export async function changeStripePlan(ctx: StripeActionContext, input: ChangePlanInput) {
  const stripe = requireStripe(ctx);
  const row = await requireLiveSubscription(ctx);
  const { suspended, members } = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    suspended: (await getTenantPlanOrThrow(tx, ctx.tenantId)).suspended,
    members: await countActiveMembers(tx, ctx.tenantId),
  }));
  if (suspended) throw new AppError('CONFLICT', BILLING_COPY.suspendedNoChange);
  // A one-user plan (Essentials) cannot hold more members: refused with what to do (seat plans take any number).
  if (!seatsFollowMembers(input.tier) && !fitsSeatLimit(input.tier, members)) {
    throw new AppError('CONFLICT', downgradeBlockedMessage(input.tier, members), {
      reason: 'seats-exceeded',
      details: { activeMembers: members, maxUsers: FEATURES_BY_TIER[input.tier].maxUsers },
    });
  }
  const kind = planChangeKind({ tier: row.tier, interval: row.interval }, input);
  if (kind === 'same' && !row.scheduledTier) {
    throw new AppError('CONFLICT', BILLING_COPY.samePlan(TIER_LABELS[input.tier], input.interval));
  }
  if (kind !== 'upgrade') {
    const live = await callStripe(ctx, 'read', () => stripe.getSubscription(row.subscriptionId));
    if (!live) throw new AppError('CONFLICT', BILLING_COPY.samePlan(TIER_LABELS[row.tier], row.interval));
    const scheduled =
      kind === 'same'
        ? { scheduledTier: null, scheduledInterval: null }
        : { scheduledTier: input.tier, scheduledInterval: input.interval };
    const metadata = { kind, tier: input.tier, interval: input.interval };
    return applyAcceptedChange(ctx, live, { scheduled, audit: { action: 'billing.plan_changed', metadata } });
  }
  const snapshot = await callStripe(ctx, 'upgrade', () =>
    stripe.updateSubscription(
      row.subscriptionId,
      {
        itemId: row.itemId,
        plan: input,
        seats: seatsToBill(input.tier, Math.max(members, row.seats)),
        proration: 'always_invoice',
      },
      `upgrade:${row.subscriptionId}:${input.tier}:${input.interval}:${row.updatedAt.getTime()}`,
    ),
  );
  return applyAcceptedChange(ctx, snapshot, {
    scheduled: { scheduledTier: null, scheduledInterval: null },
    audit: { action: 'billing.plan_changed', metadata: { kind, tier: input.tier, interval: input.interval } },
  });
}
