import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import type { FakeControls } from './api/api-guards';
import { seedCatalog } from './fake-catalog';
import type { FakeContext } from './fake-context';
import { createFakeStore, realNow } from './fake-store';
import { setCardBehavior } from './billing/set-card-behavior';
import { createStripeFakeApp } from './stripe-fake-app';
import { WebhookSender } from './webhook-sender';

export interface StripeFakeOptions {
  /** 0 = random (default). */
  port?: number;
  /** Where signed events are POSTed (can be set later). */
  webhookUrl?: string | null;
  /** 'whsec_...' */
  webhookSecret: string;
  /** Initial time of the default clock, unix seconds; default now. */
  now?: number;
  /** Default true: pre-create 3 products and the 6 prices with FAKE_PRICE_IDS. */
  catalog?: boolean;
}

export interface StripeFake {
  /** 'http://127.0.0.1:<port>' */
  url: string;
  port: number;
  clientOptions: { host: string; port: number; protocol: 'http' };
  /** The test clock every customer created without `test_clock` belongs to. */
  defaultClockId: string;
  setWebhookUrl(url: string | null): void;
  /** Every event emitted so far, oldest first (Stripe.Event objects exactly as delivered). */
  events(): Stripe.Event[];
  /** Resolves when every queued webhook delivery has been attempted (tests await it). */
  idle(): Promise<void>;
  /** Re-sends an already emitted event unchanged (same id, fresh signature): duplicates on demand. */
  redeliver(eventId: string): Promise<number>;
  /** The next n API requests answer 500 with a Stripe api_error body (an outage). */
  failNextRequests(n: number): void;
  /** The card on file of a customer: 'succeed' or 'decline' (charges fail, as Stripe's 4000000000000341). */
  setCardBehavior(customerId: string, behavior: 'succeed' | 'decline'): void;
  close(): Promise<void>;
}

/** Starts the Stripe fake on loopback: a real HTTP server the official `stripe` client can be pointed at. */
export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const now = options.now ?? realNow();
  const store = createFakeStore(now);
  if (options.catalog ?? true) seedCatalog(store, now);
  const webhooks = new WebhookSender({ url: options.webhookUrl ?? null, secret: options.webhookSecret });
  const ctx: FakeContext = { store, webhooks, baseUrl: '' };
  const controls: FakeControls = { failNext: 0 };
  const app = createStripeFakeApp(ctx, controls);

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
  ctx.baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: ctx.baseUrl,
    port,
    clientOptions: { host: '127.0.0.1', port, protocol: 'http' },
    defaultClockId: store.defaultClockId,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    events: () => webhooks.events(),
    idle: () => webhooks.idle(),
    redeliver: (eventId) => webhooks.redeliver(eventId),
    failNextRequests: (n) => {
      controls.failNext = n;
    },
    setCardBehavior: (customerId, behavior) => setCardBehavior(store, customerId, behavior),
    close: () => {
      webhooks.close();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}
