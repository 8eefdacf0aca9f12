import type { WebhookConfig } from './webhook-config';
import type { WebhookDispatcher } from './webhook-dispatcher';

/** What the webhook use cases need besides the request context: the keyring and rules, and this process's sender. */
export interface WebhookDeps {
  config: WebhookConfig;
  dispatcher: Pick<WebhookDispatcher, 'sendNow' | 'leaseSeconds'>;
}

/** How long a rotated-out secret keeps signing beside the new one. */
export const SECRET_ROTATION_OVERLAP_HOURS = 24;
/** Endpoints per workspace: each event is written once per subscribed endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;
