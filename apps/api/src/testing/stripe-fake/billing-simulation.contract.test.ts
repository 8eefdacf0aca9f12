import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StripeFake } from './index';
import {
  DAY,
  eventTypes,
  JAN_31_2026,
  postForm,
  startFakeWithReceiver,
  subscribeThroughCheckout,
  type WebhookReceiver,
} from './stripe-fake.test-helpers';

const FEB_28_2026 = Date.UTC(2026, 1, 28, 12) / 1000;
const MAR_31_2026 = Date.UTC(2026, 2, 31, 12) / 1000;

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

async function eventsAfterCheckout(): Promise<Stripe.Event[]> {
  await fake.idle();
  expect(receiver.rejectedSignatures).toBe(0);
  return receiver.events.slice(3);
}

const advance = (clockId: string, to: number) => stripe.testHelpers.testClocks.advance(clockId, { frozen_time: to });

function objectOf<T>(event: Stripe.Event | undefined): T {
  return event?.data.object as T;
}

describe('renewals on a test clock', () => {
  it('renews a paid period at its end, on the calendar', async () => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: JAN_31_2026 });
    const { subscription } = await subscribeThroughCheckout(stripe, { testClock: clock.id, quantity: 5 });
    await subscribeThroughCheckout(stripe, { quantity: 5 });

    await advance(clock.id, FEB_28_2026 + 60);

    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]).toMatchObject({ current_period_start: FEB_28_2026, current_period_end: MAR_31_2026 });
    const invoice = await stripe.invoices.retrieve(String(renewed.latest_invoice));
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 5 * 12900 });
    const events = (await eventsAfterCheckout()).slice(3);
    expect(eventTypes(events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(events[1]?.data.previous_attributes).toHaveProperty('items');
    expect(events[1]?.created).toBe(FEB_28_2026);
  });

  it('retries a declined renewal at +3, +7 and +10 days, then cancels', async () => {
    const { subscription } = await subscribeThroughCheckout(stripe, { cardNumber: '4000000000000341' });

    await advance(fake.defaultClockId, FEB_28_2026 + 60);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const open = await stripe.invoices.retrieve(String(pastDue.latest_invoice));
    expect(open).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: FEB_28_2026 + 3 * DAY });

    await advance(fake.defaultClockId, FEB_28_2026 + 11 * DAY);
    const events = await eventsAfterCheckout();
    expect(eventTypes(events)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
    const failures = events.filter((e) => e.type === 'invoice.payment_failed').map((e) => objectOf<Stripe.Invoice>(e));
    expect(failures.map((i) => [i.attempt_count, i.next_payment_attempt])).toEqual([
      [1, FEB_28_2026 + 3 * DAY],
      [2, FEB_28_2026 + 7 * DAY],
      [3, FEB_28_2026 + 10 * DAY],
      [4, null],
    ]);
    expect(await stripe.invoices.retrieve(open.id)).toMatchObject({ status: 'uncollectible' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled' });
  });

  it('pays a retry once the card works again', async () => {
    const { subscription, customer } = await subscribeThroughCheckout(stripe);
    fake.setCardBehavior(customer.id, 'decline');
    await advance(fake.defaultClockId, FEB_28_2026 + 60);
    fake.setCardBehavior(customer.id, 'succeed');

    await advance(fake.defaultClockId, FEB_28_2026 + 4 * DAY);

    const events = await eventsAfterCheckout();
    expect(eventTypes(events)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(objectOf<Stripe.Invoice>(events[2]).attempt_count).toBe(2);
    expect(events[3]?.data.previous_attributes).toMatchObject({ status: 'past_due' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' });
  });

  it('never moves a clock backwards', async () => {
    await expect(advance(fake.defaultClockId, JAN_31_2026 - 1)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });
});

describe('the customer portal', () => {
  async function openPortal(customerId: string) {
    const session = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: 'http://app.test/settings/billing',
    });
    return session.url;
  }

  it('pays the open invoice when the card is replaced, then reactivates the subscription', async () => {
    const { subscription, customer } = await subscribeThroughCheckout(stripe, { cardNumber: '4000000000000341' });
    await advance(fake.defaultClockId, FEB_28_2026 + 60);
    const portalUrl = await openPortal(customer.id);

    const portal = await (await fetch(portalUrl)).text();
    expect(portal).toContain('Scopewright Premium');
    expect(portal).toContain('Visa •••• 0341');
    expect(portal).toContain('FAKE-0002');
    expect(portal).toContain('Return to Scopewright');

    const replaced = await postForm(`${portalUrl}/card`, { card_number: '4242 4242 4242 4242' });
    expect(replaced.status).toBe(303);

    const events = (await eventsAfterCheckout()).slice(2);
    expect(eventTypes(events)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(objectOf<Stripe.Subscription>(events[1]).status).toBe('active');
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' });
    expect(await (await fetch(portalUrl)).text()).toContain('Visa •••• 4242');
  });

  it('cancels at the period end, and the plan ends there', async () => {
    const { subscription, customer } = await subscribeThroughCheckout(stripe);
    const portalUrl = await openPortal(customer.id);
    expect(await (await fetch(portalUrl)).text()).toContain('Cancel plan');

    await postForm(`${portalUrl}/cancel`, {});
    expect(await (await fetch(portalUrl)).text()).toContain('Renew plan');
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at_period_end: true });

    await advance(fake.defaultClockId, FEB_28_2026 + 60);
    const events = await eventsAfterCheckout();
    expect(eventTypes(events)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(events[0]?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });
});

describe('subscriptions.update', () => {
  const sevenDaysIn = JAN_31_2026 + 7 * DAY; // 21 of the period's 28 days remain

  it('invoices the prorated difference at once with always_invoice', async () => {
    const { subscription } = await subscribeThroughCheckout(stripe, { quantity: 5 });
    await advance(fake.defaultClockId, sevenDaysIn);

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, quantity: 9 }],
      proration_behavior: 'always_invoice',
    });

    const invoice = await stripe.invoices.retrieve(String(updated.latest_invoice));
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(invoice.amount_paid).toBe(Math.round(4 * 12900 * 0.75));
    const events = await eventsAfterCheckout();
    expect(eventTypes(events)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const previousItems = events[0]?.data.previous_attributes as Partial<Stripe.Subscription>;
    expect(previousItems.items?.data[0]?.quantity).toBe(5);
  });

  it('carries create_prorations to the renewal invoice and charges nothing with none', async () => {
    const { subscription } = await subscribeThroughCheckout(stripe, { quantity: 5 });
    const itemId = subscription.items.data[0]?.id;
    await advance(fake.defaultClockId, sevenDaysIn);

    await stripe.subscriptions.update(subscription.id, { items: [{ id: itemId, quantity: 9 }] });
    await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, quantity: 10 }],
      proration_behavior: 'none',
    });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);

    await advance(fake.defaultClockId, FEB_28_2026 + 60);
    const [renewal] = (await stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data;
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    expect(renewal?.amount_paid).toBe(10 * 12900 + Math.round(4 * 12900 * 0.75));
  });

  it('leaves the invoice open and the subscription past_due when the card declines', async () => {
    const { subscription, customer } = await subscribeThroughCheckout(stripe, { quantity: 5 });
    fake.setCardBehavior(customer.id, 'decline');

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, quantity: 6 }],
      proration_behavior: 'always_invoice',
    });

    expect(updated.status).toBe('past_due');
    expect(eventTypes(await eventsAfterCheckout())).toEqual([
      'customer.subscription.updated',
      'invoice.payment_failed',
    ]);
  });

  it('cancels at once on DELETE', async () => {
    const { subscription } = await subscribeThroughCheckout(stripe);

    const canceled = await stripe.subscriptions.cancel(subscription.id);

    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: JAN_31_2026 });
    expect(eventTypes(await eventsAfterCheckout())).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: String(canceled.customer) })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ status: 'canceled' })).data).toHaveLength(1);
  });
});
