import type { Hono } from 'hono';
import { requestParams, sendObject } from './api-request';
import { buildCustomer } from '../objects/build-customer';
import { buildTestClock } from '../objects/build-test-clock';
import { advanceClock } from '../billing/advance-clock';
import type { FakeContext } from '../fake-context';
import { getOrThrow, newId, realNow, type ClockRecord, type CustomerRecord } from '../fake-store';
import { invalidRequest, resourceMissing } from '../stripe-fake-error';
import { findPaymentMethod } from './find-object';

/** customers (create, retrieve, update), their card (payment_methods retrieve) and test_helpers.test_clocks. */
export function registerCustomerRoutes(app: Hono, ctx: FakeContext): void {
  const { store } = ctx;

  app.post('/v1/customers', async (c) => {
    const params = (await requestParams(c)).allowOnly(['name', 'email', 'metadata', 'test_clock', 'expand']);
    const clockId = params.string('test_clock') ?? store.defaultClockId;
    const clock = getOrThrow(store.clocks, clockId, 'test clock', 'test_clock');
    const customer: CustomerRecord = {
      id: newId('cus'),
      name: params.nullableString('name') ?? null,
      email: params.nullableString('email') ?? null,
      metadata: params.metadata(),
      created: clock.frozenTime,
      clockId: clock.id,
      card: null,
    };
    store.customers.set(customer.id, customer);
    return sendObject(c, ctx, buildCustomer(customer), params);
  });

  app.get('/v1/customers/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    return sendObject(c, ctx, buildCustomer(getOrThrow(store.customers, c.req.param('id'), 'customer')), params);
  });

  app.post('/v1/customers/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['name', 'email', 'metadata', 'expand']);
    const customer = getOrThrow(store.customers, c.req.param('id'), 'customer');
    const name = params.nullableString('name');
    const email = params.nullableString('email');
    if (name !== undefined) customer.name = name;
    if (email !== undefined) customer.email = email;
    customer.metadata = params.metadata(customer.metadata);
    return sendObject(c, ctx, buildCustomer(customer), params);
  });

  app.get('/v1/payment_methods/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    const paymentMethod = findPaymentMethod(store, c.req.param('id'));
    if (!paymentMethod) throw resourceMissing('PaymentMethod', c.req.param('id'));
    return sendObject(c, ctx, paymentMethod, params);
  });

  app.post('/v1/test_helpers/test_clocks', async (c) => {
    const params = (await requestParams(c)).allowOnly(['frozen_time', 'name', 'expand']);
    const frozenTime = params.integer('frozen_time');
    if (frozenTime === undefined) throw invalidRequest('Missing required param: frozen_time.', 'frozen_time');
    const clock: ClockRecord = {
      id: newId('clock', 24),
      name: params.string('name') ?? null,
      frozenTime,
      created: realNow(),
    };
    store.clocks.set(clock.id, clock);
    return sendObject(c, ctx, buildTestClock(clock), params);
  });

  app.get('/v1/test_helpers/test_clocks/:id', async (c) => {
    const params = (await requestParams(c)).allowOnly(['expand']);
    return sendObject(c, ctx, buildTestClock(getOrThrow(store.clocks, c.req.param('id'), 'test clock')), params);
  });

  app.post('/v1/test_helpers/test_clocks/:id/advance', async (c) => {
    const params = (await requestParams(c)).allowOnly(['frozen_time', 'expand']);
    const clock = getOrThrow(store.clocks, c.req.param('id'), 'test clock');
    const target = params.integer('frozen_time');
    if (target === undefined) throw invalidRequest('Missing required param: frozen_time.', 'frozen_time');
    advanceClock(ctx, clock, target);
    return sendObject(c, ctx, buildTestClock(clock), params);
  });
}
