import { buildPrice, buildProduct } from '../objects/build-catalog-objects';
import { buildCustomer } from '../objects/build-customer';
import { buildInvoice } from '../objects/build-invoice';
import { buildPaymentMethod } from '../objects/build-payment-method';
import { buildCheckoutSession } from '../objects/build-sessions';
import { buildSubscription } from '../objects/build-subscription';
import { buildTestClock } from '../objects/build-test-clock';
import type Stripe from 'stripe';
import type { FakeContext } from '../fake-context';
import type { FakeStore } from '../fake-store';

/** Any stored object by id, as the API would answer it (for `expand[]`); null when unknown. */
export function findObject(ctx: FakeContext, id: string): unknown {
  const { store, baseUrl } = ctx;
  const customer = store.customers.get(id);
  if (customer) return buildCustomer(customer);
  const subscription = store.subscriptions.get(id);
  if (subscription) return buildSubscription(store, subscription);
  const invoice = store.invoices.get(id);
  if (invoice) return buildInvoice(store, invoice, baseUrl);
  const price = store.prices.get(id);
  if (price) return buildPrice(price);
  const product = store.products.get(id);
  if (product) return buildProduct(product);
  const session = store.checkoutSessions.get(id);
  if (session) return buildCheckoutSession(store, session, baseUrl);
  const clock = store.clocks.get(id);
  if (clock) return buildTestClock(clock);
  return findPaymentMethod(store, id);
}

/** A card on file as a payment_method object; null when no customer holds that id. */
export function findPaymentMethod(store: FakeStore, id: string): Stripe.PaymentMethod | null {
  for (const customer of store.customers.values()) {
    if (customer.card?.paymentMethodId === id) return buildPaymentMethod(customer, customer.card);
  }
  return null;
}
