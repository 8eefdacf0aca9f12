import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PRICE_IDS, type StripeFake } from './index';
import {
  startFakeWithReceiver,
  stripeClient,
  subscribeThroughCheckout,
  type WebhookReceiver,
} from './stripe-fake.test-helpers';

let fake: StripeFake;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeEach(async () => {
  ({ fake, receiver, stripe } = await startFakeWithReceiver());
});
afterEach(async () => {
  await fake.close();
  await receiver.close();
});

describe('API conventions', () => {
  it('answers 401 to a key that is not a test secret key', async () => {
    const live = stripeClient(fake, 'sk_live_nope');
    await expect(live.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@acme.test' }, { idempotencyKey: 'key-1' });
    const replay = await stripe.customers.create({ email: 'a@acme.test' }, { idempotencyKey: 'key-1' });

    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(stripe.customers.create({ email: 'b@acme.test' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
  });

  it('fails the next requests with a 500 api_error during an outage, then recovers', async () => {
    fake.failNextRequests(2);

    await expect(stripe.customers.create({})).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    await expect(stripe.prices.retrieve(FAKE_PRICE_IDS.premium_annual)).rejects.toMatchObject({ statusCode: 500 });
    await expect(stripe.prices.retrieve(FAKE_PRICE_IDS.premium_annual)).resolves.toMatchObject({
      unit_amount: 129000,
      recurring: { interval: 'year' },
    });
  });

  it('answers resource_missing for an unknown id and names an unsupported parameter', async () => {
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const trial = stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: FAKE_PRICE_IDS.premium_monthly, quantity: 5 }],
      subscription_data: { trial_period_days: 14 },
      success_url: 'http://app.test/ok',
    });
    await expect(trial).rejects.toMatchObject({ param: 'subscription_data[trial_period_days]' });
  });

  it('lists prices by lookup key and pages with limit and starting_after', async () => {
    const prices = await stripe.prices.list({ lookup_keys: ['scopewright_premium_monthly'], expand: ['data.product'] });
    expect(prices.data.map((p) => p.id)).toEqual([FAKE_PRICE_IDS.premium_monthly]);
    expect(prices.data[0]?.product).toMatchObject({ name: 'Scopewright Premium' });

    const first = await stripe.prices.list({ limit: 4 });
    const rest = await stripe.prices.list({ limit: 4, starting_after: first.data.at(-1)?.id });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/prices' });
    expect(rest.has_more).toBe(false);
    expect(new Set([...first.data, ...rest.data].map((p) => p.id))).toEqual(new Set(Object.values(FAKE_PRICE_IDS)));
  });
});

describe('webhook delivery', () => {
  it('retries a failed delivery and redelivers an event unchanged on demand', async () => {
    receiver.failNext(2);
    await subscribeThroughCheckout(stripe);
    await fake.idle();
    expect(receiver.events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    const [created] = fake.events();
    expect(await fake.redeliver(created?.id ?? '')).toBe(200);
    expect(receiver.events.at(-1)).toEqual(created);
    expect(receiver.rejectedSignatures).toBe(0);
  });

  it('offers the same controls over HTTP for another process', async () => {
    const control = (path: string, body?: object) =>
      fetch(`${fake.url}/__fake/${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : {});
    const { customer } = await subscribeThroughCheckout(stripe);

    expect(await (await control('idle')).json()).toEqual({ ok: true });
    expect(await (await control('default-clock')).json()).toEqual({ id: fake.defaultClockId });
    const events = (await (await control('events')).json()) as Stripe.Event[];
    expect(events.map((e) => e.id)).toEqual(fake.events().map((e) => e.id));
    expect(await (await control('redeliver', { id: events[0]?.id })).json()).toEqual({ status: 200 });
    expect((await control('card', { customer: customer.id, behavior: 'decline' })).status).toBe(200);
    expect((await control('webhook-url', { url: null })).status).toBe(200);
    expect((await control('fail-next', { n: 1 })).status).toBe(200);
    await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 500 });
  });
});
