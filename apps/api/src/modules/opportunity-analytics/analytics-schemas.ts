import { z } from '@hono/zod-openapi';
import { IsoDate, TIME_RANGES } from '@scopewright/domain';

export const ANALYTICS_RANGES = [...TIME_RANGES, 'custom'] as const;
export const ANALYTICS_GROUP_BYS = ['owner', 'client', 'serviceArea'] as const;
export const FORECAST_BYS = ['month', 'quarter'] as const;
/** `2026-03` (a month) or `2026-Q1` (a quarter). */
export const PERIOD_KEY = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/;
export const MAX_TARGET_CENTS = 100_000_000_000_000;

const CUSTOM_MESSAGE = 'A custom range needs from and to (YYYY-MM-DD), to on or after from, at most 5 years apart.';
const MAX_CUSTOM_DAYS = 366 * 5;

export const AnalyticsQuery = z
  .strictObject({
    range: z.enum(ANALYTICS_RANGES).default('quarter').openapi({ description: 'The calendar period (now) or custom.' }),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    groupBy: z.enum(ANALYTICS_GROUP_BYS).default('owner').openapi({ description: 'The breakdown returned.' }),
  })
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') {
      if (q.from !== undefined || q.to !== undefined)
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'from and to go with range=custom only.' });
      return;
    }
    if (q.from === undefined || q.to === undefined) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: CUSTOM_MESSAGE });
      return;
    }
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0 || days > MAX_CUSTOM_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: CUSTOM_MESSAGE });
  });
export type AnalyticsQuery = z.output<typeof AnalyticsQuery>;

export const ForecastQuery = z.strictObject({
  by: z.enum(FORECAST_BYS).default('month'),
  periods: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .default(6)
    .openapi({ description: 'Periods ahead (the current one first), and as many past ones with their accuracy.' }),
});
export type ForecastQuery = z.output<typeof ForecastQuery>;

export const PipelineTargetInput = z.strictObject({
  periodKey: z.string().regex(PERIOD_KEY, 'Use a month like 2026-03 or a quarter like 2026-Q1.'),
  targetCents: z
    .number()
    .int()
    .min(0)
    .max(MAX_TARGET_CENTS)
    .nullable()
    .openapi({ description: 'First-year value to win, cents before tax; null removes the target.' }),
});
export const PutPipelineTargetsInput = z
  .strictObject({ targets: z.array(PipelineTargetInput).min(1).max(40) })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.targets.forEach((t, i) => {
      if (seen.has(t.periodKey))
        ctx.addIssue({ code: 'custom', path: ['targets', i, 'periodKey'], message: 'This period is listed twice.' });
      seen.add(t.periodKey);
    });
  });
export type PutPipelineTargetsInput = z.output<typeof PutPipelineTargetsInput>;

// ---- Answers -------------------------------------------------------------------------------------------------

const bps = (description: string) => z.number().int().nullable().openapi({ description });
const cents = z.number().int();

const Durations = z
  .object({ count: z.number().int(), averageDays: z.number().nullable(), medianDays: z.number().nullable() })
  .openapi('AnalyticsDurations');

const SplitWinRate = z
  .object({ wonCount: z.number().int(), lostCount: z.number().int(), winRateBps: bps('Won ÷ closed.') })
  .openapi('AnalyticsSplitWinRate');

export const AnalyticsKpisDoc = z
  .object({
    wonCount: z.number().int(),
    lostCount: z.number().int(),
    winRateBps: bps('Won ÷ (won + lost) among deals closed in the range; null with none closed.'),
    winRateByValueBps: bps('The same by first-year value (one-time + 12 × MRR).'),
    wonValueCents: cents,
    lostValueCents: cents,
    averageDealSizeCents: cents.nullable().openapi({ description: 'Average first-year value of the deals won.' }),
    salesCycle: Durations.openapi({ description: 'Created → won, days.' }),
    timeToLoss: Durations.openapi({ description: 'Created → lost, days.' }),
    wonMarginBps: bps('Margin of the accepted quotes of the deals won, weighted by TCV.'),
    aiScoped: SplitWinRate,
    handScoped: SplitWinRate,
    createdCount: z.number().int().openapi({ description: 'Deals created in the range.' }),
    createdValueCents: cents,
  })
  .openapi('AnalyticsKpis');

const Funnel = z
  .object({
    stageId: z.string(),
    stageName: z.string(),
    reachedCount: z.number().int(),
    conversionToNextBps: bps('Reached the next step ÷ reached this one.'),
  })
  .openapi('AnalyticsFunnelStep');

const StageTime = Durations.extend({ stageId: z.string(), stageName: z.string() }).openapi('AnalyticsStageTime');

const CreatedVsClosed = z
  .object({
    key: z.string().openapi({ description: '`2026-03` or `2026-Q1`.' }),
    createdCount: z.number().int(),
    createdValueCents: cents,
    wonCount: z.number().int(),
    wonValueCents: cents,
    lostCount: z.number().int(),
    lostValueCents: cents,
  })
  .openapi('AnalyticsCreatedVsClosed');

const BreakdownRow = z
  .object({
    id: z.string(),
    name: z.string(),
    createdCount: z.number().int(),
    createdValueCents: cents,
    wonCount: z.number().int(),
    lostCount: z.number().int(),
    winRateBps: bps('By count.'),
    winRateByValueBps: bps('By first-year value.'),
    wonValueCents: cents,
    averageDealSizeCents: cents.nullable(),
    salesCycleDays: z.number().nullable().openapi({ description: 'Average, days.' }),
    wonMarginBps: bps('TCV-weighted margin of the accepted quotes.'),
  })
  .openapi('AnalyticsBreakdownRow');

export const PipelineAnalyticsDoc = z
  .object({
    range: z.enum(ANALYTICS_RANGES),
    from: z.string().openapi({ description: 'First day of the range, inclusive, in the workspace time zone.' }),
    to: z.string().openapi({ description: 'Last day, inclusive.' }),
    previousFrom: z.string(),
    previousTo: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    bucket: z.enum(FORECAST_BYS).openapi({ description: 'The chart buckets of createdVsClosed.' }),
    current: AnalyticsKpisDoc,
    previous: AnalyticsKpisDoc,
    funnel: z.array(Funnel),
    timeInStage: z.array(StageTime),
    createdVsClosed: z.array(CreatedVsClosed),
    groupBy: z.enum(ANALYTICS_GROUP_BYS),
    breakdown: z.array(BreakdownRow).openapi({ description: 'Groups with a deal in the range, most won first.' }),
  })
  .openapi('PipelineAnalytics');

const Amounts = z
  .object({ oneTimeCents: cents, mrrCents: cents, arrCents: cents, firstYearCents: cents })
  .openapi('ForecastDealAmounts');

const ForecastAmountsDoc = z
  .object({ openCount: z.number().int(), pipeline: Amounts, weighted: Amounts, commit: Amounts, bestCase: Amounts })
  .openapi('ForecastAmounts');

const ForecastPeriodDoc = ForecastAmountsDoc.extend({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  closedWonCount: z.number().int(),
  closedWon: Amounts,
  targetCents: cents.nullable(),
  attainmentBps: bps('Closed won first-year value ÷ target.'),
}).openapi('ForecastPeriod');

const ForecastAccuracyDoc = z
  .object({
    key: z.string(),
    start: z.string(),
    end: z.string(),
    forecast: ForecastAmountsDoc.openapi({ description: 'What was forecast for the period at its start.' }),
    closedWonCount: z.number().int(),
    closedWon: Amounts,
    varianceCents: cents.openapi({ description: 'Closed won − weighted forecast, first-year value.' }),
    actualToForecastBps: bps('Closed won ÷ weighted forecast.'),
    accuracyBps: bps('100 % − |variance| ÷ weighted, not below 0.'),
    targetCents: cents.nullable(),
    attainmentBps: bps('Closed won ÷ target.'),
  })
  .openapi('ForecastAccuracy');

export const PipelineForecastDoc = z
  .object({
    by: z.enum(FORECAST_BYS),
    timeZone: z.string(),
    currency: z.string(),
    periods: z.array(ForecastPeriodDoc).openapi({ description: 'The current period, then the ones ahead.' }),
    past: z.array(ForecastAccuracyDoc).openapi({ description: 'Past periods, oldest first, with their accuracy.' }),
    unscheduled: ForecastAmountsDoc.openapi({ description: 'Open deals without an expected close date.' }),
  })
  .openapi('PipelineForecast');

export const PipelineTargetsDoc = z
  .object({
    currency: z.string(),
    targets: z.array(z.object({ periodKey: z.string(), targetCents: cents }).openapi('PipelineTarget')),
  })
  .openapi('PipelineTargets');
