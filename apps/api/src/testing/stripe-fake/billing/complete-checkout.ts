import { addIntervals } from './billing-periods';
import { checkoutSessionCompletedEvent, subscriptionCreatedEvent } from '../objects/build-events';
import { buildCheckoutSession } from '../objects/build-sessions';
import { CARD_DECLINED_MESSAGE, CARD_INVALID_MESSAGE, checkCardNumber, newCard } from './card-numbers';
import type { FakeContext } from '../fake-context';
import { emitPaymentOutcome, snapshotSubscription } from './fake-events';
import {
  customerNow,
  getOrThrow,
  newId,
  type AdjustableQuantity,
  type CheckoutSessionRecord,
  type CustomerRecord,
  type SubscriptionRecord,
} from '../fake-store';
import { createInvoice, markPaid, periodLine } from './invoice-payments';

export type CheckoutResult = { ok: true; redirectTo: string } | { ok: false; error: string };

/**
 * The hosted Checkout page's Subscribe: card check, subscription, first invoice paid on the page's card (even one
 * that declines later charges), then the events in Stripe's order.
 */
export function completeCheckout(
  ctx: FakeContext,
  session: CheckoutSessionRecord,
  input: { quantity: number; cardNumber: string },
): CheckoutResult {
  const bounds = session.adjustableQuantity;
  const isInBounds = (quantity: number, { minimum, maximum }: AdjustableQuantity) =>
    Number.isInteger(quantity) && quantity >= minimum && quantity <= maximum;
  if (bounds && !isInBounds(input.quantity, bounds)) {
    return { ok: false, error: `Enter a seat count between ${bounds.minimum} and ${bounds.maximum}.` };
  }
  const card = checkCardNumber(input.cardNumber);
  if (card.kind === 'invalid') return { ok: false, error: CARD_INVALID_MESSAGE };
  if (card.kind === 'declined') return { ok: false, error: CARD_DECLINED_MESSAGE };

  const customer = session.customerId
    ? getOrThrow(ctx.store.customers, session.customerId, 'customer')
    : createCheckoutCustomer(ctx);
  const now = customerNow(ctx.store, customer.id);
  customer.card = newCard(card.last4, card.declinesCharges, now);

  const quantity = bounds ? input.quantity : session.quantity;
  const subscription = createSubscription(ctx, session, customer, quantity, now);
  const price = getOrThrow(ctx.store.prices, subscription.priceId, 'price');
  const invoice = createInvoice(ctx, {
    subscription,
    billingReason: 'subscription_create',
    lines: [periodLine(ctx, price, quantity, subscription.periodStart, subscription.periodEnd)],
    periodStart: now,
    periodEnd: now,
    now,
  });
  markPaid(invoice, now);

  session.status = 'complete';
  session.customerId = customer.id;
  session.quantity = quantity;
  session.subscriptionId = subscription.id;
  session.invoiceId = invoice.id;

  ctx.webhooks.emit(subscriptionCreatedEvent(snapshotSubscription(ctx, subscription), now));
  emitPaymentOutcome(ctx, invoice, now);
  ctx.webhooks.emit(checkoutSessionCompletedEvent(buildCheckoutSession(ctx.store, session, ctx.baseUrl), now));
  return { ok: true, redirectTo: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
}

function createCheckoutCustomer(ctx: FakeContext): CustomerRecord {
  const clock = getOrThrow(ctx.store.clocks, ctx.store.defaultClockId, 'test clock');
  const customer: CustomerRecord = {
    id: newId('cus'),
    name: null,
    email: null,
    metadata: {},
    created: clock.frozenTime,
    clockId: clock.id,
    card: null,
  };
  ctx.store.customers.set(customer.id, customer);
  return customer;
}

function createSubscription(
  ctx: FakeContext,
  session: CheckoutSessionRecord,
  customer: CustomerRecord,
  quantity: number,
  now: number,
): SubscriptionRecord {
  const price = getOrThrow(ctx.store.prices, session.priceId, 'price');
  const subscription: SubscriptionRecord = {
    id: newId('sub', 24),
    customerId: customer.id,
    itemId: newId('si'),
    itemCreated: now,
    priceId: price.id,
    quantity,
    status: 'active',
    created: now,
    startDate: now,
    billingCycleAnchor: now,
    periodsElapsed: 0,
    periodStart: now,
    periodEnd: addIntervals(now, price.interval, 1),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    metadata: { ...session.subscriptionMetadata },
    latestInvoiceId: null,
    pendingProrations: [],
  };
  ctx.store.subscriptions.set(subscription.id, subscription);
  return subscription;
}
