import { addIntervals, formatDate, remainingFraction } from './billing-periods';
import type { FakeContext } from '../fake-context';
import {
  emitPaymentOutcome,
  emitSubscriptionDeleted,
  emitSubscriptionUpdated,
  snapshotSubscription,
} from './fake-events';
import { customerNow, getOrThrow, type InvoiceRecord, type Metadata, type SubscriptionRecord } from '../fake-store';
import {
  attemptPayment,
  createInvoice,
  endSubscription,
  periodLine,
  productName,
  prorationLines,
} from './invoice-payments';
import { invalidRequest } from '../stripe-fake-error';

export const PRORATION_BEHAVIORS = ['none', 'create_prorations', 'always_invoice'] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

export interface SubscriptionChange {
  priceId?: string;
  quantity?: number;
  prorationBehavior?: ProrationBehavior;
  cancelAtPeriodEnd?: boolean;
  metadata?: Metadata;
}

/**
 * subscriptions.update: a seat or price change prorated by `proration_behavior` (Stripe's default is
 * create_prorations); a change of interval restarts the billing cycle and invoices at once, as Stripe does.
 */
export function updateSubscription(ctx: FakeContext, subscription: SubscriptionRecord, change: SubscriptionChange) {
  const onlyMetadata = Object.entries(change).every(([key, value]) => key === 'metadata' || value === undefined);
  if (subscription.status === 'canceled' && !onlyMetadata) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const now = customerNow(ctx.store, subscription.customerId);
  const before = snapshotSubscription(ctx, subscription);
  const invoice = changeItem(ctx, subscription, change, now);
  if (change.cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, change.cancelAtPeriodEnd, now);
  if (change.metadata) subscription.metadata = change.metadata;
  if (invoice && !attemptPayment(ctx, invoice, now)) subscription.status = 'past_due';
  emitSubscriptionUpdated(ctx, before, subscription, now);
  if (invoice) emitPaymentOutcome(ctx, invoice, now);
}

export function setCancelAtPeriodEnd(subscription: SubscriptionRecord, cancel: boolean, now: number): void {
  subscription.cancelAtPeriodEnd = cancel;
  subscription.canceledAt = cancel ? now : null;
  subscription.cancellationReason = cancel ? 'cancellation_requested' : null;
}

/** DELETE /v1/subscriptions/:id: cancels at once. */
export function cancelSubscription(ctx: FakeContext, subscription: SubscriptionRecord): void {
  if (subscription.status === 'canceled') throw invalidRequest('This subscription has already been canceled.');
  const now = customerNow(ctx.store, subscription.customerId);
  endSubscription(ctx, subscription, now, 'cancellation_requested');
  emitSubscriptionDeleted(ctx, subscription, now);
}

function changeItem(
  ctx: FakeContext,
  subscription: SubscriptionRecord,
  change: SubscriptionChange,
  now: number,
): InvoiceRecord | null {
  const oldPrice = getOrThrow(ctx.store.prices, subscription.priceId, 'price');
  const newPrice = getOrThrow(ctx.store.prices, change.priceId ?? subscription.priceId, 'price', 'items[0][price]');
  const newQuantity = change.quantity ?? subscription.quantity;
  if (newPrice.id === oldPrice.id && newQuantity === subscription.quantity) return null;
  if (newPrice.currency !== oldPrice.currency) {
    throw invalidRequest('The new price must use the subscription currency.', 'items[0][price]');
  }
  const behavior = change.prorationBehavior ?? 'create_prorations';
  const fraction = remainingFraction(subscription.periodStart, subscription.periodEnd, now);
  const oldAmount = oldPrice.unitAmount * subscription.quantity;
  subscription.priceId = newPrice.id;
  subscription.quantity = newQuantity;

  if (newPrice.interval !== oldPrice.interval) {
    const credit = behavior === 'none' ? 0 : -Math.round(oldAmount * fraction);
    return restartBillingCycle(ctx, subscription, credit, productName(ctx, oldPrice), now);
  }

  const amount = Math.round((newPrice.unitAmount * newQuantity - oldAmount) * fraction);
  const proration = {
    description: `Prorated change to ${newQuantity} × ${productName(ctx, newPrice)} until ${formatDate(subscription.periodEnd)}`,
    amount,
    periodStart: now,
    periodEnd: subscription.periodEnd,
  };
  if (behavior === 'create_prorations' && amount !== 0) subscription.pendingProrations.push(proration);
  if (behavior !== 'always_invoice' || amount <= 0) return null;
  return createInvoice(ctx, {
    subscription,
    billingReason: 'subscription_update',
    lines: prorationLines(subscription, [proration]),
    periodStart: now,
    periodEnd: now,
    now,
  });
}

/** A new interval starts a new period now: the full new period, less the unused old time, plus pending prorations. */
function restartBillingCycle(
  ctx: FakeContext,
  subscription: SubscriptionRecord,
  unusedCredit: number,
  oldProductName: string,
  now: number,
): InvoiceRecord {
  const price = getOrThrow(ctx.store.prices, subscription.priceId, 'price');
  const carried = [...subscription.pendingProrations];
  if (unusedCredit !== 0) {
    carried.push({
      description: `Unused time on ${oldProductName}`,
      amount: unusedCredit,
      periodStart: now,
      periodEnd: subscription.periodEnd,
    });
  }
  const previousStart = subscription.periodStart;
  subscription.pendingProrations = [];
  subscription.billingCycleAnchor = now;
  subscription.periodsElapsed = 0;
  subscription.periodStart = now;
  subscription.periodEnd = addIntervals(now, price.interval, 1);
  return createInvoice(ctx, {
    subscription,
    billingReason: 'subscription_update',
    lines: [
      periodLine(ctx, price, subscription.quantity, subscription.periodStart, subscription.periodEnd),
      ...prorationLines(subscription, carried),
    ],
    periodStart: previousStart,
    periodEnd: now,
    now,
  });
}
