import { withTenant } from '@scopewright/db';
import { absoluteAppUrl, appLinks, STRIPE_BILLING_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { callStripe, requireStripe, type StripeActionContext } from './stripe-actions';
import { getBillingCustomerId } from './subscription.queries';

/** POST /api/billing/portal: Stripe's billing portal for the card on file and invoices; back to billing/payment. */
export async function openBillingPortal(ctx: StripeActionContext) {
  const stripe = requireStripe(ctx);
  const customerId = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    getBillingCustomerId(tx, ctx.tenantId),
  );
  if (!customerId) throw new AppError('CONFLICT', STRIPE_BILLING_COPY.noSubscription);
  const returnUrl = `${absoluteAppUrl(ctx.billing.appUrl, appLinks.billing())}/payment`;
  return { url: await callStripe(ctx, 'portal', () => stripe.createPortal({ customerId, returnUrl })) };
}
