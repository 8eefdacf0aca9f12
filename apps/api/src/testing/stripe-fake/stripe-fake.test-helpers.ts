import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FAKE_PRICE_IDS, startStripeFake, type StripeFake } from './index';

export const WEBHOOK_SECRET = 'whsec_test_fake_secret';
export const JAN_31_2026 = Date.UTC(2026, 0, 31, 12) / 1000;
export const DAY = 24 * 60 * 60;

/** A tiny webhook endpoint that keeps only events whose signature the real SDK verifies. */
export interface WebhookReceiver {
  url: string;
  events: Stripe.Event[];
  rejectedSignatures: number;
  /** Status to answer with the next deliveries (then 200 again). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret = WEBHOOK_SECRET): Promise<WebhookReceiver> {
  const events: Stripe.Event[] = [];
  let failures = { count: 0, status: 500 };
  const receiver = { events, rejectedSignatures: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failures.count > 0) {
        failures.count -= 1;
        response.writeHead(failures.status).end();
        return;
      }
      try {
        events.push(Stripe.webhooks.constructEvent(body, String(request.headers['stripe-signature']), secret));
        response.writeHead(200).end('{}');
      } catch {
        receiver.rejectedSignatures += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/webhook`,
    failNext: (count: number, status = 500) => {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export function stripeClient(fake: StripeFake, apiKey = 'sk_test_fake'): Stripe {
  return new Stripe(apiKey, { ...fake.clientOptions, maxNetworkRetries: 0 });
}

export async function startFakeWithReceiver(now = JAN_31_2026) {
  const receiver = await startWebhookReceiver();
  const fake = await startStripeFake({ webhookSecret: WEBHOOK_SECRET, webhookUrl: receiver.url, now });
  return { fake, receiver, stripe: stripeClient(fake) };
}

interface CheckoutInput {
  price?: string;
  quantity?: number;
  cardNumber?: string;
  testClock?: string;
}

/** A customer subscribed the way a user does it: Checkout session, then the hosted page's form posted. */
export async function subscribeThroughCheckout(stripe: Stripe, input: CheckoutInput = {}) {
  const customer = await stripe.customers.create({
    name: 'Acme MSP',
    email: 'billing@acme.test',
    metadata: { workspaceId: 'ws_1' },
    ...(input.testClock ? { test_clock: input.testClock } : {}),
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    client_reference_id: 'ws_1',
    line_items: [
      {
        price: input.price ?? FAKE_PRICE_IDS.premium_monthly,
        quantity: input.quantity ?? 5,
        adjustable_quantity: { enabled: true, minimum: 5, maximum: 500 },
      },
    ],
    subscription_data: { metadata: { workspaceId: 'ws_1' } },
    success_url: 'http://app.test/settings/billing?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/settings/billing',
  });
  const response = await postForm(session.url ?? '', {
    quantity: String(input.quantity ?? 5),
    card_number: input.cardNumber ?? '4242 4242 4242 4242',
  });
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
  return { customer, session: completed, subscription, response };
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

export function eventTypes(events: Stripe.Event[]): string[] {
  return events.map((event) => event.type);
}
