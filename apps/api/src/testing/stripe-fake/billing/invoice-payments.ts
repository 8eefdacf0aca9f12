import { DAY_SECONDS, formatMoney } from './billing-periods';
import { invoiceAmountDue } from '../objects/build-invoice';
import type { FakeContext } from '../fake-context';
import {
  getOrThrow,
  newId,
  nextInvoiceNumber,
  type BillingReason,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type PendingProration,
  type PriceRecord,
  type SubscriptionRecord,
} from '../fake-store';

/** Days after the first failed charge when Stripe's retry schedule tries again; the last failure ends it. */
export const RETRY_DAYS_AFTER_FIRST_FAILURE = [3, 7, 10];

interface NewInvoice {
  subscription: SubscriptionRecord;
  billingReason: BillingReason;
  lines: Omit<InvoiceLineRecord, 'id'>[];
  periodStart: number;
  periodEnd: number;
  now: number;
}

export function createInvoice(ctx: FakeContext, input: NewInvoice): InvoiceRecord {
  const price = getOrThrow(ctx.store.prices, input.subscription.priceId, 'price');
  const invoice: InvoiceRecord = {
    id: newId('in', 24),
    number: nextInvoiceNumber(ctx.store),
    customerId: input.subscription.customerId,
    subscriptionId: input.subscription.id,
    billingReason: input.billingReason,
    lines: input.lines.map((line) => ({ ...line, id: newId('il', 24) })),
    currency: price.currency,
    status: 'open',
    attemptCount: 0,
    nextPaymentAttempt: null,
    firstFailedAt: null,
    created: input.now,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    paidAt: null,
    markedUncollectibleAt: null,
  };
  ctx.store.invoices.set(invoice.id, invoice);
  input.subscription.latestInvoiceId = invoice.id;
  return invoice;
}

export function productName(ctx: FakeContext, price: PriceRecord): string {
  return getOrThrow(ctx.store.products, price.productId, 'product').name;
}

/** One line charging `quantity` seats of `price` for a whole period. */
export function periodLine(
  ctx: FakeContext,
  price: PriceRecord,
  quantity: number,
  periodStart: number,
  periodEnd: number,
): Omit<InvoiceLineRecord, 'id'> {
  const unit = formatMoney(price.unitAmount, price.currency);
  return {
    description: `${quantity} × ${productName(ctx, price)} (at ${unit} / ${price.interval})`,
    amount: price.unitAmount * quantity,
    quantity,
    priceId: price.id,
    periodStart,
    periodEnd,
    proration: false,
  };
}

export function prorationLines(
  subscription: SubscriptionRecord,
  prorations: PendingProration[],
): Omit<InvoiceLineRecord, 'id'>[] {
  return prorations.map((proration) => ({
    ...proration,
    quantity: subscription.quantity,
    priceId: subscription.priceId,
    proration: true,
  }));
}

/** Charges the customer's card for an open invoice. Failures schedule the next retry (none after the last). */
export function attemptPayment(ctx: FakeContext, invoice: InvoiceRecord, now: number): boolean {
  const customer = getOrThrow(ctx.store.customers, invoice.customerId, 'customer');
  const succeeds = invoiceAmountDue(invoice) === 0 || (customer.card !== null && !customer.card.declines);
  if (succeeds) {
    markPaid(invoice, now);
    return true;
  }
  invoice.attemptCount += 1;
  invoice.firstFailedAt ??= now;
  const retryDays = RETRY_DAYS_AFTER_FIRST_FAILURE[invoice.attemptCount - 1];
  invoice.nextPaymentAttempt = retryDays === undefined ? null : invoice.firstFailedAt + retryDays * DAY_SECONDS;
  return false;
}

export function markPaid(invoice: InvoiceRecord, now: number): void {
  invoice.attemptCount += 1;
  invoice.status = 'paid';
  invoice.paidAt = now;
  invoice.nextPaymentAttempt = null;
}

export function hasOpenInvoices(ctx: FakeContext, subscriptionId: string): boolean {
  return [...ctx.store.invoices.values()].some(
    (invoice) => invoice.subscriptionId === subscriptionId && invoice.status === 'open',
  );
}

/** Ends a subscription now; its open invoices stay open but are no longer retried. */
export function endSubscription(
  ctx: FakeContext,
  subscription: SubscriptionRecord,
  now: number,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  subscription.status = 'canceled';
  subscription.canceledAt ??= now;
  subscription.endedAt = now;
  subscription.cancellationReason = reason;
  for (const invoice of ctx.store.invoices.values()) {
    if (invoice.subscriptionId === subscription.id && invoice.status === 'open') invoice.nextPaymentAttempt = null;
  }
}
