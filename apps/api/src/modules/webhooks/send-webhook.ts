import { Webhook } from 'standardwebhooks';
import { OutboundError } from '../../platform/outbound/outbound-error';
import type { OutboundTransport } from '../../platform/outbound/outbound-transport';
import { parseRetryAfter } from './webhook-retry';

export const WEBHOOK_USER_AGENT = 'Scopewright-Webhooks/1';
/** How much of a receiver's answer an attempt keeps. */
export const RESPONSE_EXCERPT_CHARS = 1024;

export interface WebhookMessage {
  messageId: string;
  /** `{ type, timestamp, data }` as recorded with the event. */
  payload: Record<string, unknown>;
}

/** What one try gave; `error` says why it failed, in words for the person who set up the endpoint. */
export interface AttemptResult {
  succeeded: boolean;
  responseStatus: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
  retryAfterS: number | null;
  /** 410 Gone: the receiver asks us to stop. */
  gone: boolean;
}

/** The body, its keys in the Standard Webhooks order (jsonb keeps its own order), the same on every retry. */
export function webhookBody(payload: Record<string, unknown>): string {
  const { type, timestamp, data } = payload;
  return JSON.stringify({ type, timestamp, data });
}

/** The Standard Webhooks headers; during a rotation's overlap one `v1,` signature per secret, space-separated. */
export function signedHeaders(
  message: WebhookMessage,
  body: string,
  secrets: readonly string[],
  at: Date,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(message.messageId, at, body)).join(' '),
  };
}

/** POSTs the message through the outbound transport (promise 20) and reads what came back; never throws. */
export async function sendWebhook(
  transport: OutboundTransport,
  url: string,
  message: WebhookMessage,
  secrets: readonly string[],
): Promise<AttemptResult> {
  const body = webhookBody(message.payload);
  const at = new Date();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await transport({ method: 'POST', url, headers: signedHeaders(message, body, secrets, at), body });
    const status = response.status;
    const succeeded = status >= 200 && status < 300;
    return {
      succeeded,
      responseStatus: status,
      durationMs: elapsed(),
      // PostgreSQL text holds no NUL character: a receiver's answer must not stop its try from being recorded.
      responseExcerpt: response.text.slice(0, RESPONSE_EXCERPT_CHARS).replaceAll('\u0000', ''),
      error: succeeded ? null : failureOf(status),
      retryAfterS: succeeded ? null : parseRetryAfter(response.headers.get('retry-after'), new Date()),
      gone: status === 410,
    };
  } catch (error) {
    const known = error instanceof OutboundError;
    return {
      succeeded: false,
      responseStatus: null,
      durationMs: elapsed(),
      responseExcerpt: null,
      error: known ? error.message : 'The request could not be sent',
      retryAfterS: null,
      gone: false,
    };
  }
}

function failureOf(status: number): string {
  if (status === 410) return 'The endpoint answered 410 Gone, so it was switched off';
  if (status >= 300 && status < 400) return `The endpoint answered ${status}: redirects are not followed`;
  return `The endpoint answered ${status}`;
}
