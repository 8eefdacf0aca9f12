import { z } from 'zod';
import { SafeText } from '../validation/safe-text';
import { API_KEY_ROTATION_OVERLAP_HOURS } from './api-key-format';
import { API_SCOPES, type ApiScope } from './api-scopes';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events';

export const PUBLIC_API_COPY = {
  nameRequired: 'Give the key a name, such as the tool that will use it.',
  scopesRequired: 'Choose at least one scope.',
  expiryInPast: 'The expiry date must be in the future.',
  eventsRequired: 'Choose at least one event.',
  urlInvalid: 'Enter the full address of the endpoint, starting with https://',
  /** One message for every key that does not open the API (revoked, expired, malformed, unknown). */
  invalidKey: 'The API key is missing, invalid, expired or revoked.',
  missingScope: (scope: string) => `This API key lacks the ${scope} scope.`,
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  idempotencyRunning: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  webhookNotFound: 'No such webhook endpoint in your workspace.',
  webhookDeliveryNotFound: 'No such delivery for this webhook endpoint.',
  webhookEndpointLimit: (max: number) =>
    `A workspace can have at most ${max} webhook endpoints. Delete one you no longer use first.`,
  webhookDeliveryInFlight: 'This delivery is being sent right now. Try again in a few seconds.',
  webhooksNotConfigured: 'Webhooks are not configured on this server.',
  webhookGone: 'The endpoint answered 410 Gone, so we stopped sending to it.',
  webhookFailing: (failures: number, hours: number) =>
    `The last ${failures} deliveries failed, over more than ${hours} hours, so we stopped sending to it.`,
  webhookSwitchedOff: 'Not sent: the endpoint was switched off.',
  webhookSecretUnreadable: 'The signing secret can no longer be read on this server: rotate it.',
} as const;

const Name = SafeText.pipe(z.string().trim().min(1, PUBLIC_API_COPY.nameRequired).max(80));

export const CreateApiKeyInput = z.strictObject({
  name: Name,
  scopes: z
    .array(z.enum(API_SCOPES as [ApiScope, ...ApiScope[]]))
    .min(1, PUBLIC_API_COPY.scopesRequired)
    .max(API_SCOPES.length),
  /** ISO date-time; null or absent never expires. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInput>;

export const RotateApiKeyInput = z.strictObject({
  /** How long the old key keeps working, in hours (0 = it stops now). */
  overlapHours: z
    .number()
    .int()
    .min(0)
    .max(API_KEY_ROTATION_OVERLAP_HOURS.max)
    .default(API_KEY_ROTATION_OVERLAP_HOURS.default),
});
export type RotateApiKeyInput = z.infer<typeof RotateApiKeyInput>;

export interface ApiKeySummary {
  id: string;
  name: string;
  /** `sw_live_AbCd` — enough to recognise the key, never enough to use it. */
  start: string;
  last4: string;
  scopes: ApiScope[];
  createdAt: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  rotatedFromId: string | null;
  status: 'active' | 'expiring' | 'expired' | 'revoked';
}

/** The answer to a create or a rotation: the only time the key itself is returned. */
export interface CreatedApiKey {
  key: ApiKeySummary;
  secret: string;
}

const WebhookUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ error: PUBLIC_API_COPY.urlInvalid }));
const Events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]]))
  .min(1, PUBLIC_API_COPY.eventsRequired);
const Description = SafeText.pipe(z.string().trim().max(200));

export const CreateWebhookEndpointInput = z.strictObject({
  url: WebhookUrl,
  events: Events,
  description: Description.optional(),
});
export type CreateWebhookEndpointInput = z.infer<typeof CreateWebhookEndpointInput>;

export const UpdateWebhookEndpointInput = z.strictObject({
  url: WebhookUrl.optional(),
  events: Events.optional(),
  description: Description.optional(),
  /** Turn a disabled (or automatically disabled) endpoint back on, or off. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointInput = z.infer<typeof UpdateWebhookEndpointInput>;

export interface WebhookEndpointSummary {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  status: 'enabled' | 'disabled' | 'auto_disabled';
  disabledReason: string | null;
  consecutiveFailures: number;
  /** `whsec_…` shown as its first characters only. */
  secretStart: string;
  createdAt: string;
  updatedAt: string;
}

export interface CreatedWebhookEndpoint {
  endpoint: WebhookEndpointSummary;
  /** The signing secret, `whsec_…`: returned at creation and rotation only. */
  secret: string;
}

export interface WebhookDeliveryAttempt {
  attemptNo: number;
  trigger: 'automatic' | 'replay' | 'test';
  responseStatus: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
  succeeded: boolean;
  createdAt: string;
}

export interface WebhookDeliverySummary {
  id: string;
  messageId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attemptCount: number;
  nextAttemptAt: string | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryDetail extends WebhookDeliverySummary {
  payload: Record<string, unknown>;
  attempts: WebhookDeliveryAttempt[];
}

export interface WebhookDeliveryPage {
  items: WebhookDeliverySummary[];
  nextCursor: string | null;
}
