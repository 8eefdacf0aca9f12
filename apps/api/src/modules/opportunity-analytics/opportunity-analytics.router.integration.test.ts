import {
  opportunities,
  opportunityStageChanges,
  quoteLines,
  quotes,
  users,
  withTenant,
  type Tenant,
} from '@scopewright/db';
import {
  createClient,
  createOpportunity,
  createPipeline,
  createQuote,
  createTenant,
  createUser,
  type TestPipeline,
} from '@scopewright/db/testing';
import type { z } from '@hono/zod-openapi';
import { SERVICE_AREA_LABELS } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '@scopewright/scoping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import type { PipelineAnalyticsDoc, PipelineForecastDoc, PipelineTargetsDoc } from './analytics-schemas';

type Analytics = z.infer<typeof PipelineAnalyticsDoc>;
type Forecast = z.infer<typeof PipelineForecastDoc>;
type Targets = z.infer<typeof PipelineTargetsDoc>;

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Who = { cookie: string; userId: string };
async function member(tenant: Tenant, role: 'msp_user' | 'msp_admin' = 'msp_user', name?: string): Promise<Who> {
  const user = await createUser(h.owner.db, { tenantId: tenant.id, role });
  if (name) await h.owner.db.update(users).set({ name }).where(eq(users.id, user.user.id));
  return { cookie: (await signInAs(h.owner.db, user.user.id)).cookie, userId: user.user.id };
}
function call(who: Who, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL, Cookie: who.cookie };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
async function ok<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
type StageKey = keyof TestPipeline['byName'];

/** A deal with its whole stage history: `[stage, day]` pairs, the first being the stage it was created in. */
async function deal(
  tenant: Tenant,
  pipeline: TestPipeline,
  fields: {
    name: string;
    ownerId?: string;
    clientId: string;
    history: [StageKey, string][];
    oneTimeCents?: number;
    mrrCents?: number;
    tcvCents?: number;
    expectedCloseDate?: string | null;
    probabilityOverrideBps?: number | null;
    primaryQuoteId?: string;
  },
) {
  const { history, ...rest } = fields;
  const [first] = history;
  const [lastStage, lastDay] = history[history.length - 1]!;
  const kind = pipeline.byName[lastStage].kind;
  const row = await createOpportunity(h.owner.db, tenant.id, {
    ...rest,
    stageId: pipeline.byName[lastStage].id,
    status: kind,
    closedAt: kind === 'open' ? null : at(lastDay),
    createdAt: at(first![1]),
  });
  await withTenant({ db: h.owner.db, tenantId: tenant.id }, async (tx) => {
    await tx.delete(opportunityStageChanges).where(eq(opportunityStageChanges.opportunityId, row.id));
    await tx.insert(opportunityStageChanges).values(
      history.map(([stage, day], i) => ({
        tenantId: tenant.id,
        opportunityId: row.id,
        fromStageId: i === 0 ? null : pipeline.byName[history[i - 1]![0]].id,
        toStageId: pipeline.byName[stage].id,
        changedAt: at(day),
      })),
    );
  });
  return row;
}

/** A networking task of the service library, as an AI line names it. */
const NETWORK_TASK = SERVICE_LIBRARY.find((s) => s.area === 'network')!.tasks[0]!.name;

/** An accepted quote at 40 % margin whose one labour line is a networking task of the library, scoped by AI. */
async function acceptedAiQuote(tenant: Tenant, clientId: string) {
  const quote = await createQuote(h.owner.db, tenant.id, { clientId });
  await withTenant({ db: h.owner.db, tenantId: tenant.id }, async (tx) => {
    await tx.update(quotes).set({ status: 'accepted', marginBps: 4_000 }).where(eq(quotes.id, quote.id));
    await tx
      .update(quoteLines)
      .set({ source: 'ai', name: NETWORK_TASK })
      .where(eq(quoteLines.versionId, quote.currentVersionId!));
  });
  return quote;
}

describe('analytics: hand-computed fixture (Q1 2026, UTC)', () => {
  let tenant: Tenant;
  let user: Who;
  let ownerOne: Who;
  let ownerTwo: Who;
  const Q1 = '/api/opportunities/analytics?range=custom&from=2026-01-01&to=2026-03-31';

  beforeAll(async () => {
    tenant = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    const pipeline = await createPipeline(h.owner.db, tenant.id);
    user = await member(tenant);
    ownerOne = await member(tenant, 'msp_user', 'Avery One');
    ownerTwo = await member(tenant, 'msp_user', 'Blake Two');
    const c1 = (await createClient(h.owner.db, tenant.id, { name: 'Client One' })).id;
    const c2 = (await createClient(h.owner.db, tenant.id, { name: 'Client Two' })).id;
    const quote = await acceptedAiQuote(tenant, c1);
    const one = ownerOne.userId;
    const two = ownerTwo.userId;
    // D1 won, AI-scoped, margin 40 %: first-year 10,000.00 + 12 × 500.00 = 16,000.00. Skips Scoping.
    await deal(tenant, pipeline, {
      name: 'D1',
      ownerId: one,
      clientId: c1,
      oneTimeCents: 1_000_000,
      mrrCents: 50_000,
      tcvCents: 1_600_000,
      primaryQuoteId: quote.id,
      history: [
        ['lead', '2026-01-05'],
        ['qualified', '2026-01-10'],
        ['proposalSent', '2026-01-20'],
        ['won', '2026-02-04'],
      ],
    });
    // D2 lost: 4,000.00.
    await deal(tenant, pipeline, {
      name: 'D2',
      ownerId: one,
      clientId: c2,
      oneTimeCents: 400_000,
      history: [
        ['lead', '2026-01-10'],
        ['qualified', '2026-01-15'],
        ['lost', '2026-02-14'],
      ],
    });
    // D3 won by hand, no quote: 12 × 1,000.00 = 12,000.00.
    await deal(tenant, pipeline, {
      name: 'D3',
      ownerId: two,
      clientId: c1,
      mrrCents: 100_000,
      tcvCents: 1_200_000,
      history: [
        ['lead', '2026-02-01'],
        ['qualified', '2026-02-03'],
        ['scoping', '2026-02-08'],
        ['negotiation', '2026-02-18'],
        ['won', '2026-03-10'],
      ],
    });
    // D4 open: 3,000.00; reaches Qualified after the range.
    await deal(tenant, pipeline, {
      name: 'D4',
      ownerId: two,
      clientId: c2,
      oneTimeCents: 300_000,
      history: [
        ['lead', '2026-03-01'],
        ['qualified', '2026-04-02'],
      ],
    });
    // D5 created before the range, lost in it: 2,000.00.
    await deal(tenant, pipeline, {
      name: 'D5',
      ownerId: one,
      clientId: c2,
      oneTimeCents: 200_000,
      history: [
        ['lead', '2025-12-01'],
        ['scoping', '2025-12-15'],
        ['lost', '2026-01-20'],
      ],
    });
    // D6 entirely after the range.
    await deal(tenant, pipeline, {
      name: 'D6',
      ownerId: two,
      clientId: c1,
      oneTimeCents: 900_000,
      history: [
        ['lead', '2026-04-05'],
        ['won', '2026-04-20'],
      ],
    });
  });

  it('figures the closed deals: win rate, value, deal size, cycles, margin, AI vs hand', async () => {
    const a = await ok<Analytics>(await call(user, 'GET', Q1));
    expect(a).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      timeZone: 'UTC',
      currency: 'USD',
      bucket: 'month',
    });
    // Closed in Q1: D1 won (02-04), D3 won (03-10), D2 lost (02-14), D5 lost (01-20); D6 closed in April.
    expect(a.current).toEqual({
      wonCount: 2,
      lostCount: 2,
      winRateBps: 5_000, // 2 ÷ 4
      wonValueCents: 2_800_000, // 1,600,000 + 1,200,000
      lostValueCents: 600_000, // 400,000 + 200,000
      winRateByValueBps: 8_235, // 2,800,000 ÷ 3,400,000 = 0.823529…
      averageDealSizeCents: 1_400_000, // 2,800,000 ÷ 2
      salesCycle: { count: 2, averageDays: 33.5, medianDays: 33.5 }, // D1 30 days, D3 37 days (Feb has 28)
      timeToLoss: { count: 2, averageDays: 42.5, medianDays: 42.5 }, // D2 35 days, D5 50 days
      wonMarginBps: 4_000, // D1's accepted quote only; D3 has no quote
      aiScoped: { wonCount: 1, lostCount: 0, winRateBps: 10_000 }, // D1
      handScoped: { wonCount: 1, lostCount: 2, winRateBps: 3_333 }, // D3 won; D2, D5 lost
      createdCount: 4, // D1–D4
      createdValueCents: 3_500_000, // 1,600,000 + 400,000 + 1,200,000 + 300,000
    });
    // The 90 days before: 2025-10-03 – 2025-12-31; only D5 was created then, nothing closed.
    expect(a).toMatchObject({ previousFrom: '2025-10-03', previousTo: '2025-12-31' });
    expect(a.previous).toMatchObject({ wonCount: 0, lostCount: 0, winRateBps: null, createdCount: 1 });
    expect(a.previous.createdValueCents).toBe(200_000);
  });

  it('builds the funnel of the deals created in the range, skipped stages counted as reached', async () => {
    const a = await ok<Analytics>(await call(user, 'GET', Q1));
    // Furthest: D1 and D3 won, D2 Qualified (then lost), D4 Qualified (in April: history up to now counts).
    expect(a.funnel.map((s) => [s.stageName, s.reachedCount, s.conversionToNextBps])).toEqual([
      ['Lead', 4, 10_000],
      ['Qualified', 4, 5_000],
      ['Scoping', 2, 10_000],
      ['Proposal Sent', 2, 10_000],
      ['Negotiation', 2, 10_000],
      ['Won', 2, null],
    ]);
  });

  it('measures the stays that began in the range and buckets created vs closed by month', async () => {
    const a = await ok<Analytics>(await call(user, 'GET', Q1));
    // Lead: D1 5, D2 5, D3 2, D4 32 (03-01 → 04-02) days. Qualified: D1 10, D2 30, D3 5. D5's stays began in 2025.
    expect(a.timeInStage.map((s) => [s.stageName, s.count, s.averageDays, s.medianDays])).toEqual([
      ['Lead', 4, 11, 5],
      ['Qualified', 3, 15, 10],
      ['Scoping', 1, 10, 10],
      ['Proposal Sent', 1, 15, 15],
      ['Negotiation', 1, 20, 20],
    ]);
    expect(a.createdVsClosed).toEqual([
      // January: D1 and D2 created; D5 lost.
      {
        key: '2026-01',
        createdCount: 2,
        createdValueCents: 2_000_000,
        wonCount: 0,
        wonValueCents: 0,
        lostCount: 1,
        lostValueCents: 200_000,
      },
      // February: D3 created; D1 won, D2 lost.
      {
        key: '2026-02',
        createdCount: 1,
        createdValueCents: 1_200_000,
        wonCount: 1,
        wonValueCents: 1_600_000,
        lostCount: 1,
        lostValueCents: 400_000,
      },
      // March: D4 created; D3 won.
      {
        key: '2026-03',
        createdCount: 1,
        createdValueCents: 300_000,
        wonCount: 1,
        wonValueCents: 1_200_000,
        lostCount: 0,
        lostValueCents: 0,
      },
    ]);
  });

  it('breaks down by owner, client and service area', async () => {
    const byOwner = await ok<Analytics>(await call(user, 'GET', `${Q1}&groupBy=owner`));
    // Avery: D1 won, D2 and D5 lost (1 of 3; 1,600,000 of 2,200,000 by value), created D1, D2.
    // Blake: D3 won, created D3 and D4.
    expect(byOwner.breakdown).toEqual([
      {
        id: ownerOne.userId,
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
      {
        id: ownerTwo.userId,
        name: 'Blake Two',
        createdCount: 2,
        createdValueCents: 1_500_000,
        wonCount: 1,
        lostCount: 0,
        winRateBps: 10_000,
        winRateByValueBps: 10_000,
        wonValueCents: 1_200_000,
        averageDealSizeCents: 1_200_000,
        salesCycleDays: 37,
        wonMarginBps: null,
      },
    ]);
    const byClient = await ok<Analytics>(await call(user, 'GET', `${Q1}&groupBy=client`));
    // Client One: D1 and D3 won (2,800,000); Client Two: D2 and D5 lost, D4 created.
    expect(byClient.breakdown.map((r) => [r.name, r.wonCount, r.lostCount, r.wonValueCents, r.createdCount])).toEqual([
      ['Client One', 2, 0, 2_800_000, 2],
      ['Client Two', 0, 2, 0, 2],
    ]);
    const byArea = await ok<Analytics>(await call(user, 'GET', `${Q1}&groupBy=serviceArea`));
    // Only D1's quote names a library task (a networking one).
    expect(byArea.breakdown.map((r) => [r.name, r.wonCount, r.wonValueCents])).toEqual([
      [SERVICE_AREA_LABELS.network, 1, 1_600_000],
    ]);
  });

  it('exports the same figures as CSV', async () => {
    const response = await call(user, 'GET', Q1.replace('analytics', 'analytics.csv'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('pipeline-analytics-2026-01-01-to-2026-03-31.csv');
    const csv = await response.text();
    expect(csv).toContain('All,,Win rate (by count),,50.00,%');
    expect(csv).toContain('All,,Average deal size (first-year),,14000.00,amount');
    expect(csv).toContain('Owner,Avery One,Deals lost,,2,count');
    expect(csv).toContain('All,,Pipeline won,2026-02,16000.00,amount');
  });

  it('refuses a custom range without its dates, or ending before it starts', async () => {
    for (const query of [
      'range=custom&from=2026-01-01',
      'range=custom&from=2026-03-01&to=2026-02-01',
      'range=week&from=2026-01-01',
      'range=decade',
    ]) {
      const response = await call(user, 'GET', `/api/opportunities/analytics?${query}`);
      expect(response.status, query).toBe(422);
    }
  });

  it('answers an empty workspace with empty figures, not an error', async () => {
    const empty = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    await createPipeline(h.owner.db, empty.id);
    const a = await ok<Analytics>(await call(await member(empty), 'GET', '/api/opportunities/analytics?range=year'));
    expect(a.current).toMatchObject({ wonCount: 0, winRateBps: null, averageDealSizeCents: null, createdCount: 0 });
    expect(a.breakdown).toEqual([]);
    expect(a.createdVsClosed).toHaveLength(12);
  });
});

describe('forecast: hand-computed fixture around the current month (UTC)', () => {
  const now = new Date();
  const monthKey = (offset: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const day = (offset: number, dd: string) => `${monthKey(offset)}-${dd}`;
  let tenant: Tenant;
  let user: Who;
  let admin: Who;

  beforeAll(async () => {
    tenant = await createTenant(h.owner.db, { activeTier: 'enterprise', selectedTier: 'enterprise' });
    const pipeline = await createPipeline(h.owner.db, tenant.id);
    user = await member(tenant);
    admin = await member(tenant, 'msp_admin');
    const clientId = (await createClient(h.owner.db, tenant.id)).id;
    const open = (name: string, stage: StageKey, fields: Record<string, unknown>) =>
      createOpportunity(h.owner.db, tenant.id, { name, clientId, stageId: pipeline.byName[stage].id, ...fields });
    // This month: F1 Negotiation 80 % (1,000.00 + 100.00/mo), F2 Scoping 40 % (500.00).
    await open('F1', 'negotiation', { expectedCloseDate: day(0, '28'), oneTimeCents: 100_000, mrrCents: 10_000 });
    await open('F2', 'scoping', { expectedCloseDate: day(0, '20'), oneTimeCents: 50_000 });
    // Next month: F3 Lead with its own 90 % (50.00/mo).
    await open('F3', 'lead', { expectedCloseDate: day(1, '10'), mrrCents: 5_000, probabilityOverrideBps: 9_000 });
    // No close date: F4 Qualified 25 % (400.00).
    await open('F4', 'qualified', { expectedCloseDate: null, oneTimeCents: 40_000 });
    // Won this month: F5 (300.00).
    await createOpportunity(h.owner.db, tenant.id, {
      name: 'F5',
      clientId,
      stageId: pipeline.byName.won.id,
      status: 'won',
      closedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 1)),
      oneTimeCents: 30_000,
    });
    // Last month, as it stood on its first day: F6 Proposal Sent 60 % (1,000.00), won; F7 Negotiation 80 % (500.00), lost.
    await deal(tenant, pipeline, {
      name: 'F6',
      clientId,
      oneTimeCents: 100_000,
      expectedCloseDate: day(-1, '25'),
      history: [
        ['proposalSent', day(-2, '01')],
        ['won', day(-1, '15')],
      ],
    });
    await deal(tenant, pipeline, {
      name: 'F7',
      clientId,
      oneTimeCents: 50_000,
      expectedCloseDate: day(-1, '20'),
      history: [
        ['negotiation', day(-2, '01')],
        ['lost', day(-1, '15')],
      ],
    });
    const put = await call(admin, 'PUT', '/api/pipeline/targets', {
      targets: [
        { periodKey: monthKey(0), targetCents: 100_000 },
        { periodKey: monthKey(-1), targetCents: 200_000 },
      ],
    });
    expect(put.status, await put.clone().text()).toBe(200);
  });

  it('sums weighted, commit, best case and pipeline per month, one-time and recurring apart', async () => {
    const f = await ok<Forecast>(await call(user, 'GET', '/api/opportunities/forecast?by=month&periods=2'));
    const [thisMonth, nextMonth] = f.periods;
    expect(f.periods.map((p) => p.key)).toEqual([monthKey(0), monthKey(1)]);
    expect(thisMonth).toMatchObject({
      openCount: 2,
      // F1 + F2 at full value.
      pipeline: { oneTimeCents: 150_000, mrrCents: 10_000, arrCents: 120_000, firstYearCents: 270_000 },
      // F1 × 80 % (80,000 + 8,000/mo) + F2 × 40 % (20,000).
      weighted: { oneTimeCents: 100_000, mrrCents: 8_000, arrCents: 96_000, firstYearCents: 196_000 },
      // Commit ≥ 80 %: F1. Best case ≥ 40 %: F1 and F2.
      commit: { oneTimeCents: 100_000, mrrCents: 10_000, arrCents: 120_000, firstYearCents: 220_000 },
      bestCase: { oneTimeCents: 150_000, mrrCents: 10_000, arrCents: 120_000, firstYearCents: 270_000 },
      closedWonCount: 1,
      closedWon: { oneTimeCents: 30_000, firstYearCents: 30_000 },
      targetCents: 100_000,
      attainmentBps: 3_000, // 30,000 ÷ 100,000
    });
    // F3 at its own 90 %: 4,500/mo weighted, in commit.
    expect(nextMonth).toMatchObject({
      openCount: 1,
      weighted: { oneTimeCents: 0, mrrCents: 4_500, arrCents: 54_000, firstYearCents: 54_000 },
      commit: { mrrCents: 5_000, firstYearCents: 60_000 },
      targetCents: null,
      attainmentBps: null,
    });
    expect(f.unscheduled).toMatchObject({
      openCount: 1,
      pipeline: { firstYearCents: 40_000 },
      weighted: { firstYearCents: 10_000 },
    });
  });

  it('measures past months against what was forecast at their start', async () => {
    const f = await ok<Forecast>(await call(user, 'GET', '/api/opportunities/forecast?by=month&periods=2'));
    expect(f.past.map((p) => p.key)).toEqual([monthKey(-2), monthKey(-1)]);
    const [twoAgo, lastMonth] = f.past;
    expect(twoAgo).toMatchObject({ closedWonCount: 0, varianceCents: 0, accuracyBps: null, actualToForecastBps: null });
    // At last month's start: F6 60 % of 100,000 + F7 80 % of 50,000 = 100,000 weighted; F6 won 100,000.
    expect(lastMonth).toMatchObject({
      forecast: {
        openCount: 2,
        weighted: { firstYearCents: 100_000 },
        commit: { firstYearCents: 50_000 },
        bestCase: { firstYearCents: 150_000 },
        pipeline: { firstYearCents: 150_000 },
      },
      closedWonCount: 1,
      closedWon: { firstYearCents: 100_000 },
      varianceCents: 0,
      actualToForecastBps: 10_000,
      accuracyBps: 10_000,
      targetCents: 200_000,
      attainmentBps: 5_000,
    });
  });

  it('groups by quarter', async () => {
    const f = await ok<Forecast>(await call(user, 'GET', '/api/opportunities/forecast?by=quarter&periods=1'));
    expect(f.periods).toHaveLength(1);
    expect(f.periods[0]!.key).toMatch(/^\d{4}-Q[1-4]$/);
    expect(f.past).toHaveLength(1);
  });

  it('keeps targets: admins set and remove them, members read them, bad keys are refused', async () => {
    const read = await ok<Targets>(await call(user, 'GET', '/api/pipeline/targets'));
    expect(read.targets).toEqual(
      [
        { periodKey: monthKey(-1), targetCents: 200_000 },
        { periodKey: monthKey(0), targetCents: 100_000 },
      ].sort((a, b) => a.periodKey.localeCompare(b.periodKey)),
    );
    expect(
      (await call(user, 'PUT', '/api/pipeline/targets', { targets: [{ periodKey: '2027-Q1', targetCents: 1 }] }))
        .status,
    ).toBe(403);
    const saved = await ok<Targets>(
      await call(admin, 'PUT', '/api/pipeline/targets', {
        targets: [
          { periodKey: monthKey(-1), targetCents: null },
          { periodKey: '2031-Q2', targetCents: 9_900_000 },
        ],
      }),
    );
    expect(saved.targets).toEqual([
      { periodKey: monthKey(0), targetCents: 100_000 },
      { periodKey: '2031-Q2', targetCents: 9_900_000 },
    ]);
    for (const targets of [
      [{ periodKey: '2031-13', targetCents: 1 }],
      [{ periodKey: '2031-Q5', targetCents: 1 }],
      [{ periodKey: '2031-01', targetCents: -1 }],
      [
        { periodKey: '2031-01', targetCents: 1 },
        { periodKey: '2031-01', targetCents: 2 },
      ],
    ]) {
      expect((await call(admin, 'PUT', '/api/pipeline/targets', { targets })).status, JSON.stringify(targets)).toBe(
        422,
      );
    }
  });
});

describe('analytics: the held rows follow every write', () => {
  it('counts a deal added, re-valued or deleted since the last read', async () => {
    const tenant = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    const pipeline = await createPipeline(h.owner.db, tenant.id);
    const user = await member(tenant);
    const clientId = (await createClient(h.owner.db, tenant.id)).id;
    const path = '/api/opportunities/analytics?range=custom&from=2026-01-01&to=2026-01-31';
    const won = (a: Analytics) => [a.current.wonCount, a.current.wonValueCents];
    const history: [StageKey, string][] = [
      ['lead', '2026-01-02'],
      ['won', '2026-01-03'],
    ];
    const first = await deal(tenant, pipeline, { name: 'One', clientId, oneTimeCents: 10_000, history });
    expect(won(await ok<Analytics>(await call(user, 'GET', path)))).toEqual([1, 10_000]);
    const second = await deal(tenant, pipeline, { name: 'Two', clientId, oneTimeCents: 5_000, history });
    expect(won(await ok<Analytics>(await call(user, 'GET', path)))).toEqual([2, 15_000]);
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.update(opportunities).set({ oneTimeCents: 20_000 }).where(eq(opportunities.id, first.id)),
    );
    expect(won(await ok<Analytics>(await call(user, 'GET', path)))).toEqual([2, 25_000]);
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.delete(opportunities).where(eq(opportunities.id, second.id)),
    );
    expect(won(await ok<Analytics>(await call(user, 'GET', path)))).toEqual([1, 20_000]);
    // A change recorded back in January (older than the newest held one): the changes are read again.
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.insert(opportunityStageChanges).values({
        tenantId: tenant.id,
        opportunityId: first.id,
        fromStageId: pipeline.byName.lead.id,
        toStageId: pipeline.byName.qualified.id,
        changedAt: new Date('2026-01-02T12:00:00Z'),
      }),
    );
    const stays = (a: Analytics) => a.timeInStage.map((s) => [s.stageName, s.count, s.averageDays]).slice(0, 2);
    expect(stays(await ok<Analytics>(await call(user, 'GET', path)))).toEqual([
      ['Lead', 1, 0.5],
      ['Qualified', 1, 0.5],
    ]);
    // A deal created now through the API: the deals are read again and the new change is topped up.
    const year = '/api/opportunities/analytics?range=year';
    const lead = (a: Analytics) => [a.current.createdCount, a.funnel[0]!.reachedCount];
    const [createdBefore, leadBefore] = lead(await ok<Analytics>(await call(user, 'GET', year)));
    const created = await call(user, 'POST', '/api/opportunities', { name: 'Fresh', clientId });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(lead(await ok<Analytics>(await call(user, 'GET', year)))).toEqual([createdBefore! + 1, leadBefore! + 1]);
  });
});

describe('analytics: access and isolation', () => {
  it('refuses Essentials (advanced analytics is Premium and Enterprise)', async () => {
    const essentials = await createTenant(h.owner.db, { activeTier: 'essentials', selectedTier: 'essentials' });
    const admin = await member(essentials, 'msp_admin');
    for (const path of ['/api/opportunities/analytics', '/api/opportunities/forecast', '/api/pipeline/targets']) {
      const response = await call(admin, 'GET', path);
      expect(response.status, path).toBe(403);
    }
  });

  it("never shows another workspace's deals or targets", async () => {
    const a = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    const b = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    const pipelineA = await createPipeline(h.owner.db, a.id);
    await createPipeline(h.owner.db, b.id);
    const clientId = (await createClient(h.owner.db, a.id, { name: 'Secret Client A' })).id;
    await deal(a, pipelineA, {
      name: 'Secret deal',
      clientId,
      oneTimeCents: 123_400,
      history: [
        ['lead', '2026-01-02'],
        ['won', '2026-01-03'],
      ],
    });
    await call(await member(a, 'msp_admin'), 'PUT', '/api/pipeline/targets', {
      targets: [{ periodKey: '2026-01', targetCents: 777 }],
    });
    const inB = await member(b, 'msp_admin');
    const analytics = await ok<Analytics>(
      await call(inB, 'GET', '/api/opportunities/analytics?range=custom&from=2026-01-01&to=2026-01-31&groupBy=client'),
    );
    expect(analytics.current.wonCount).toBe(0);
    expect(JSON.stringify(analytics)).not.toContain('Secret');
    const targets = await ok<Targets>(await call(inB, 'GET', '/api/pipeline/targets'));
    expect(targets.targets).toEqual([]);
  });
});
