import { withTenant } from '@scopewright/db';
import { SEAT_ROLES, USAGE_LABELS } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getSubscriptionRow } from './subscription.queries';

type DayRow = { day: string; quotes: number; ai: number; members: number };

/** The period the meters are read over: the subscription's current period, else this calendar month (UTC). */
export function usagePeriod(now: Date, subscription: { currentPeriodEnd: Date | null; interval: string } | null) {
  const end = subscription?.currentPeriodEnd;
  if (end && end.getTime() > now.getTime()) {
    const start = new Date(end);
    if (subscription.interval === 'annual') start.setUTCFullYear(start.getUTCFullYear() - 1);
    else start.setUTCMonth(start.getUTCMonth() - 1);
    return { start, end };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/**
 * GET /api/billing/usage/history: day by day from the period's start to today, the quotes the workspace holds
 * (the quote meter counts them all), the AI generations of each day's calendar month so far (the AI meter's own
 * month) and the members holding a seat who had joined by then. One statement over three indexed counts.
 */
export async function getUsageHistory(ctx: TenantContext, now = new Date()) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const period = usagePeriod(now, await getSubscriptionRow(tx, ctx.tenantId));
    const until = now.getTime() < period.end.getTime() ? now : period.end;
    const { rows } = await tx.execute<DayRow>(sql`
      with days as (
        select d as day_start, (d + interval '1 day') as day_end
        from generate_series(date_trunc('day', ${period.start}::timestamptz at time zone 'UTC'),
          date_trunc('day', ${until}::timestamptz at time zone 'UTC'), interval '1 day') d
      )
      select days.day_start::date::text as day,
        (select count(*)::int from quotes q
          where q.tenant_id = ${ctx.tenantId} and q.created_at < days.day_end at time zone 'UTC') as quotes,
        (select count(*)::int from ai_runs r
          where r.tenant_id = ${ctx.tenantId} and r.status = 'succeeded'
            and r.created_at >= date_trunc('month', days.day_start) at time zone 'UTC'
            and r.created_at < days.day_end at time zone 'UTC') as ai,
        (select count(*)::int from profiles p
          where p.tenant_id = ${ctx.tenantId} and p.role in ${SEAT_ROLES}
            and p.created_at < days.day_end at time zone 'UTC') as members
      from days order by days.day_start`);
    const series = (key: 'maxQuotes' | 'aiGenerationsPerMonth' | 'maxUsers', pick: (row: DayRow) => number) => ({
      key,
      label: USAGE_LABELS[key],
      points: rows.map((row) => ({ date: row.day, used: Number(pick(row)) })),
    });
    return {
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      series: [
        series('maxQuotes', (r) => r.quotes),
        series('aiGenerationsPerMonth', (r) => r.ai),
        series('maxUsers', (r) => r.members),
      ],
    };
  });
}
