import type { PipelineAnalytics, PipelineForecast } from '@/data/opportunity-analytics';

type Role = 'msp_user' | 'msp_admin';

/** GET /api/me for a member of a workspace on `tier`. */
export function me(role: Role = 'msp_user', tier: 'essentials' | 'premium' = 'premium') {
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: 'Admin',
      avatarUrl: null,
      role,
      tenantId: 't1',
      isOwner: false,
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false },
    isSuperAdmin: false,
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly: false,
      trialDaysRemaining: 0,
      accessLevel: 'full',
      effectiveTier: tier,
      features: { canAccessAdvancedAnalytics: tier === 'premium', canCreateQuotes: true },
    },
  };
}

const kpis = (overrides: Partial<PipelineAnalytics['current']> = {}): PipelineAnalytics['current'] => ({
  wonCount: 2,
  lostCount: 2,
  winRateBps: 5_000,
  winRateByValueBps: 8_235,
  wonValueCents: 2_800_000,
  lostValueCents: 600_000,
  averageDealSizeCents: 1_400_000,
  salesCycle: { count: 2, averageDays: 33.5, medianDays: 33.5 },
  timeToLoss: { count: 2, averageDays: 42.5, medianDays: 42.5 },
  wonMarginBps: 4_000,
  aiScoped: { wonCount: 1, lostCount: 0, winRateBps: 10_000 },
  handScoped: { wonCount: 1, lostCount: 2, winRateBps: 3_333 },
  createdCount: 4,
  createdValueCents: 3_500_000,
  ...overrides,
});

export function analytics(overrides: Partial<PipelineAnalytics> = {}): PipelineAnalytics {
  return {
    range: 'quarter',
    from: '2026-01-01',
    to: '2026-03-31',
    previousFrom: '2025-10-01',
    previousTo: '2025-12-31',
    timeZone: 'UTC',
    currency: 'USD',
    bucket: 'month',
    current: kpis(),
    previous: kpis({
      winRateBps: 4_000,
      wonValueCents: 3_000_000,
      salesCycle: { count: 1, averageDays: 40, medianDays: 40 },
    }),
    funnel: [
      { stageId: 's1', stageName: 'Lead', reachedCount: 4, conversionToNextBps: 10_000 },
      { stageId: 's2', stageName: 'Qualified', reachedCount: 4, conversionToNextBps: 5_000 },
      { stageId: 's6', stageName: 'Won', reachedCount: 2, conversionToNextBps: null },
    ],
    timeInStage: [
      { stageId: 's1', stageName: 'Lead', count: 4, averageDays: 11, medianDays: 5 },
      { stageId: 's2', stageName: 'Qualified', count: 3, averageDays: 15, medianDays: 10 },
    ],
    createdVsClosed: [
      {
        key: '2026-01',
        createdCount: 2,
        createdValueCents: 2_000_000,
        wonCount: 0,
        wonValueCents: 0,
        lostCount: 1,
        lostValueCents: 200_000,
      },
      {
        key: '2026-02',
        createdCount: 1,
        createdValueCents: 1_200_000,
        wonCount: 1,
        wonValueCents: 1_600_000,
        lostCount: 1,
        lostValueCents: 400_000,
      },
    ],
    groupBy: 'owner',
    breakdown: [
      {
        id: 'o1',
        name: 'Avery One',
        createdCount: 2,
        createdValueCents: 2_000_000,
        wonCount: 1,
        lostCount: 2,
        winRateBps: 3_333,
        winRateByValueBps: 7_273,
        wonValueCents: 1_600_000,
        averageDealSizeCents: 1_600_000,
        salesCycleDays: 30,
        wonMarginBps: 4_000,
      },
    ],
    ...overrides,
  };
}

const amounts = (oneTimeCents: number, mrrCents = 0) => ({
  oneTimeCents,
  mrrCents,
  arrCents: mrrCents * 12,
  firstYearCents: oneTimeCents + mrrCents * 12,
});
const emptyForecast = () => ({
  openCount: 0,
  pipeline: amounts(0),
  weighted: amounts(0),
  commit: amounts(0),
  bestCase: amounts(0),
});

export function forecast(overrides: Partial<PipelineForecast> = {}): PipelineForecast {
  return {
    by: 'month',
    timeZone: 'UTC',
    currency: 'USD',
    periods: [
      {
        key: '2026-11',
        start: '2026-11-01T00:00:00.000Z',
        end: '2026-12-01T00:00:00.000Z',
        openCount: 2,
        pipeline: amounts(150_000, 10_000),
        weighted: amounts(100_000, 8_000),
        commit: amounts(100_000, 10_000),
        bestCase: amounts(150_000, 10_000),
        closedWonCount: 1,
        closedWon: amounts(30_000),
        targetCents: 100_000,
        attainmentBps: 3_000,
      },
      {
        key: '2026-12',
        start: '2026-12-01T00:00:00.000Z',
        end: '2027-01-01T00:00:00.000Z',
        ...emptyForecast(),
        closedWonCount: 0,
        closedWon: amounts(0),
        targetCents: null,
        attainmentBps: null,
      },
    ],
    past: [
      {
        key: '2026-10',
        start: '2026-10-01T00:00:00.000Z',
        end: '2026-11-01T00:00:00.000Z',
        forecast: { ...emptyForecast(), openCount: 2, weighted: amounts(100_000), commit: amounts(50_000) },
        closedWonCount: 1,
        closedWon: amounts(120_000),
        varianceCents: 20_000,
        actualToForecastBps: 12_000,
        accuracyBps: 8_000,
        targetCents: 200_000,
        attainmentBps: 6_000,
      },
    ],
    unscheduled: { ...emptyForecast(), openCount: 1, pipeline: amounts(40_000), weighted: amounts(10_000) },
    ...overrides,
  };
}
