import type { Hono } from 'hono';
import { LIST_PARAMS, listPage, requestParams, sendObject } from './api-request';
import { buildPrice, buildProduct } from '../objects/build-catalog-objects';
import type { FakeContext } from '../fake-context';
import { defaultClockNow, getOrThrow, newId, type PriceRecord, type ProductRecord } from '../fake-store';
import { invalidRequest } from '../stripe-fake-error';

/** products and prices: create, retrieve, list. */
export function registerCatalogRoutes(app: Hono, ctx: FakeContext): void {
  const { store } = ctx;
  const now = () => defaultClockNow(store);

  app.post('/v1/products', async (c) => {
    const params = (await requestParams(c)).allowOnly(['id', 'name', 'description', 'active', 'metadata', 'expand']);
    const id = params.string('id') ?? newId('prod');
    if (store.products.has(id)) throw invalidRequest(`Product already exists.`, 'id');
    const product: ProductRecord = {
      id,
      name: params.requiredString('name'),
      description: params.nullableString('description') ?? null,
      active: params.boolean('active') ?? true,
      metadata: params.metadata(),
      created: now(),
    };
    store.products.set(id, product);
    return sendObject(c, ctx, buildProduct(product), params);
  });

  app.get('/v1/products/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    return sendObject(c, ctx, buildProduct(getOrThrow(store.products, c.req.param('id'), 'product')), params);
  });

  app.get('/v1/products', async (c) => {
    const params = (await requestParams(c)).allowOnly(['active', ...LIST_PARAMS]);
    const active = params.boolean('active');
    const products = [...store.products.values()].filter((p) => active === undefined || p.active === active);
    return sendObject(c, ctx, listPage(products.map(buildProduct), params, '/v1/products'), params);
  });

  app.post('/v1/prices', async (c) => {
    const params = (await requestParams(c)).allowOnly([
      'product',
      'unit_amount',
      'currency',
      'recurring',
      'lookup_key',
      'active',
      'metadata',
      'expand',
    ]);
    const productId = params.requiredString('product');
    getOrThrow(store.products, productId, 'product', 'product');
    const recurring = params.object('recurring').allowOnly(['interval']);
    const interval = recurring.oneOf('interval', ['month', 'year'] as const);
    if (!interval) throw invalidRequest('The Stripe fake supports recurring prices only.', 'recurring[interval]');
    const unitAmount = params.integer('unit_amount');
    if (unitAmount === undefined || unitAmount < 0) {
      throw invalidRequest('Missing required param: unit_amount.', 'unit_amount');
    }
    const lookupKey = params.string('lookup_key') ?? null;
    const holder = [...store.prices.values()].find((p) => lookupKey !== null && p.lookupKey === lookupKey);
    if (holder) throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
    const price: PriceRecord = {
      id: newId('price', 24),
      productId,
      unitAmount,
      currency: params.requiredString('currency').toLowerCase(),
      interval,
      lookupKey,
      active: params.boolean('active') ?? true,
      metadata: params.metadata(),
      created: now(),
    };
    store.prices.set(price.id, price);
    return sendObject(c, ctx, buildPrice(price), params);
  });

  app.get('/v1/prices/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    return sendObject(c, ctx, buildPrice(getOrThrow(store.prices, c.req.param('id'), 'price')), params);
  });

  app.get('/v1/prices', async (c) => {
    const params = (await requestParams(c)).allowOnly(['lookup_keys', 'active', 'product', ...LIST_PARAMS]);
    const lookupKeys = params.strings('lookup_keys');
    const active = params.boolean('active');
    const product = params.string('product');
    const prices = [...store.prices.values()].filter(
      (price) =>
        (lookupKeys.length === 0 || (price.lookupKey !== null && lookupKeys.includes(price.lookupKey))) &&
        (active === undefined || price.active === active) &&
        (product === undefined || price.productId === product),
    );
    return sendObject(c, ctx, listPage(prices.map(buildPrice), params, '/v1/prices'), params);
  });
}
