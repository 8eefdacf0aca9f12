import type { FakeStore } from './fake-store';
import type { WebhookSender } from './webhook-sender';

/** What the routes and the billing simulation share. `baseUrl` is known once the server listens. */
export interface FakeContext {
  store: FakeStore;
  webhooks: WebhookSender;
  baseUrl: string;
}
