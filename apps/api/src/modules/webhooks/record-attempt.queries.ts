import { newId, type Tx } from '@scopewright/db';
import type { AttemptTrigger } from './delivery-claims.queries';
import { pgClientOf } from './pg-client';
import type { AttemptResult } from './send-webhook';

export type DeliveryStatusAfter = 'succeeded' | 'pending' | 'failed';

// Each delivery's new state and its attempt row, for a batch of tries, in one statement; a success also ends its
// endpoint's failure streak (a no-op, and no row lock, while there is none). A delivery deleted meanwhile (its
// endpoint was) is skipped.
const RECORD = {
  name: 'webhooks_record_attempts',
  text: `with input as (
      select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::float8[], $5::int[], $6::text[], $7::uuid[],
        $8::text[], $9::int[], $10::text[])
        as t (tenant_id, id, status, retry_in_s, response_status, error, attempt_id, trigger, duration_ms, excerpt)
    ), d as (
      update webhook_deliveries w set
        status = i.status,
        attempt_count = w.attempt_count + 1,
        next_attempt_at = case when i.status = 'pending' then now() + i.retry_in_s * interval '1 second' end,
        lease_expires_at = null,
        last_attempt_at = now(),
        last_response_status = i.response_status,
        last_error = i.error,
        delivered_at = case when i.status = 'succeeded' then now() else w.delivered_at end,
        updated_at = now()
      from input i
      where w.tenant_id = i.tenant_id and w.id = i.id
      returning w.tenant_id, w.id, w.endpoint_id, w.attempt_count, i.status
    ), streak as (
      update webhook_endpoints e set consecutive_failures = 0, failing_since = null, updated_at = now()
      where (e.tenant_id, e.id) in (select tenant_id, endpoint_id from d where status = 'succeeded')
        and (e.consecutive_failures > 0 or e.failing_since is not null)
      returning 1
    )
    insert into webhook_delivery_attempts
      (tenant_id, id, delivery_id, attempt_no, trigger, response_status, duration_ms, response_excerpt, error, succeeded)
    select d.tenant_id, i.attempt_id, d.id, d.attempt_count, i.trigger, i.response_status, i.duration_ms, i.excerpt,
      i.error, i.status = 'succeeded'
    from d join input i on i.tenant_id = d.tenant_id and i.id = d.id
    returning delivery_id as "deliveryId"`,
};

export interface AttemptRecord {
  tenantId: string;
  deliveryId: string;
  trigger: AttemptTrigger;
  result: AttemptResult;
  status: DeliveryStatusAfter;
  /** Seconds until the next try, for a delivery left pending. */
  retryInS: number | null;
}

/** Writes the tries and moves their deliveries on; returns the ids of the deliveries that still existed. */
export async function recordAttempts(tx: Tx, records: readonly AttemptRecord[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const column = <T>(pick: (record: AttemptRecord) => T) => records.map(pick);
  const { rows } = await pgClientOf(tx).query<{ deliveryId: string }>({
    ...RECORD,
    values: [
      column((r) => r.tenantId),
      column((r) => r.deliveryId),
      column((r) => r.status),
      column((r) => r.retryInS ?? 0),
      column((r) => r.result.responseStatus),
      column((r) => r.result.error),
      column(() => newId()),
      column((r) => r.trigger),
      column((r) => r.result.durationMs),
      column((r) => r.result.responseExcerpt),
    ],
  });
  return new Set(rows.map((row) => row.deliveryId));
}

/**
 * One more delivery of the endpoint ended failed: the streak grows (it started with the oldest such delivery).
 * Returns the streak, or null when the endpoint is gone.
 */
export async function extendFailureStreak(
  tx: Tx,
  tenantId: string,
  endpointId: string,
  deliveryCreatedAt: Date,
): Promise<{ consecutiveFailures: number; failingSince: Date; status: string } | null> {
  const { rows } = await pgClientOf(tx).query<{ consecutiveFailures: number; failingSince: Date; status: string }>(
    `update webhook_endpoints
     set consecutive_failures = consecutive_failures + 1,
       failing_since = least(failing_since, $3), updated_at = now()
     where tenant_id = $1 and id = $2
     returning consecutive_failures as "consecutiveFailures", failing_since as "failingSince", status`,
    [tenantId, endpointId, deliveryCreatedAt],
  );
  return rows[0] ?? null;
}

/** A delivery that will not be tried: its endpoint was switched off after it was queued. */
export async function failUnsent(tx: Tx, tenantId: string, deliveryId: string, reason: string): Promise<void> {
  await pgClientOf(tx).query(
    `update webhook_deliveries set status = 'failed', next_attempt_at = null, lease_expires_at = null,
       last_error = $3, updated_at = now()
     where tenant_id = $1 and id = $2 and status = 'pending'`,
    [tenantId, deliveryId, reason],
  );
}
