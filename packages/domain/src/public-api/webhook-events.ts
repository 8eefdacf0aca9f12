/** The events a webhook endpoint can subscribe to, with what each reports. */
export const WEBHOOK_EVENTS = {
  'quote.created': 'A quote was created.',
  'quote.sent': 'A quote was sent to the client (email or link).',
  'quote.viewed': 'The client opened the quote page for the first time.',
  'quote.accepted': 'The client accepted and signed the quote.',
  'quote.declined': 'The client declined the quote.',
  'quote.expired': 'A sent quote passed its valid-until date unanswered.',
  'opportunity.created': 'A deal was created.',
  'opportunity.stage_changed': 'A deal moved to another stage.',
  'opportunity.won': 'A deal was won.',
  'opportunity.lost': 'A deal was lost.',
  'client.created': 'A client was created.',
  'client.updated': 'A client was changed, archived or restored.',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return value in WEBHOOK_EVENTS;
}

export const WEBHOOK_ENDPOINT_STATUSES = ['enabled', 'disabled', 'auto_disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The wait before each retry, in seconds (each with up to 10 % jitter): 5 s, 1 min, 5 min, 30 min, 1 h, 2 h, 4 h,
 * 8 h, 8 h. Ten tries in all, the last about 23.6 hours after the event.
 */
export const WEBHOOK_RETRY_SCHEDULE_S = [5, 60, 300, 1800, 3600, 7200, 14400, 28800, 28800] as const;
/** Deliveries that end failed in a row, over at least this long, before the endpoint is switched off. */
export const WEBHOOK_AUTO_DISABLE = { consecutiveFailures: 20, minimumHours: 24 } as const;
/** A payload larger than this is refused at the source (it would be cut by most receivers). */
export const WEBHOOK_MAX_PAYLOAD_BYTES = 64 * 1024;
