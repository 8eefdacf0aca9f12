import {
  emailFigures,
  emailRates,
  emptyStatusCounts,
  resolveTimeRange,
  type EmailMetrics,
  type EmailMetricsFilters,
  type EmailStatusCounts,
} from '@scopewright/domain';
import { withScope, type EmailLogsContext } from './email-logs-context';
import { endOfUtcDay, startOfUtcDay } from './email-logs.queries';
import { canUseDailyCounts, countDailyTotals, countLogsPerBucket, type MetricsWindow } from './email-metrics.queries';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Every bucket's start in [start, end): hours or UTC days. */
function bucketStarts(window: MetricsWindow): number[] {
  const step = window.granularity === 'hour' ? HOUR_MS : DAY_MS;
  const starts: number[] = [];
  for (let t = window.start.getTime(); t < window.end.getTime(); t += step) starts.push(t);
  return starts;
}

/**
 * GET /api/email-logs/metrics (and the platform's): counts by status over the filtered set within the range (the
 * calendar period containing now, in UTC), the email log's rates (docs/product-rules.md#email-log) and a series per hour (today) or per day
 * (docs/decisions/0054-email-logs-and-metrics.md) (docs/security.md#log-redaction).
 */
export async function getEmailMetrics(
  ctx: EmailLogsContext,
  query: EmailMetricsFilters,
  now = new Date(),
): Promise<EmailMetrics> {
  const { range, ...filters } = query;
  const span = resolveTimeRange(range, now, 'UTC');
  const granularity = range === 'today' ? 'hour' : 'day';
  const period: MetricsWindow = { start: new Date(span.start), end: new Date(span.end), granularity };
  // The date filters narrow the period; the chart still shows all of it.
  const counted: MetricsWindow = {
    granularity,
    start: new Date(Math.max(span.start, filters.from ? startOfUtcDay(filters.from).getTime() : -Infinity)),
    end: new Date(Math.min(span.end, filters.to ? endOfUtcDay(filters.to).getTime() : Infinity)),
  };

  const rows =
    counted.start < counted.end
      ? await withScope(ctx, (tx) =>
          canUseDailyCounts(ctx.scope, filters, counted)
            ? countDailyTotals(tx, filters, counted)
            : countLogsPerBucket(tx, ctx.scope, filters, counted),
        )
      : [];

  const perBucket = new Map<number, EmailStatusCounts>(bucketStarts(period).map((t) => [t, emptyStatusCounts()]));
  const counts = emptyStatusCounts();
  for (const row of rows) {
    counts[row.status] += row.n;
    const bucket = perBucket.get(row.bucket);
    if (bucket) bucket[row.status] += row.n;
  }
  const figures = emailFigures(counts);
  return {
    range,
    from: period.start.toISOString(),
    to: period.end.toISOString(),
    granularity,
    counts,
    figures,
    rates: emailRates(figures),
    series: [...perBucket].map(([start, bucketCounts]) => ({
      start: new Date(start).toISOString(),
      counts: bucketCounts,
    })),
  };
}
