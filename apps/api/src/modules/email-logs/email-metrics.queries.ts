import { emailLogDailyCounts, emailLogs, type Tx } from '@scopewright/db';
import type { EmailLogStatus } from '@scopewright/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { EmailLogScope } from './email-logs-context';
import { planTextSearch } from './email-log-search';
import { filterConditions, type EmailLogFilterSet } from './email-logs.queries';

export interface BucketCount {
  /** The bucket's first instant, epoch milliseconds. */
  bucket: number;
  status: EmailLogStatus;
  n: number;
}

export interface MetricsWindow {
  start: Date;
  end: Date;
  granularity: 'hour' | 'day';
}

/**
 * The platform's daily counts answer only filters they keep (type, template, status) over whole UTC days; a
 * workspace, a person, a recipient or a search reads the log itself through its indexes.
 */
export function canUseDailyCounts(scope: EmailLogScope, filters: EmailLogFilterSet, window: MetricsWindow): boolean {
  return (
    scope.kind === 'platform' &&
    window.granularity === 'day' &&
    !filters.tenantId &&
    !filters.userId &&
    !filters.recipient &&
    !filters.q
  );
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Beyond this many matches a search's counts read the log without the index (slow, and said so in ADR 0054). */
const SEARCH_IDS_MAX = 20_000;

/** Counts per bucket and status from email_logs: the filters, within [start, end). */
export async function countLogsPerBucket(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  window: MetricsWindow,
): Promise<BucketCount[]> {
  const lastDay = new Date(window.end.getTime() - 1);
  const inWindow = { ...filters, from: isoDay(window.start), to: isoDay(lastDay) };
  const search = await planTextSearch(tx, scope, inWindow, SEARCH_IDS_MAX);
  const ids = search.kind === 'ids' ? search.ids : undefined;
  const unit = sql.raw(`'${window.granularity}'`);
  const bucket = sql<number>`(extract(epoch from date_trunc(${unit}, ${emailLogs.loggedAt}, 'UTC')) * 1000)::float8`;
  const rows = await tx
    .select({ bucket, status: emailLogs.status, n: sql<number>`count(*)::int` })
    .from(emailLogs)
    .where(
      and(
        ...filterConditions(scope, filters, ids),
        gte(emailLogs.loggedAt, window.start),
        lt(emailLogs.loggedAt, window.end),
      ),
    )
    .groupBy(sql`1`, emailLogs.status);
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket) }));
}

/** The same from the platform's daily counts (whole UTC days), summed over shards. */
export async function countDailyTotals(
  tx: Tx,
  filters: EmailLogFilterSet,
  window: MetricsWindow,
): Promise<BucketCount[]> {
  const c = emailLogDailyCounts;
  const rows = await tx
    .select({ day: c.day, status: c.status, n: sql<number>`sum(${c.emailCount})::int` })
    .from(c)
    .where(
      and(
        gte(c.day, isoDay(window.start)),
        lt(c.day, isoDay(window.end)),
        filters.emailType ? eq(c.emailType, filters.emailType) : undefined,
        filters.templateName ? eq(c.templateName, filters.templateName) : undefined,
        filters.status ? eq(c.status, filters.status) : undefined,
      ),
    )
    .groupBy(c.day, c.status);
  return rows.map((row) => ({
    bucket: Date.parse(`${row.day}T00:00:00.000Z`),
    status: row.status as EmailLogStatus,
    n: row.n,
  }));
}
