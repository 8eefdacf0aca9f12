import type pg from 'pg';

export type AttemptTrigger = 'automatic' | 'replay' | 'test';

/** A delivery a worker holds (its lease) with what sending it needs from its endpoint. */
export interface ClaimedDelivery {
  tenantId: string;
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: Record<string, unknown>;
  attemptCount: number;
  createdAt: Date;
  url: string;
  endpointStatus: 'enabled' | 'disabled' | 'auto_disabled';
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
}

const RETURNING = `d.tenant_id as "tenantId", d.id, d.endpoint_id as "endpointId", d.message_id as "messageId",
  d.event_type as "eventType", d.payload, d.attempt_count as "attemptCount", d.created_at as "createdAt", e.url,
  e.status as "endpointStatus", e.secret_sealed as "secretSealed", e.previous_secret_sealed as "previousSecretSealed",
  e.previous_secret_expires_at as "previousSecretExpiresAt"`;

// The oldest due deliveries, at most `allowed` per endpoint (fewer for endpoints this worker is already sending
// to), passing over the endpoints in `skip` so one endpoint's backlog cannot fill the window and starve the
// others; leased so no other worker takes them. SKIP LOCKED lets several workers claim side by side.
const CLAIM = {
  name: 'webhooks_claim_due',
  text: `update webhook_deliveries d
    set lease_expires_at = now() + $1 * interval '1 second', updated_at = now()
    from webhook_endpoints e
    where e.tenant_id = d.tenant_id and e.id = d.endpoint_id
      and (d.tenant_id, d.id) in (
        select tenant_id, id from (
          select w.tenant_id, w.id, w.next_attempt_at,
            row_number() over (partition by w.endpoint_id order by w.next_attempt_at, w.id) as rn,
            coalesce(busy.remaining, $2) as allowed
          from (
            select tenant_id, id, endpoint_id, next_attempt_at from webhook_deliveries
            where status = 'pending' and next_attempt_at <= now()
              and (lease_expires_at is null or lease_expires_at < now())
              and endpoint_id <> all ($7::uuid[])
            order by next_attempt_at
            limit $3
            for update skip locked
          ) w
          left join unnest($4::uuid[], $5::int[]) as busy (endpoint_id, remaining) on busy.endpoint_id = w.endpoint_id
        ) ranked
        where rn <= allowed
        order by next_attempt_at
        limit $6
      )
    returning ${RETURNING}`,
};

export interface ClaimLimits {
  count: number;
  leaseSeconds: number;
  perEndpoint: number;
  /** Endpoints this worker already sends to, with how many more each may take now. */
  remainingByEndpoint: ReadonlyMap<string, number>;
  /** Endpoints to pass over this time (at their bound, or served in this round). */
  skip: ReadonlySet<string>;
}

/** Runs in a platform transaction (deliveries of every workspace): withPlatformClient. */
export async function claimDueDeliveries(client: pg.ClientBase, limits: ClaimLimits): Promise<ClaimedDelivery[]> {
  const busy = [...limits.remainingByEndpoint];
  const { rows } = await client.query<ClaimedDelivery>({
    ...CLAIM,
    values: [
      limits.leaseSeconds,
      limits.perEndpoint,
      Math.max(64, limits.count * 8),
      busy.map(([endpointId]) => endpointId),
      busy.map(([, remaining]) => remaining),
      limits.count,
      [...limits.skip],
    ],
  });
  return rows;
}

/** A delivery the caller has just leased (a test event or a replay), read for sending. */
export async function loadLeasedDelivery(
  client: pg.ClientBase,
  tenantId: string,
  id: string,
): Promise<ClaimedDelivery | null> {
  const { rows } = await client.query<ClaimedDelivery>(
    `select ${RETURNING} from webhook_deliveries d
     join webhook_endpoints e on e.tenant_id = d.tenant_id and e.id = d.endpoint_id
     where d.tenant_id = $1 and d.id = $2 and d.status = 'pending'`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}
