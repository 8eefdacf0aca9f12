import { withPlatform, type Database, type Tx } from '@scopewright/db';
import {
  billableSeats,
  emailFigures,
  emailRates,
  emptyStatusCounts,
  growthGranularityOf,
  monthlyRecurringCents,
  PAID_TIERS,
  PLATFORM_OVERVIEW_LATEST_FAILED_JOBS,
  PRICING_CURRENCY,
  resolveTimeRange,
  type EmailLogStatus,
  type PaidTier,
  type PlanRevenue,
  type PlatformOverview,
  type PlatformOverviewRange,
  type RevenueFigures,
} from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { CompletedDays, isoDay, nextDay, type DaysReader } from './completed-days';
import * as q from './platform-overview.queries';

const DAY_MS = 86_400_000;
type StatusCounts = Partial<Record<EmailLogStatus, number>>;

const isPaid = (tier: string | null): tier is PaidTier =>
  tier !== null && (PAID_TIERS as readonly string[]).includes(tier);
/** An error's first line, short enough for a list. */
const firstLine = (text: string | null) => (text ? text.split('\n', 1)[0]!.trim().slice(0, 300) : null);

/** Each bucket's key (the UTC day, or the Monday of the week) from the period's start to its end. */
function bucketKeys(period: q.Period, unit: 'day' | 'week'): string[] {
  const keys: string[] = [];
  let t = period.from.getTime();
  if (unit === 'week') t -= ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS;
  for (; t < period.to.getTime(); t += unit === 'week' ? 7 * DAY_MS : DAY_MS) keys.push(isoDay(t));
  return keys;
}

/** The completed days held per process, per database (tests run several apps in one process). */
const held = new WeakMap<
  Database,
  { ai: CompletedDays<number>; quotes: CompletedDays<number>; emails: CompletedDays<StatusCounts> }
>();
function heldFor(database: Database) {
  let days = held.get(database);
  if (!days) {
    days = {
      ai: new CompletedDays(() => 0),
      quotes: new CompletedDays(() => 0),
      emails: new CompletedDays(() => ({})),
    };
    held.set(database, days);
  }
  return days;
}

/** A per-day figure over `days`: the completed ones as held (read when missing), today's read now. */
async function perDay<T>(
  tx: Tx,
  cache: CompletedDays<T>,
  days: readonly string[],
  now: Date,
  reader: (tx: Tx, from: string, to: string) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  const today = isoDay(now.getTime());
  const read: DaysReader<T> = (from, to) => reader(tx, from, to);
  const values = await cache.read(
    days.filter((day) => day < today),
    now.getTime(),
    read,
  );
  if (days.includes(today)) {
    const live = await read(today, nextDay(today));
    if (live.has(today)) values.set(today, live.get(today)!);
  }
  return values;
}

const emptyFigures = (): RevenueFigures => ({ workspaces: 0, seats: 0, mrrCents: 0 });
const add = (into: RevenueFigures, workspaces: number, seats: number, mrrCents: number) => {
  into.workspaces += workspaces;
  into.seats += seats;
  into.mrrCents += mrrCents;
};

function workspacesByState(rows: Awaited<ReturnType<typeof q.countByState>>): PlatformOverview['workspaces'] {
  const workspaces: PlatformOverview['workspaces'] = {
    total: 0,
    trial: 0,
    paying: { total: 0, essentials: 0, premium: 0, enterprise: 0 },
    readOnly: { total: 0, trialExpired: 0, readOnly: 0 },
    suspended: 0,
  };
  for (const { state, plan, n } of rows) {
    workspaces.total += n;
    if (state === 'trial') workspaces.trial += n;
    else if (state === 'suspended') workspaces.suspended += n;
    else if (state === 'paying') {
      workspaces.paying.total += n;
      if (isPaid(plan)) workspaces.paying[plan] += n;
    } else {
      workspaces.readOnly.total += n;
      workspaces.readOnly[state === 'read_only' ? 'readOnly' : 'trialExpired'] += n;
    }
  }
  return workspaces;
}

function revenueByPlan(groups: q.BilledGroup[]): PlatformOverview['revenue'] {
  const plans = new Map<PaidTier, PlanRevenue>(
    PAID_TIERS.map((tier) => [tier, { tier, ...emptyFigures(), stripe: emptyFigures(), manual: emptyFigures() }]),
  );
  const total = emptyFigures();
  for (const group of groups) {
    const plan = isPaid(group.tier) ? plans.get(group.tier) : undefined;
    if (!plan) continue;
    // A manual plan's seats are its members at the plan's minimum; Stripe's are what it bills.
    const seats = group.source === 'stripe' ? group.seats : billableSeats(plan.tier, group.seats);
    const mrr = monthlyRecurringCents(plan.tier, seats, group.interval);
    for (const figures of [plan, plan[group.source], total]) add(figures, group.n, group.n * seats, group.n * mrr);
  }
  return { currency: PRICING_CURRENCY, plans: [...plans.values()], total };
}

/**
 * GET /api/platform/overview (Super admin → Overview): workspaces by state now, sign-ups and conversions over
 * the period, seats and MRR now, AI generations and quotes sent per day, email health and failed jobs. The period
 * is the calendar period containing now in UTC, as the email metrics' (resolveTimeRange). Each figure is one
 * aggregate query over an index or a kept count; the per-day ones read today and the days not held yet.
 */
export async function getPlatformOverview(
  ctx: UseCaseContext,
  query: { range: PlatformOverviewRange },
  now = new Date(),
): Promise<PlatformOverview> {
  const span = resolveTimeRange(query.range, now, 'UTC');
  const period: q.Period = { from: new Date(span.start), to: new Date(span.end) };
  const unit = growthGranularityOf(query.range);
  const days = bucketKeys(period, 'day');
  const cache = heldFor(ctx.database);
  // Independent reads on their own connections at once (four of the pool's ten), each one platform transaction.
  const read = <T>(work: (tx: Tx) => Promise<T>) => withPlatform({ db: ctx.database.db }, work);
  const [growth, billed, ai, activity] = await Promise.all([
    read(async (tx) => ({
      states: await q.countByState(tx, now),
      signups: await q.countSignups(tx, period, unit),
      conversions: await q.countConversions(tx, period, unit),
    })),
    read((tx) => q.countBilled(tx, now)),
    read((tx) => perDay(tx, cache.ai, days, now, q.countAiGenerations)),
    read(async (tx) => ({
      quotes: await perDay(tx, cache.quotes, days, now, q.countQuotesSent),
      emails: await perDay(tx, cache.emails, days, now, q.countEmailsByDay),
      failedJobs: await q.readFailedJobs(tx, period, PLATFORM_OVERVIEW_LATEST_FAILED_JOBS),
    })),
  ]);

  const signups = new Map(growth.signups.map((row) => [row.bucket, row.n]));
  const conversions = new Map(growth.conversions.map((row) => [row.bucket, row.n]));
  const growthSeries = bucketKeys(period, unit).map((key) => ({
    // A week that began before the period starts with the period.
    start: new Date(Math.max(Date.parse(`${key}T00:00:00.000Z`), period.from.getTime())).toISOString(),
    signups: signups.get(key) ?? 0,
    conversions: conversions.get(key) ?? 0,
  }));
  const usageSeries = days.map((day) => ({
    day,
    aiGenerations: ai.get(day) ?? 0,
    quotesSent: activity.quotes.get(day) ?? 0,
  }));
  const statusCounts = emptyStatusCounts();
  for (const counts of activity.emails.values()) {
    for (const [status, n] of Object.entries(counts) as [EmailLogStatus, number][]) {
      if (status in statusCounts) statusCounts[status] += n;
    }
  }
  const figures = emailFigures(statusCounts);
  const rates = emailRates(figures);
  const { byQueue, latest } = activity.failedJobs;

  return {
    range: query.range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    workspaces: workspacesByState(growth.states),
    growth: {
      granularity: unit,
      signups: growthSeries.reduce((sum, b) => sum + b.signups, 0),
      conversions: growthSeries.reduce((sum, b) => sum + b.conversions, 0),
      series: growthSeries,
    },
    revenue: revenueByPlan(billed),
    usage: {
      aiGenerations: usageSeries.reduce((sum, d) => sum + d.aiGenerations, 0),
      quotesSent: usageSeries.reduce((sum, d) => sum + d.quotesSent, 0),
      series: usageSeries,
    },
    email: {
      sent: figures.sent,
      delivered: figures.delivered,
      bounced: figures.bounced,
      deliveryRate: rates.delivery,
      bounceRate: rates.bounce,
    },
    failedJobs: {
      total: byQueue.reduce((sum, row) => sum + row.n, 0),
      byQueue: byQueue.map((row) => ({ queue: row.queue, count: row.n })),
      latest: latest.map((row) => ({
        id: row.id,
        queue: row.queue,
        failedAt: new Date(row.failedMs).toISOString(),
        error: firstLine(row.error),
      })),
    },
  };
}
