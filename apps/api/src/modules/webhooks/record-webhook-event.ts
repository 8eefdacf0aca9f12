import { newId, type Tx } from '@scopewright/db';
import { WEBHOOK_MAX_PAYLOAD_BYTES } from '@scopewright/domain';
import { pgClientOf } from './pg-client';
import type { WebhookEvent } from './webhook-event-data';

/** NOTIFY channel the dispatcher LISTENs on; delivered after the event's transaction commits, never before. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

// A UUIDv7 made in SQL (ids are v7 everywhere; one statement makes as many rows as there are endpoints): the
// millisecond clock over the first 48 bits of a random v4, then the version nibble raised from 4 to 7.
const UUID_V7 = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
  substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1),
  'hex')::uuid`;

// One statement: a delivery per subscribed, enabled endpoint and event. With no endpoint it is one index probe of
// webhook_endpoints; only when it queued something does a second statement wake the dispatcher.
const RECORD = {
  name: 'webhooks_record_events',
  text: `with events as (
      select e->>'type' as type, e->>'messageId' as message_id, e->'payload' as payload
      from jsonb_array_elements($2::jsonb) as e
    ), inserted as (
      insert into webhook_deliveries (tenant_id, id, endpoint_id, message_id, event_type, payload, next_attempt_at)
      select w.tenant_id, ${UUID_V7}, w.id, events.message_id, events.type, events.payload, now()
      from webhook_endpoints w join events on events.type = any (w.events)
      where w.tenant_id = $1 and w.status = 'enabled'
      returning 1
    )
    select count(*)::int as queued from inserted`,
};

/**
 * The transactional outbox (docs/decisions/0052): writes the event's deliveries in the caller's transaction, so
 * nothing is sent for a change that rolls back. Returns how many deliveries were queued.
 */
export function recordWebhookEvent(tx: Tx, tenantId: string, event: WebhookEvent): Promise<number> {
  return recordWebhookEvents(tx, tenantId, [event]);
}

/** Several events of one change (a stage move that wins the deal, an import of many clients) in one statement. */
export async function recordWebhookEvents(tx: Tx, tenantId: string, events: readonly WebhookEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const timestamp = new Date().toISOString();
  const rows = events.map((event) => {
    const payload = { type: event.type, timestamp, data: event.data };
    if (Buffer.byteLength(JSON.stringify(payload)) > WEBHOOK_MAX_PAYLOAD_BYTES) {
      throw new Error(`recordWebhookEvent: the ${event.type} payload is over ${WEBHOOK_MAX_PAYLOAD_BYTES} bytes`);
    }
    return { type: event.type, messageId: newMessageId(), payload };
  });
  const result = await pgClientOf(tx).query<{ queued: number }>({
    ...RECORD,
    values: [tenantId, JSON.stringify(rows)],
  });
  const queued = result.rows[0]?.queued ?? 0;
  if (queued > 0) await pgClientOf(tx).query(`select pg_notify('${WEBHOOK_CHANNEL}', '')`);
  return queued;
}

/** `msg_` + 32 hex characters: the event's `webhook-id`, shared by its deliveries and kept across retries. */
export function newMessageId(): string {
  return `msg_${newId().replaceAll('-', '')}`;
}
