import type { Hono } from 'hono';
import { requestParams, sendObject } from './api-request';
import { buildCheckoutSession, buildPortalSession } from '../objects/build-sessions';
import type { FakeContext } from '../fake-context';
import type { Params } from './form-params';
import {
  customerNow,
  defaultClockNow,
  getOrThrow,
  newId,
  type AdjustableQuantity,
  type CheckoutSessionRecord,
  type PortalSessionRecord,
} from '../fake-store';
import { invalidRequest } from '../stripe-fake-error';

// Stripe's defaults for adjustable_quantity (docs.stripe.com/payments/checkout/adjustable-quantity).
const DEFAULT_MINIMUM = 0;
const DEFAULT_MAXIMUM = 99;

/** checkout.sessions (create, retrieve) and billing_portal.sessions (create). */
export function registerCheckoutRoutes(app: Hono, ctx: FakeContext): void {
  const { store } = ctx;

  app.post('/v1/checkout/sessions', async (c) => {
    const params = (await requestParams(c)).allowOnly([
      'mode',
      'customer',
      'client_reference_id',
      'line_items',
      'subscription_data',
      'success_url',
      'cancel_url',
      'metadata',
      'expand',
    ]);
    if (params.requiredString('mode') !== 'subscription') {
      throw invalidRequest('The Stripe fake supports mode=subscription only.', 'mode');
    }
    const customerId = params.string('customer') ?? null;
    if (customerId) getOrThrow(store.customers, customerId, 'customer', 'customer');
    const lines = params.objects('line_items');
    const [line] = lines;
    if (!line || lines.length > 1) {
      throw invalidRequest('The Stripe fake supports exactly one line item.', 'line_items');
    }
    const { priceId, quantity, adjustableQuantity } = readLineItem(ctx, line);
    const session: CheckoutSessionRecord = {
      id: newId('cs_test', 58),
      customerId,
      clientReferenceId: params.string('client_reference_id') ?? null,
      priceId,
      quantity,
      adjustableQuantity,
      subscriptionMetadata: params.object('subscription_data').allowOnly(['metadata']).metadata(),
      metadata: params.metadata(),
      successUrl: params.requiredString('success_url'),
      cancelUrl: params.string('cancel_url') ?? null,
      created: customerId ? customerNow(store, customerId) : defaultClockNow(store),
      status: 'open',
      subscriptionId: null,
      invoiceId: null,
    };
    store.checkoutSessions.set(session.id, session);
    return sendObject(c, ctx, buildCheckoutSession(store, session, ctx.baseUrl), params);
  });

  app.get('/v1/checkout/sessions/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    const session = getOrThrow(store.checkoutSessions, c.req.param('id'), 'checkout.session');
    return sendObject(c, ctx, buildCheckoutSession(store, session, ctx.baseUrl), params);
  });

  app.post('/v1/billing_portal/sessions', async (c) => {
    const params = (await requestParams(c)).allowOnly(['customer', 'return_url', 'expand']);
    const customerId = params.requiredString('customer');
    getOrThrow(store.customers, customerId, 'customer', 'customer');
    const session: PortalSessionRecord = {
      id: newId('bps'),
      customerId,
      returnUrl: params.string('return_url') ?? null,
      created: customerNow(store, customerId),
    };
    store.portalSessions.set(session.id, session);
    return sendObject(c, ctx, buildPortalSession(session, ctx.baseUrl), params);
  });
}

function readLineItem(ctx: FakeContext, line: Params) {
  line.allowOnly(['price', 'quantity', 'adjustable_quantity']);
  const priceId = line.requiredString('price');
  getOrThrow(ctx.store.prices, priceId, 'price', line.paramName('price'));
  const quantity = line.integer('quantity');
  if (quantity === undefined || quantity < 1) {
    throw invalidRequest('Quantity is required and must be at least 1.', line.paramName('quantity'));
  }
  const adjustable = line.object('adjustable_quantity').allowOnly(['enabled', 'minimum', 'maximum']);
  if (!adjustable.boolean('enabled')) return { priceId, quantity, adjustableQuantity: null };
  const bounds: AdjustableQuantity = {
    minimum: adjustable.integer('minimum') ?? DEFAULT_MINIMUM,
    maximum: adjustable.integer('maximum') ?? DEFAULT_MAXIMUM,
  };
  if (bounds.minimum < 0 || bounds.maximum < bounds.minimum) {
    throw invalidRequest('adjustable_quantity needs 0 ≤ minimum ≤ maximum.', adjustable.paramName('minimum'));
  }
  if (quantity < bounds.minimum || quantity > bounds.maximum) {
    throw invalidRequest(
      `Quantity must be between the adjustable minimum (${bounds.minimum}) and maximum (${bounds.maximum}).`,
      line.paramName('quantity'),
    );
  }
  return { priceId, quantity, adjustableQuantity: bounds };
}
