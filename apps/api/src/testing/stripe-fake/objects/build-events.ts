import Stripe from 'stripe';
import { newId } from '../fake-store';

function eventBase(created: number) {
  return {
    id: newId('evt', 24),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } satisfies Omit<Stripe.EventBase, 'type' | 'data'>;
}

export function subscriptionCreatedEvent(subscription: Stripe.Subscription, created: number) {
  return {
    ...eventBase(created),
    type: 'customer.subscription.created',
    data: { object: subscription },
  } satisfies Stripe.CustomerSubscriptionCreatedEvent;
}

export function subscriptionUpdatedEvent(
  subscription: Stripe.Subscription,
  previousAttributes: Partial<Stripe.Subscription>,
  created: number,
) {
  return {
    ...eventBase(created),
    type: 'customer.subscription.updated',
    data: { object: subscription, previous_attributes: previousAttributes },
  } satisfies Stripe.CustomerSubscriptionUpdatedEvent;
}

export function subscriptionDeletedEvent(subscription: Stripe.Subscription, created: number) {
  return {
    ...eventBase(created),
    type: 'customer.subscription.deleted',
    data: { object: subscription },
  } satisfies Stripe.CustomerSubscriptionDeletedEvent;
}

export function invoicePaidEvent(invoice: Stripe.Invoice, created: number) {
  return { ...eventBase(created), type: 'invoice.paid', data: { object: invoice } } satisfies Stripe.InvoicePaidEvent;
}

export function invoicePaymentFailedEvent(invoice: Stripe.Invoice, created: number) {
  return {
    ...eventBase(created),
    type: 'invoice.payment_failed',
    data: { object: invoice },
  } satisfies Stripe.InvoicePaymentFailedEvent;
}

export function checkoutSessionCompletedEvent(session: Stripe.Checkout.Session, created: number) {
  return {
    ...eventBase(created),
    type: 'checkout.session.completed',
    data: { object: session },
  } satisfies Stripe.CheckoutSessionCompletedEvent;
}

/** The attributes of `before` that differ in `after`, with their old values (`data.previous_attributes`). */
export function previousAttributes<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(before) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key];
  }
  return changed;
}
