import { addIntervals } from './billing-periods';
import type { FakeContext } from '../fake-context';
import {
  emitPaymentOutcome,
  emitSubscriptionDeleted,
  emitSubscriptionUpdated,
  snapshotSubscription,
} from './fake-events';
import { getOrThrow, type ClockRecord, type InvoiceRecord, type SubscriptionRecord } from '../fake-store';
import {
  attemptPayment,
  createInvoice,
  endSubscription,
  hasOpenInvoices,
  periodLine,
  prorationLines,
} from './invoice-payments';
import { invalidRequest } from '../stripe-fake-error';

type DueAction =
  | { at: number; kind: 'period_end'; subscription: SubscriptionRecord }
  | { at: number; kind: 'retry'; invoice: InvoiceRecord };

/** Moves a test clock to `target`, running every period end and payment retry due on the way, in time order. */
export function advanceClock(ctx: FakeContext, clock: ClockRecord, target: number): void {
  if (target <= clock.frozenTime) {
    throw invalidRequest('The clock can only move forward: frozen_time must be after its current time.', 'frozen_time');
  }
  for (let action = nextDueAction(ctx, clock, target); action; action = nextDueAction(ctx, clock, target)) {
    clock.frozenTime = action.at;
    if (action.kind === 'period_end') endPeriod(ctx, action.subscription, action.at);
    else retryPayment(ctx, action.invoice, action.at);
  }
  clock.frozenTime = target;
}

function nextDueAction(ctx: FakeContext, clock: ClockRecord, target: number): DueAction | null {
  const onClock = (customerId: string) => ctx.store.customers.get(customerId)?.clockId === clock.id;
  const due: DueAction[] = [];
  for (const subscription of ctx.store.subscriptions.values()) {
    if (subscription.status !== 'canceled' && onClock(subscription.customerId) && subscription.periodEnd <= target) {
      due.push({ at: subscription.periodEnd, kind: 'period_end', subscription });
    }
  }
  for (const invoice of ctx.store.invoices.values()) {
    const at = invoice.nextPaymentAttempt;
    if (invoice.status === 'open' && at !== null && at <= target && onClock(invoice.customerId)) {
      due.push({ at, kind: 'retry', invoice });
    }
  }
  return due.sort((a, b) => a.at - b.at)[0] ?? null;
}

function endPeriod(ctx: FakeContext, subscription: SubscriptionRecord, now: number): void {
  if (subscription.cancelAtPeriodEnd) {
    endSubscription(ctx, subscription, now, 'cancellation_requested');
    emitSubscriptionDeleted(ctx, subscription, now);
    return;
  }
  const before = snapshotSubscription(ctx, subscription);
  const price = getOrThrow(ctx.store.prices, subscription.priceId, 'price');
  const ended = { start: subscription.periodStart, end: subscription.periodEnd };
  subscription.periodsElapsed += 1;
  subscription.periodStart = ended.end;
  subscription.periodEnd = addIntervals(
    subscription.billingCycleAnchor,
    price.interval,
    subscription.periodsElapsed + 1,
  );
  const invoice = createInvoice(ctx, {
    subscription,
    billingReason: 'subscription_cycle',
    lines: [
      periodLine(ctx, price, subscription.quantity, subscription.periodStart, subscription.periodEnd),
      ...prorationLines(subscription, subscription.pendingProrations),
    ],
    periodStart: ended.start,
    periodEnd: ended.end,
    now,
  });
  subscription.pendingProrations = [];
  if (!attemptPayment(ctx, invoice, now)) subscription.status = 'past_due';
  emitPaymentOutcome(ctx, invoice, now);
  emitSubscriptionUpdated(ctx, before, subscription, now);
}

function retryPayment(ctx: FakeContext, invoice: InvoiceRecord, now: number): void {
  const subscription = getOrThrow(ctx.store.subscriptions, invoice.subscriptionId, 'subscription');
  const before = snapshotSubscription(ctx, subscription);
  const paid = attemptPayment(ctx, invoice, now);
  emitPaymentOutcome(ctx, invoice, now);
  if (paid) {
    if (subscription.status === 'past_due' && !hasOpenInvoices(ctx, subscription.id)) subscription.status = 'active';
    emitSubscriptionUpdated(ctx, before, subscription, now);
  } else if (invoice.nextPaymentAttempt === null) {
    invoice.status = 'uncollectible';
    invoice.markedUncollectibleAt = now;
    endSubscription(ctx, subscription, now, 'payment_failed');
    emitSubscriptionDeleted(ctx, subscription, now);
  }
}
