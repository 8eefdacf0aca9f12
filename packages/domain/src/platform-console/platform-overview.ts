import { z } from 'zod';
import type { PaidTier } from '../access/tiers';
import { TIME_RANGES, type TimeRange } from '../quotes/quote-enums';
import { PLATFORM_WORKSPACES_COPY as COPY } from './platform-workspaces-copy';

/** Super admin → Overview's periods: the calendar period containing now, in UTC (weeks start on Monday). */
export const PLATFORM_OVERVIEW_RANGES = TIME_RANGES;
export type PlatformOverviewRange = TimeRange;
export const PLATFORM_OVERVIEW_DEFAULT_RANGE: PlatformOverviewRange = 'month';
/** How many of the period's failed jobs the overview lists (newest first). */
export const PLATFORM_OVERVIEW_LATEST_FAILED_JOBS = 5;

export const PlatformOverviewQuery = z.strictObject({
  range: z
    .enum(PLATFORM_OVERVIEW_RANGES, { error: (issue) => COPY.unknownRange(String(issue.input)) })
    .default(PLATFORM_OVERVIEW_DEFAULT_RANGE),
});
export type PlatformOverviewQuery = z.input<typeof PlatformOverviewQuery>;

/** Sign-ups and conversions per day for today and this week, per week (from Monday) for longer periods. */
export const growthGranularityOf = (range: PlatformOverviewRange): 'day' | 'week' =>
  range === 'today' || range === 'week' ? 'day' : 'week';

export interface RevenueFigures {
  workspaces: number;
  seats: number;
  /** Integer cents, USD list prices: see monthlyRecurringCents. */
  mrrCents: number;
}

export interface PlanRevenue extends RevenueFigures {
  tier: PaidTier;
  /** Live Stripe subscriptions: their seats at the plan's price. */
  stripe: RevenueFigures;
  /** Paid plans without one (the manual provider): the workspace's members as seats at list price. */
  manual: RevenueFigures;
}

export interface PlatformOverview {
  range: PlatformOverviewRange;
  /** The period [from, to) in UTC. */
  from: string;
  to: string;
  /** Workspaces by their state now (workspaceStateOf). */
  workspaces: {
    total: number;
    trial: number;
    paying: { total: number } & Record<PaidTier, number>;
    readOnly: { total: number; trialExpired: number; readOnly: number };
    suspended: number;
  };
  /**
   * Workspaces created, and conversions, per bucket of the period. A conversion is a workspace's first paid plan:
   * its earliest `plan_changed` billing event (written by every paid plan start, manual or through Stripe), counted
   * in the period that event falls in; later plan changes and returns from suspension are not conversions.
   */
  growth: {
    granularity: 'day' | 'week';
    signups: number;
    conversions: number;
    series: { start: string; signups: number; conversions: number }[];
  };
  /** Now: live Stripe subscriptions and paid plans without one, per plan and in total. */
  revenue: { currency: 'USD'; plans: PlanRevenue[]; total: RevenueFigures };
  /** Succeeded AI generations and quotes sent per UTC day of the period. */
  usage: {
    aiGenerations: number;
    quotesSent: number;
    series: { day: string; aiGenerations: number; quotesSent: number }[];
  };
  /** The period's emails by the email log's definitions; rates are fractions, null when nothing was sent. */
  email: { sent: number; delivered: number; bounced: number; deliveryRate: number | null; bounceRate: number | null };
  /** Background jobs that failed for good in the period (retries exhausted), per queue and the latest few. */
  failedJobs: {
    total: number;
    byQueue: { queue: string; count: number }[];
    latest: { id: string; queue: string; failedAt: string; error: string | null }[];
  };
}
