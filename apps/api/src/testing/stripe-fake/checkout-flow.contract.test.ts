import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../document-text';
import { FAKE_PRICE_IDS, type StripeFake } from './index';
import {
  eventTypes,
  JAN_31_2026,
  postForm,
  startFakeWithReceiver,
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

describe('Checkout with the real SDK', () => {
  it('subscribes through the hosted page and delivers signed events in order', async () => {
    const { customer, session, subscription, response } = await subscribeThroughCheckout(stripe, { quantity: 6 });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/settings/billing?session_id=${session.id}`);
    expect(session).toMatchObject({ status: 'complete', customer: customer.id, client_reference_id: 'ws_1' });
    expect(subscription).toMatchObject({ status: 'active', metadata: { workspaceId: 'ws_1' } });
    const [item] = subscription.items.data;
    expect(item).toMatchObject({ quantity: 6, price: { id: FAKE_PRICE_IDS.premium_monthly, unit_amount: 12900 } });
    expect(item?.current_period_start).toBe(JAN_31_2026);
    expect(item?.current_period_end).toBe(Date.UTC(2026, 1, 28, 12) / 1000);

    const withCard = await stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method'] });
    expect(withCard.default_payment_method).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242' } });

    await fake.idle();
    expect(receiver.rejectedSignatures).toBe(0);
    expect(eventTypes(receiver.events)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(receiver.events).toEqual(fake.events());
    expect(receiver.events.every((event) => event.api_version === '2026-10-28.endive')).toBe(true);
  });

  it('bills the first invoice and serves its hosted page and PDF', async () => {
    const { subscription } = await subscribeThroughCheckout(stripe, { quantity: 5 });
    const invoice = await stripe.invoices.retrieve(String(subscription.latest_invoice));

    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_paid: 5 * 12900,
      number: 'FAKE-0001',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const hosted = await fetch(invoice.hosted_invoice_url ?? '');
    expect(await hosted.text()).toContain('Invoice FAKE-0001');
    const pdf = await fetch(invoice.invoice_pdf ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Invoice FAKE-0001');
    expect(text).toContain('$645.00');
  });

  it('renders an accessible page with the plan, bounded seats and a test card', async () => {
    const customer = await stripe.customers.create({ email: 'a@acme.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [
        {
          price: FAKE_PRICE_IDS.enterprise_annual,
          quantity: 7,
          adjustable_quantity: { enabled: true, minimum: 5, maximum: 50 },
        },
      ],
      success_url: 'http://app.test/ok',
      cancel_url: 'http://app.test/back',
    });
    const html = await (await fetch(session.url ?? '')).text();

    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toContain('Scopewright Enterprise');
    expect(html).toContain('$2,500.00 per seat / year');
    expect(html).toContain('<label for="quantity">Number of seats</label>');
    expect(html).toMatch(/<input\s+id="quantity"[^>]*\smin="5"\s+max="50"/);
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('<button type="submit">Subscribe</button>');
    expect(html).toContain('<a href="http://app.test/back">Back</a>');
  });

  it('declines card 4000000000000002 on the page and creates nothing', async () => {
    const customer = await stripe.customers.create({ email: 'a@acme.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: FAKE_PRICE_IDS.premium_monthly, quantity: 5 }],
      success_url: 'http://app.test/ok',
    });

    const response = await postForm(session.url ?? '', { quantity: '5', card_number: '4000 0000 0000 0002' });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await fake.idle();
    expect(fake.events()).toEqual([]);
  });

  it('says a completed checkout is complete and creates nothing more', async () => {
    const { session, customer } = await subscribeThroughCheckout(stripe);
    const pageUrl = `${fake.url}/checkout/${session.id}`;

    const again = await postForm(pageUrl, { quantity: '9', card_number: '4242424242424242' });

    expect(await again.text()).toContain('This checkout is complete');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
    expect(session.url).toBeNull();
  });

  it('refuses a quantity under the adjustable minimum and an unknown price', async () => {
    const base = { mode: 'subscription' as const, success_url: 'http://app.test/ok' };
    const tooFew = stripe.checkout.sessions.create({
      ...base,
      line_items: [
        { price: FAKE_PRICE_IDS.premium_monthly, quantity: 3, adjustable_quantity: { enabled: true, minimum: 5 } },
      ],
    });
    await expect(tooFew).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'line_items[0][quantity]' });

    const unknownPrice = stripe.checkout.sessions.create({
      ...base,
      line_items: [{ price: 'price_nope', quantity: 1 }],
    });
    await expect(unknownPrice).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
  });
});
