import type Stripe from 'stripe';
import {
  invoicePaidEvent,
  invoicePaymentFailedEvent,
  previousAttributes,
  subscriptionDeletedEvent,
  subscriptionUpdatedEvent,
} from '../objects/build-events';
import { buildInvoice } from '../objects/build-invoice';
import { buildSubscription } from '../objects/build-subscription';
import type { FakeContext } from '../fake-context';
import type { InvoiceRecord, SubscriptionRecord } from '../fake-store';

export function snapshotSubscription(ctx: FakeContext, subscription: SubscriptionRecord): Stripe.Subscription {
  return buildSubscription(ctx.store, subscription);
}

export function snapshotInvoice(ctx: FakeContext, invoice: InvoiceRecord): Stripe.Invoice {
  return buildInvoice(ctx.store, invoice, ctx.baseUrl);
}

/** `customer.subscription.updated` with what changed since `before`; nothing when nothing did. */
export function emitSubscriptionUpdated(
  ctx: FakeContext,
  before: Stripe.Subscription,
  subscription: SubscriptionRecord,
  now: number,
): void {
  const after = snapshotSubscription(ctx, subscription);
  const changed = previousAttributes(before, after);
  if (Object.keys(changed).length > 0) ctx.webhooks.emit(subscriptionUpdatedEvent(after, changed, now));
}

export function emitSubscriptionDeleted(ctx: FakeContext, subscription: SubscriptionRecord, now: number): void {
  ctx.webhooks.emit(subscriptionDeletedEvent(snapshotSubscription(ctx, subscription), now));
}

/** `invoice.paid` or `invoice.payment_failed`, from the invoice's state after a payment attempt. */
export function emitPaymentOutcome(ctx: FakeContext, invoice: InvoiceRecord, now: number): void {
  const object = snapshotInvoice(ctx, invoice);
  ctx.webhooks.emit(invoice.status === 'paid' ? invoicePaidEvent(object, now) : invoicePaymentFailedEvent(object, now));
}
