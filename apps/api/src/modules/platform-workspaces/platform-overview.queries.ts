import type { Tx } from '@scopewright/db';
import type { EmailLogStatus, WorkspacePlan, WorkspaceState } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { countDailyTotals } from '../email-logs';
import { liveSubscriptionSql, planSql, SEAT_ROLE_LIST, stateSql } from './workspace-sql';

/** A period [from, to) in UTC. */
export interface Period {
  from: Date;
  to: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const rowsOf = async <T extends Record<string, unknown>>(promise: Promise<{ rows: T[] }>) => (await promise).rows;

/** Workspaces created per bucket (a UTC day or a week from Monday) of the period. */
export const countSignups = (tx: Tx, period: Period, unit: 'day' | 'week') =>
  rowsOf(
    tx.execute<{ bucket: string; n: number }>(sql`
      select date_trunc(${unit}, t.created_at at time zone 'UTC')::date::text as bucket, count(*)::int as n
      from tenants t
      where t.created_at >= ${at(period.from)} and t.created_at < ${at(period.to)}
      group by 1`),
  );

/**
 * Conversions per bucket: workspaces whose first paid plan started in the period, a plan start being a
 * `plan_changed` billing event (each paid plan start writes one, manual or Stripe); the first is the conversion.
 */
export const countConversions = (tx: Tx, period: Period, unit: 'day' | 'week') =>
  rowsOf(
    tx.execute<{ bucket: string; n: number }>(sql`
      select date_trunc(${unit}, f.first_at at time zone 'UTC')::date::text as bucket, count(*)::int as n
      from (
        select min(e.created_at) as first_at from billing_events e
        where e.type = 'plan_changed' group by e.tenant_id
      ) f
      where f.first_at >= ${at(period.from)} and f.first_at < ${at(period.to)}
      group by 1`),
  );

/** Every workspace by state and plan, now (one read of tenants). */
export const countByState = (tx: Tx, now: Date) =>
  rowsOf(
    tx.execute<{ state: WorkspaceState; plan: WorkspacePlan | null; n: number }>(sql`
      select ${stateSql(now)} as state, ${planSql} as plan, count(*)::int as n
      from tenants t group by 1, 2`),
  );

export type BilledGroup = {
  /** A live Stripe subscription, or a paid plan without one (manual). */
  source: 'stripe' | 'manual';
  tier: string;
  interval: 'monthly' | 'annual';
  /** Stripe's seats, or a manual plan's seat-holding members (priced in the use case). */
  seats: number;
  n: number;
};

/**
 * What is billed now, grouped: a live Stripe subscription by its plan, interval and seats; a paying workspace
 * without one by its plan, interval (monthly when unset) and members. The members of every workspace are counted
 * in one pass (a hash aggregate), cheaper than a lookup per paying workspace.
 */
export const countBilled = (tx: Tx, now: Date) =>
  rowsOf(
    tx.execute<BilledGroup>(sql`
      select case when ${liveSubscriptionSql} then 'stripe' else 'manual' end as source,
        case when ${liveSubscriptionSql} then s.tier else t.active_tier end as tier,
        case when ${liveSubscriptionSql} then s.interval else coalesce(t.billing_interval, 'monthly') end as interval,
        case when ${liveSubscriptionSql} then s.seats else coalesce(m.n, 0) end as seats,
        count(*)::int as n
      from tenants t
      left join billing_subscriptions s on s.tenant_id = t.id
      left join (
        select p.tenant_id, count(*)::int as n from profiles p
        where p.tenant_id is not null and p.role in (${SEAT_ROLE_LIST})
        group by p.tenant_id
      ) m on m.tenant_id = t.id
      where ${liveSubscriptionSql} or ${stateSql(now)} = 'paying'
      group by 1, 2, 3, 4`),
  );

/** The first instant of a UTC day (YYYY-MM-DD). */
const dayStart = (day: string) => sql`${`${day}T00:00:00.000Z`}::timestamptz`;

/**
 * Succeeded AI generations per UTC day in [fromDay, toDay). The only index with the time leads with the workspace,
 * so the whole index is read (index-only); grouping is the costly part, hence the completed days held per process.
 */
export async function countAiGenerations(tx: Tx, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await rowsOf(
    tx.execute<{ day: string; n: number }>(sql`
      select d.day::date::text as day, d.n from (
        select date_trunc('day', r.created_at at time zone 'UTC') as day, count(*)::int as n
        from ai_runs r
        where r.status = 'succeeded' and r.created_at >= ${dayStart(fromDay)} and r.created_at < ${dayStart(toDay)}
        group by 1
      ) d`),
  );
  return new Map(rows.map((row) => [row.day, row.n]));
}

/** Quotes sent per UTC day in [fromDay, toDay) (the trigger-kept daily counts, every currency). */
export async function countQuotesSent(tx: Tx, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await rowsOf(
    tx.execute<{ day: string; n: number }>(sql`
      select d.day, sum(d.sent_count)::int as n
      from quote_sent_days d
      where d.day >= ${fromDay}::date and d.day < ${toDay}::date
      group by d.day`),
  );
  return new Map(rows.map((row) => [row.day, row.n]));
}

/**
 * Emails per UTC day in [fromDay, toDay) and status: the email log's platform daily counts (docs/decisions/0054),
 * read as Email Analytics reads them.
 */
export async function countEmailsByDay(
  tx: Tx,
  fromDay: string,
  toDay: string,
): Promise<Map<string, Partial<Record<EmailLogStatus, number>>>> {
  const window = { start: new Date(`${fromDay}T00:00:00.000Z`), end: new Date(`${toDay}T00:00:00.000Z`) };
  const rows = await countDailyTotals(tx, {}, { ...window, granularity: 'day' });
  const days = new Map<string, Partial<Record<EmailLogStatus, number>>>();
  for (const row of rows) {
    const day = new Date(row.bucket).toISOString().slice(0, 10);
    days.set(day, { ...days.get(day), [row.status]: row.n });
  }
  return days;
}

/*
 * Jobs failed for good in the period: pg-boss 10 marks a job `failed` once its retries are spent and later moves it
 * to its archive (`archived_on` is after the failure, so it bounds the archive's scan). One read of both tables
 * gives the count per queue and the latest few.
 */
export async function readFailedJobs(tx: Tx, period: Period, limit: number) {
  const result = await tx.execute<{
    by_queue: { queue: string; n: number }[] | null;
    latest: FailedJobRow[] | null;
  }>(sql`
    with f as materialized (
      select j.id, j.name, j.completed_on, j.output from pgboss.job j
      where j.state = 'failed' and j.completed_on >= ${at(period.from)} and j.completed_on < ${at(period.to)}
      union all
      select a.id, a.name, a.completed_on, a.output from pgboss.archive a
      where a.state = 'failed' and a.archived_on >= ${at(period.from)}
        and a.completed_on >= ${at(period.from)} and a.completed_on < ${at(period.to)}
    )
    select
      (select json_agg(json_build_object('queue', q.name, 'n', q.n) order by q.n desc, q.name)
        from (select f.name, count(*)::int as n from f group by f.name) q) as by_queue,
      (select json_agg(json_build_object(
          'id', l.id, 'queue', l.name,
          'failedMs', floor(extract(epoch from l.completed_on) * 1000)::float8,
          'error', coalesce(l.output->>'message', l.output->'value'->>'message', l.output->>'value')
        ) order by l.completed_on desc, l.id desc)
        from (select * from f order by f.completed_on desc, f.id desc limit ${limit}) l) as latest`);
  const row = result.rows[0];
  return { byQueue: row?.by_queue ?? [], latest: row?.latest ?? [] };
}

interface FailedJobRow {
  id: string;
  queue: string;
  failedMs: number;
  error: string | null;
}
