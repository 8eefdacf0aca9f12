import { withTenant } from '@scopewright/db';
import {
  absoluteAppUrl,
  appLinks,
  BILLING_COPY,
  checkoutSeatsProblem,
  LIVE_SUBSCRIPTION_STATUSES,
  STRIPE_BILLING_COPY,
  TIER_PRICES_CENTS,
  type CheckoutInput,
} from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { countActiveMembers } from './billing-usage';
import { getTenantPlanOrThrow } from './billing.queries';
import { callStripe, requireStripe, type StripeActionContext } from './stripe-actions';
import { getBillingCustomerId, getSubscriptionRow, storeBillingCustomerId } from './subscription.queries';

/**
 * POST /api/billing/checkout: Stripe Checkout in subscription mode for the plan, interval and seats (never fewer
 * than the active members nor the plan's minimum). Nothing of the workspace's plan changes here: the signed
 * webhook applies it once Stripe has taken the payment. The workspace's Stripe customer is made once and reused.
 */
export async function startCheckout(ctx: StripeActionContext, input: CheckoutInput, now = new Date()) {
  const stripe = requireStripe(ctx);
  const { tenant, customerId } = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const tenant = await getTenantPlanOrThrow(tx, ctx.tenantId);
    if (tenant.suspended) throw new AppError('CONFLICT', BILLING_COPY.suspendedNoChange);
    const subscription = await getSubscriptionRow(tx, ctx.tenantId);
    if (subscription && LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status)) {
      throw new AppError('CONFLICT', STRIPE_BILLING_COPY.alreadySubscribed, {
        details: { status: subscription.status },
      });
    }
    const members = await countActiveMembers(tx, ctx.tenantId);
    const problem = checkoutSeatsProblem(input.tier, input.seats, members);
    if (problem) {
      throw new AppError('CONFLICT', problem, {
        reason: 'seats-exceeded',
        details: {
          seats: input.seats,
          activeMembers: members,
          minimumSeats: TIER_PRICES_CENTS[input.tier].minUsers,
        },
      });
    }
    return { tenant, customerId: await getBillingCustomerId(tx, ctx.tenantId) };
  });

  const customer =
    customerId ??
    (await ensureCustomer(ctx, {
      name: tenant.name,
      email: ctx.actor.profile?.email ?? null,
    }));
  const back = (outcome: 'success' | 'canceled') =>
    `${absoluteAppUrl(ctx.billing.appUrl, appLinks.billing())}/overview?checkout=${outcome}`;
  const url = await callStripe(ctx, 'checkout', () =>
    stripe.createCheckout({
      customerId: customer,
      tenantId: ctx.tenantId,
      tier: input.tier,
      interval: input.interval,
      seats: input.seats,
      minimumSeats: Math.max(TIER_PRICES_CENTS[input.tier].minUsers, 1),
      successUrl: back('success'),
      cancelUrl: back('canceled'),
      // A double click within the minute opens the same session instead of a second one.
      idempotencyKey: `checkout:${ctx.tenantId}:${input.tier}:${input.interval}:${input.seats}:${Math.floor(now.getTime() / 60_000)}`,
    }),
  );
  // Nothing of the plan changed yet (the webhook applies it): the log keeps what was chosen, never the session URL.
  await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    recordAudit(tx, ctx, {
      action: 'billing.checkout_started',
      tenantId: ctx.tenantId,
      target: { type: 'workspace', id: ctx.tenantId, label: tenant.name },
      metadata: { provider: 'stripe', tier: input.tier, interval: input.interval, seats: input.seats },
    }),
  );
  return { url };
}

async function ensureCustomer(ctx: StripeActionContext, input: { name: string; email: string | null }) {
  const stripe = requireStripe(ctx);
  const created = await callStripe(ctx, 'customer', () => stripe.createCustomer({ tenantId: ctx.tenantId, ...input }));
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    storeBillingCustomerId(tx, ctx.tenantId, created),
  );
}
