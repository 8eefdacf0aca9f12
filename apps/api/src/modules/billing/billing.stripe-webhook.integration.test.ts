import { stripeEvents, withPlatform } from '@scopewright/db';
import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  billingStateOf,
  buyThroughCheckout,
  caller,
  overviewOf,
  STRIPE_TEST_SECRET,
  stripeBillingSuite,
  workspaceWithAdmin,
} from './billing-stripe.test-helpers';
import { STRIPE_WEBHOOK_PATH } from './billing.routes';

const suite = stripeBillingSuite();

const post = (body: string, signature?: string) =>
  suite.h.app.request(STRIPE_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body,
  });
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  suite.gateway.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_SECRET,
    timestamp: options.timestamp,
  });
const recorded = (id: string) =>
  withPlatform({ db: suite.h.owner.db }, (tx) => tx.select().from(stripeEvents).where(eq(stripeEvents.id, id)));

/** A workspace on Essentials through Checkout, and the events Stripe sent about it. */
async function subscribed() {
  const { tenant, cookie } = await workspaceWithAdmin(suite.h);
  const call = caller(suite.h, cookie);
  const seen = new Set(suite.fake.events().map((e) => e.id));
  await buyThroughCheckout(suite, call, { tier: 'essentials', interval: 'monthly', seats: 1 });
  return { tenant, call, events: suite.fake.events().filter((e) => !seen.has(e.id)) };
}

describe('POST /api/billing/stripe/webhook: only signed, fresh, new events change anything', () => {
  it('refuses a forged signature, a stale timestamp and a missing header with 400, recording nothing', async () => {
    const { tenant, events } = await subscribed();
    const before = await billingStateOf(suite.h, tenant.id);
    const event: Stripe.Event = { ...events[0]!, id: 'evt_forged_1' };
    const body = JSON.stringify(event);
    for (const signature of [
      sign(body, { secret: 'whsec_not_ours' }),
      sign(body, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      undefined,
      't=1,v1=00',
    ]) {
      const response = await post(body, signature);
      expect(response.status, String(signature)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        STRIPE_BILLING_COPY.webhookSignature,
      );
    }
    // A body changed after signing fails too.
    const tampered = await post(body.replace('"livemode":false', '"livemode":true'), sign(body));
    expect(tampered.status).toBe(400);
    expect(await recorded('evt_forged_1')).toEqual([]);
    expect(await billingStateOf(suite.h, tenant.id)).toEqual(before);
  });

  it('applies a replayed event once: the duplicate answers 200 with duplicate: true and changes nothing', async () => {
    const { tenant, events } = await subscribed();
    const before = await billingStateOf(suite.h, tenant.id);
    const paid = events.find((e) => e.type === 'invoice.paid')!;
    const body = JSON.stringify(paid);
    const answers = await Promise.all([post(body, sign(body)), post(body, sign(body))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (const answer of answers) expect(await answer.json()).toEqual({ received: true, duplicate: true });
    expect(await billingStateOf(suite.h, tenant.id)).toEqual(before);
  });

  it('converges when the same events arrive again under new ids in reverse order', async () => {
    const { tenant, call, events } = await subscribed();
    await call('POST', '/api/billing/plan', { tier: 'premium', interval: 'monthly' });
    await suite.fake.idle();
    const expected = await overviewOf(call);
    const later = suite.fake.events().filter((e) => !events.some((x) => x.id === e.id));
    const replay = [...events, ...later].reverse().map((e, i) => ({ ...e, id: `evt_reordered_${tenant.id}_${i}` }));
    for (const event of replay) {
      const body = JSON.stringify(event);
      expect((await post(body, sign(body))).status).toBe(200);
    }
    const after = await overviewOf(call);
    expect(after.plan).toEqual(expected.plan);
    expect(after.subscription).toEqual(expected.subscription);
    const state = await billingStateOf(suite.h, tenant.id);
    expect(state.emails.filter((t) => t === 'trial_converted')).toHaveLength(1);
  });

  it('acknowledges kinds it does not act on and events of unknown customers without changing anything', async () => {
    const other = { ...suite.fake.events()[0]!, id: 'evt_other_kind', type: 'customer.created' } as Stripe.Event;
    const otherBody = JSON.stringify(other);
    expect(await (await post(otherBody, sign(otherBody))).json()).toEqual({ received: true, duplicate: false });
    const unknown = {
      ...suite.fake.events().find((e) => e.type === 'invoice.paid')!,
      id: 'evt_unknown_customer',
    } as Stripe.Event;
    (unknown.data.object as { customer: string }).customer = 'cus_nobody';
    const unknownBody = JSON.stringify(unknown);
    expect((await post(unknownBody, sign(unknownBody))).status).toBe(200);
    expect((await recorded('evt_unknown_customer'))[0]?.tenantId).toBeNull();
  });

  it('answers 503 (Stripe delivers again) when Stripe cannot be read, and applies the event on the retry', async () => {
    const { tenant, events } = await subscribed();
    const paid = { ...events.find((e) => e.type === 'invoice.paid')!, id: `evt_retry_${tenant.id}` };
    const body = JSON.stringify(paid);
    suite.fake.failNextRequests(10);
    const failed = await post(body, sign(body));
    suite.fake.failNextRequests(0);
    expect(failed.status).toBe(503);
    expect(await recorded(paid.id)).toEqual([]);
    expect((await post(body, sign(body))).status).toBe(200);
    expect(await recorded(paid.id)).toHaveLength(1);
  });
});
