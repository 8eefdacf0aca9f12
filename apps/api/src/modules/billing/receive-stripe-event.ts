import { stripeEvents, withPlatform } from '@scopewright/db';
import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import type Stripe from 'stripe';
import { PaymentProviderError, type StripeGateway } from '../../platform/billing/stripe-gateway';
import { AppError } from '../../platform/errors';
import { auditSourceInRequest } from '../../platform/audit/audit-request-scope';
import { applyInvoice } from './apply-invoice';
import { applySubscription } from './apply-subscription';
import type { BillingDeps } from './billing-deps';
import { findTenantByCustomer } from './subscription.queries';

/** The events that move a workspace's billing; any other kind is acknowledged and ignored. */
const HANDLED = new Set<string>([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.marked_uncollectible',
  'invoice.voided',
]);

interface EventTargets {
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null;

/** What an event is about: only ids are taken from it, the state is read live from Stripe. */
function targetsOf(event: Stripe.Event): EventTargets {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    return { customerId: idOf(object.customer), subscriptionId: idOf(object.subscription), invoiceId: null };
  }
  if (event.type.startsWith('customer.subscription.')) {
    return { customerId: idOf(object.customer), subscriptionId: idOf(object.id), invoiceId: null };
  }
  // An invoice event is about the invoice: the subscription's own change (past due, active again) comes as its
  // own customer.subscription.updated event, read live then.
  return { customerId: idOf(object.customer), subscriptionId: null, invoiceId: idOf(object.id) };
}

export interface ReceiveOutcome {
  duplicate: boolean;
}

/**
 * One signed Stripe event (security promise: signature over the raw body, timestamp window, each event id applied
 * once in the transaction of its effect). The workspace row is locked before Stripe is read, so two events of one
 * workspace apply one after the other and the later one applies the later live state: out-of-order and repeated
 * events converge. A Stripe outage rolls everything back (503) and Stripe delivers the event again.
 */
export async function receiveStripeEvent(
  deps: BillingDeps,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<ReceiveOutcome> {
  const stripe = deps.stripe;
  if (!stripe) throw new AppError('NOT_FOUND', 'Stripe is not configured on this server.');
  const event = parseOrRefuse(stripe, rawBody, signature);
  if (!HANDLED.has(event.type)) return { duplicate: false };
  try {
    return await withPlatform(deps.database, async (tx) => {
      // The workspace's row is locked first (the order every billing write takes), then the event id is claimed.
      const targets = targetsOf(event);
      const tenantId = targets.customerId ? await findTenantByCustomer(tx, targets.customerId) : null;
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, tenantId })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return { duplicate: true };
      if (!tenantId) {
        deps.logger.warn({ eventId: event.id, type: event.type }, 'stripe event for no known workspace: ignored');
        return { duplicate: false };
      }
      if (targets.invoiceId) {
        const invoice = await stripe.getInvoice(targets.invoiceId);
        if (invoice) await applyInvoice(tx, deps, tenantId, invoice, now);
      }
      if (targets.subscriptionId) {
        const subscription = await stripe.getSubscription(targets.subscriptionId);
        if (subscription && subscription.customerId === targets.customerId) {
          // By the system (the provider), with the webhook request's id and address.
          await applySubscription(tx, deps, tenantId, subscription, now, auditSourceInRequest(null));
        }
      }
      return { duplicate: false };
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.logger.warn({ err: error, eventId: event.id }, 'stripe event not applied: Stripe could not be read');
      throw new AppError('SERVICE_UNAVAILABLE', STRIPE_BILLING_COPY.providerUnavailable, {
        retryAfterSeconds: 60,
        cause: error,
      });
    }
    throw error;
  }
}

function parseOrRefuse(stripe: StripeGateway, rawBody: string, signature: string | undefined): Stripe.Event {
  try {
    return stripe.parseEvent(rawBody, signature);
  } catch {
    throw new AppError('BAD_REQUEST', STRIPE_BILLING_COPY.webhookSignature);
  }
}
