import type { Hono } from 'hono';
import { LIST_PARAMS, listPage, requestParams, sendObject } from './api-request';
import { buildInvoice } from '../objects/build-invoice';
import { buildSubscription } from '../objects/build-subscription';
import type { FakeContext } from '../fake-context';
import { getOrThrow } from '../fake-store';
import { invalidRequest } from '../stripe-fake-error';
import {
  cancelSubscription,
  PRORATION_BEHAVIORS,
  updateSubscription,
  type SubscriptionChange,
} from '../billing/update-subscription';

/** subscriptions (retrieve, list, update, cancel) and invoices (retrieve, list). */
export function registerSubscriptionRoutes(app: Hono, ctx: FakeContext): void {
  const { store } = ctx;
  const subscriptionOrThrow = (id: string) => getOrThrow(store.subscriptions, id, 'subscription');

  app.get('/v1/subscriptions/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    return sendObject(c, ctx, buildSubscription(store, subscriptionOrThrow(c.req.param('id'))), params);
  });

  app.get('/v1/subscriptions', async (c) => {
    const params = (await requestParams(c)).allowOnly(['customer', 'status', 'price', ...LIST_PARAMS]);
    const customer = params.string('customer');
    const status = params.string('status');
    const price = params.string('price');
    const subscriptions = [...store.subscriptions.values()].filter(
      (s) =>
        (customer === undefined || s.customerId === customer) &&
        (price === undefined || s.priceId === price) &&
        // Stripe leaves canceled subscriptions out unless asked for them (status=canceled or all).
        (status === 'all' || (status === undefined ? s.status !== 'canceled' : s.status === status)),
    );
    const objects = subscriptions.map((s) => buildSubscription(store, s));
    return sendObject(c, ctx, listPage(objects, params, '/v1/subscriptions'), params);
  });

  app.post('/v1/subscriptions/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly([
      'items',
      'proration_behavior',
      'cancel_at_period_end',
      'metadata',
      'expand',
    ]);
    const subscription = subscriptionOrThrow(c.req.param('id'));
    const items = params.objects('items');
    const [item] = items;
    if (items.length > 1) throw invalidRequest('The Stripe fake supports one subscription item.', 'items');
    item?.allowOnly(['id', 'price', 'quantity']);
    const itemId = item?.string('id');
    if (item && !itemId) throw invalidRequest('The Stripe fake updates the existing item: send items[0][id].', 'items');
    if (item && itemId !== subscription.itemId) {
      throw invalidRequest(`No such subscription item: '${itemId}'`, item.paramName('id'));
    }
    const quantity = item?.integer('quantity');
    if (quantity !== undefined && quantity < 0) {
      throw invalidRequest('Invalid quantity: must be at least 0', item?.paramName('quantity'));
    }
    const change: SubscriptionChange = {
      priceId: item?.string('price'),
      quantity,
      prorationBehavior: params.oneOf('proration_behavior', PRORATION_BEHAVIORS),
      cancelAtPeriodEnd: params.boolean('cancel_at_period_end'),
      metadata: params.has('metadata') ? params.metadata(subscription.metadata) : undefined,
    };
    updateSubscription(ctx, subscription, change);
    return sendObject(c, ctx, buildSubscription(store, subscription), params);
  });

  app.delete('/v1/subscriptions/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    const subscription = subscriptionOrThrow(c.req.param('id'));
    cancelSubscription(ctx, subscription);
    return sendObject(c, ctx, buildSubscription(store, subscription), params);
  });

  app.get('/v1/invoices/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    const invoice = getOrThrow(store.invoices, c.req.param('id'), 'invoice');
    return sendObject(c, ctx, buildInvoice(store, invoice, ctx.baseUrl), params);
  });

  app.get('/v1/invoices', async (c) => {
    const params = (await requestParams(c)).allowOnly(['customer', 'subscription', 'status', ...LIST_PARAMS]);
    const customer = params.string('customer');
    const subscription = params.string('subscription');
    const status = params.string('status');
    const invoices = [...store.invoices.values()].filter(
      (i) =>
        (customer === undefined || i.customerId === customer) &&
        (subscription === undefined || i.subscriptionId === subscription) &&
        (status === undefined || i.status === status),
    );
    const objects = invoices.map((i) => buildInvoice(store, i, ctx.baseUrl));
    return sendObject(c, ctx, listPage(objects, params, '/v1/invoices'), params);
  });
}
