import { newId, type EmailEventProvider } from '@scopewright/db';
import type pg from 'pg';
import type { ProviderEvent } from './provider-event';

export interface LoggedEmail {
  id: string;
  tenantId: string | null;
  recipientEmail: string;
  providerMessageId: string;
}

/** The sent emails with these provider message ids, or with these log ids (ids echoed by the provider). */
export async function findLogsByProviderMessageIds(
  client: pg.ClientBase,
  ids: readonly string[],
  logIds: readonly string[] = [],
) {
  const { rows } = await client.query<LoggedEmail>({
    name: 'email_events_find_logs',
    text: `select id, tenant_id as "tenantId", recipient_email as "recipientEmail",
        provider_message_id as "providerMessageId"
      from email_logs
      where (provider_message_id = any($1::text[]) or id = any($2::uuid[])) and provider_message_id is not null`,
    values: [ids, logIds],
  });
  return rows;
}

// The email log's statuses in the order a message lives them (1 sent … 6 complained; queued 0, failed as sent): a
// provider event only ever moves a log to a later one (a late "delivered" never hides "clicked"), and a bounce or a
// complaint is the last word. STATUS_BY_RANK[rank] is the status of a rank.
const RANK = (column: string) => `case ${column}
    when 'queued' then 0 when 'failed' then 1 when 'sent' then 1 when 'delivered' then 2 when 'opened' then 3
    when 'clicked' then 4 when 'bounced' then 5 when 'complained' then 6 else -1 end`;
const STATUS_BY_RANK = `(array['sent','delivered','opened','clicked','bounced','complained'])`;

/** One matched event, as the statement takes it: whether it may move its email, and who it suppresses. */
export interface EventWrite {
  event: ProviderEvent;
  log: LoggedEmail;
  movesStatus: boolean;
  suppress: { email: string; reason: 'hard_bounce' | 'complaint'; detail: string }[];
}

/**
 * In one statement: appends the events (a provider event id already there is skipped), moves each email to the
 * furthest status its new events reach (never back) with the latest event's time, and suppresses the addresses of
 * new hard bounces and complaints. Returns the new event ids and the addresses newly suppressed.
 */
export async function writeEmailEvents(
  client: pg.ClientBase,
  provider: EmailEventProvider,
  writes: readonly EventWrite[],
): Promise<{ fresh: string[]; suppressed: string[] }> {
  const suppressions = writes.flatMap((w) =>
    w.suppress.map((s) => ({ ...s, eventId: w.event.providerEventId, logId: w.log.id })),
  );
  const { rows } = await client.query<{ fresh: string[] | null; suppressed: string[] | null }>({
    name: 'email_events_write',
    text: `with input as (
        select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[],
          $7::jsonb[], $8::bool[])
          as i (id, log_id, tenant_id, event_type, provider_event_id, occurred_at, data, moves_status)
      ), fresh as (
        insert into email_events (id, email_log_id, tenant_id, provider, event_type, provider_event_id, occurred_at, data)
        select id, log_id, tenant_id, $9, event_type, provider_event_id, occurred_at, data from input
        on conflict (provider, provider_event_id) do nothing
        returning provider_event_id
      ), reached as (
        select i.log_id, max(${RANK('i.event_type')}) filter (where i.moves_status) as rank, max(i.occurred_at) as at
        from input i where i.provider_event_id in (select provider_event_id from fresh)
        group by i.log_id
      ), moved as (
        update email_logs l set
          status = case when coalesce(r.rank, -1) > ${RANK('l.status')} then ${STATUS_BY_RANK}[r.rank] else l.status end,
          last_event_at = greatest(l.last_event_at, r.at)
        from reached r where l.id = r.log_id
        returning l.id
      ), suppressed as (
        insert into email_suppressions (id, email, reason, source_email_log_id, detail)
        select s.id, s.email, s.reason, s.log_id, s.detail
        from unnest($10::uuid[], $11::text[], $12::text[], $13::text[], $14::uuid[], $15::text[])
          as s (id, event_id, email, reason, log_id, detail)
        where s.event_id in (select provider_event_id from fresh)
        on conflict (email) where lifted_at is null do nothing
        returning email
      )
      select (select array_agg(provider_event_id) from fresh) as fresh,
        (select array_agg(email) from suppressed) as suppressed`,
    values: [
      writes.map(() => newId()),
      writes.map((w) => w.log.id),
      writes.map((w) => w.log.tenantId),
      writes.map((w) => w.event.type),
      writes.map((w) => w.event.providerEventId),
      writes.map((w) => w.event.occurredAt.toISOString()),
      writes.map((w) => JSON.stringify(w.event.data)),
      writes.map((w) => w.movesStatus),
      provider,
      suppressions.map(() => newId()),
      suppressions.map((s) => s.eventId),
      suppressions.map((s) => s.email),
      suppressions.map((s) => s.reason),
      suppressions.map((s) => s.logId),
      suppressions.map((s) => s.detail),
    ],
  });
  return { fresh: rows[0]?.fresh ?? [], suppressed: rows[0]?.suppressed ?? [] };
}
