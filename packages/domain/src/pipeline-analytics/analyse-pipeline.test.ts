import { describe, expect, it } from 'vitest';
import { analysePipeline, type GroupFigures } from './analyse-pipeline';
import { CHANGES, DEALS, NOW, Q2, STAGES, TIME_ZONE } from './pipeline-fixture.test-helpers';

const input = { stages: STAGES, deals: DEALS, changes: CHANGES, range: Q2, now: NOW, timeZone: TIME_ZONE };
const analytics = analysePipeline({ ...input, bucketSize: 'month' });
const { overall } = analytics;
const day = 86_400_000;

describe('analysePipeline over the fixture, Q2 2026 in Berlin', () => {
  it('win rate counts the deals closed in the range: D1, D2, D10 won; D3, D4, D11 lost (D5 closed in Q1, D9 reopened)', () => {
    expect(overall.winRate).toEqual({
      wonCount: 3,
      lostCount: 3,
      winRateBps: 5_000, // 3 ÷ 6
      wonValueCents: 2_400_000, // 1,600,000 + 500,000 + 300,000
      lostValueCents: 700_000, // 320,000 + 300,000 + 80,000
      winRateByValueBps: 7_742, // 2,400,000 ÷ 3,100,000 = 77.419 %
    });
  });

  it.each([
    // AI: D1 won 1,600,000; D4 lost 300,000, D11 lost 80,000 → 1 ÷ 3, 1,600,000 ÷ 1,980,000 = 80.81 %
    ['aiScoped', { wonCount: 1, lostCount: 2, winRateBps: 3_333, winRateByValueBps: 8_081 }],
    // Hand: D2 won 500,000, D10 won 300,000; D3 lost 320,000 → 2 ÷ 3, 800,000 ÷ 1,120,000 = 71.43 %
    ['handScoped', { wonCount: 2, lostCount: 1, winRateBps: 6_667, winRateByValueBps: 7_143 }],
  ] as const)('splits the win rate: %s', (key, expected) => {
    expect(overall[key]).toMatchObject(expected);
  });

  it('average deal size is the won first-year value ÷ won deals: 2,400,000 ÷ 3', () => {
    expect(overall.averageDealSizeCents).toBe(800_000);
  });

  it('sales cycle: D1 95, D2 44, D10 51 days → average 63.3, median 51; time to loss: D3 73, D4 50, D11 12', () => {
    expect(overall.salesCycle).toEqual({ count: 3, averageDays: 63.3, medianDays: 51 });
    expect(overall.timeToLoss).toEqual({ count: 3, averageDays: 45, medianDays: 50 });
  });

  it('margin of won quotes is TCV-weighted: (2,800,000 × 30 % + 500,000 × 20 %) ÷ 3,300,000; D10 has none', () => {
    expect(overall.wonMarginBps).toBe(2_848); // 9,400,000,000 ÷ 3,300,000 = 2,848.48
  });

  it('funnel over the 8 deals created in Q2 (D2, D4, D6, D8, D9, D10, D11, D12), skipped stages counted as reached', () => {
    // Furthest step: D8, D11 lead; D12 qualified; D9 scoping (reopened); D4, D6 proposal; D2, D10 won.
    expect(overall.funnel.map((s) => [s.stageName, s.reachedCount, s.conversionToNextBps])).toEqual([
      ['Lead', 8, 7_500], // 6 ÷ 8
      ['Qualified', 6, 8_333], // 5 ÷ 6
      ['Scoping', 5, 8_000], // 4 ÷ 5
      ['Proposal Sent', 4, 5_000], // 2 ÷ 4
      ['Negotiation', 2, 10_000], // 2 ÷ 2
      ['Won', 2, null],
    ]);
  });

  it('time in stage over stays that began in Q2; open stays run to now (06-20)', () => {
    expect(overall.timeInStage.map((s) => [s.stageName, s.count, s.averageDays, s.medianDays])).toEqual([
      ['Lead', 4, 19.3, 11], // D6 10, D8 50 (open), D11 12, D12 5 → 77 ÷ 4 = 19.25; median (10 + 12) ÷ 2
      ['Qualified', 4, 12.5, 12.5], // D2 7, D6 20, D9 18, D12 5 (open) → 50 ÷ 4; median (7 + 18) ÷ 2
      ['Scoping', 3, 26, 20], // D2 12, D4 20, D9 46 (open since the reopening 05-05)
      ['Proposal Sent', 2, 35.5, 35.5], // D4 30, D6 41 (open); D1's stay began 02-10, before Q2
      ['Negotiation', 2, 37.5, 37.5], // D2 25, D7 50 (open)
    ]);
  });

  it('pipeline created vs closed by month, first-year values', () => {
    expect(overall.createdVsClosed.map(({ start: _s, end: _e, ...row }) => row)).toEqual([
      // created D2 500,000 + D4 300,000 + D6 640,000 + D9 250,000 + D10 300,000; won D1; lost D3
      {
        key: '2026-04',
        createdCount: 5,
        createdValueCents: 1_990_000,
        wonCount: 1,
        wonValueCents: 1_600_000,
        lostCount: 1,
        lostValueCents: 320_000,
      },
      // created D8 160,000 + D11 80,000; won D2; lost D4
      {
        key: '2026-05',
        createdCount: 2,
        createdValueCents: 240_000,
        wonCount: 1,
        wonValueCents: 500_000,
        lostCount: 1,
        lostValueCents: 300_000,
      },
      // created D12; won D10; lost D11
      {
        key: '2026-06',
        createdCount: 1,
        createdValueCents: 360_000,
        wonCount: 1,
        wonValueCents: 300_000,
        lostCount: 1,
        lostValueCents: 80_000,
      },
    ]);
    expect(overall.createdVsClosed[0]!.start).toBe(Q2.start);
    expect(overall.createdVsClosed[2]!.end).toBe(Q2.end);
  });

  const summary = (groups: GroupFigures[]) =>
    groups.map((g) => [
      g.name,
      g.figures.winRate.winRateBps,
      g.figures.winRate.winRateByValueBps,
      g.figures.averageDealSizeCents,
    ]);

  it.each([
    // Ana: D1 won 1,600,000; D3 lost 320,000, D11 lost 80,000. Ben: D2 500,000, D10 300,000 won; D4 300,000 lost.
    [
      'byOwner',
      [
        ['Ana', 3_333, 8_000, 1_600_000],
        ['Ben', 6_667, 7_273, 400_000],
      ],
    ],
    // Acme: D1, D10 won 1,900,000; D4 lost 300,000. Birch: D2 won 500,000; D11 lost 80,000. Cobalt: D3 lost.
    [
      'byClient',
      [
        ['Acme', 6_667, 8_636, 950_000],
        ['Birch', 5_000, 8_621, 500_000],
        ['Cobalt', 0, 0, null],
      ],
    ],
    // Cloud: D1 won, D3 lost (1,600,000 ÷ 1,920,000). Network: D2 won, D11 lost. Security: D1, D10 won, D4 lost.
    [
      'byServiceArea',
      [
        ['Cloud', 5_000, 8_333, 1_600_000],
        ['Network', 5_000, 8_621, 500_000],
        ['Security', 6_667, 8_636, 950_000],
      ],
    ],
  ] as const)('groups every figure %s', (key, expected) => {
    expect(summary(analytics[key])).toEqual(expected);
  });

  it('groups carry the other figures too: Ben margin is D2 alone, Ana funnel is D9 (to Scoping) and D11 (Lead)', () => {
    const [ana, ben] = analytics.byOwner;
    expect(ben!.figures.wonMarginBps).toBe(2_000);
    expect(ana!.figures.salesCycle).toEqual({ count: 1, averageDays: 95, medianDays: 95 });
    expect(ana!.figures.funnel.map((s) => s.reachedCount)).toEqual([2, 1, 1, 0, 0, 0]);
  });

  it('gives the same figures whatever the order of the stage changes', () => {
    const shuffled = [...CHANGES].reverse();
    expect(analysePipeline({ ...input, changes: shuffled, bucketSize: 'month' })).toEqual(analytics);
  });

  it('a quarter bucket holds the whole range', () => {
    const byQuarter = analysePipeline({ ...input, bucketSize: 'quarter' });
    expect(byQuarter.overall.createdVsClosed.map((b) => [b.key, b.createdCount, b.wonCount, b.lostCount])).toEqual([
      ['2026-Q2', 8, 3, 3],
    ]);
  });
});

describe('analysePipeline edge cases', () => {
  const range = { start: Q2.start, end: Q2.end };

  it('no deals: every rate and average is null, never NaN', () => {
    const empty = analysePipeline({ ...input, deals: [], changes: [], range, bucketSize: 'month' });
    expect(empty.overall.winRate).toEqual({
      wonCount: 0,
      lostCount: 0,
      winRateBps: null,
      wonValueCents: 0,
      lostValueCents: 0,
      winRateByValueBps: null,
    });
    expect(empty.overall.averageDealSizeCents).toBeNull();
    expect(empty.overall.salesCycle).toEqual({ count: 0, averageDays: null, medianDays: null });
    expect(empty.overall.wonMarginBps).toBeNull();
    expect(empty.overall.funnel.every((s) => s.reachedCount === 0 && s.conversionToNextBps === null)).toBe(true);
    expect(empty.byOwner).toEqual([]);
    expect(JSON.stringify(empty)).not.toContain('NaN');
  });

  it('all open: no win rate, but a funnel and times in stage', () => {
    const open = DEALS.filter((d) => d.status === 'open');
    const result = analysePipeline({ ...input, deals: open, range, bucketSize: 'month' }).overall;
    expect(result.winRate.winRateBps).toBeNull();
    expect(result.averageDealSizeCents).toBeNull();
    expect(result.funnel[0]!.reachedCount).toBe(4); // D6, D8, D9, D12 created in Q2
  });

  it('a deal closed at 00:30 on 1 April in Berlin (22:30 UTC on 31 March) belongs to Q2 in Berlin, Q1 in UTC', () => {
    const deal = { ...DEALS[1]!, createdAt: '2026-03-01T12:00:00Z', closedAt: '2026-03-31T22:30:00Z' };
    const run = (start: string, end: string) =>
      analysePipeline({
        ...input,
        deals: [deal],
        changes: [],
        range: { start: Date.parse(start), end: Date.parse(end) },
        bucketSize: 'month',
      }).overall.winRate.wonCount;
    expect(run('2026-03-31T22:00:00Z', '2026-06-30T22:00:00Z')).toBe(1);
    expect(run('2026-04-01T00:00:00Z', '2026-07-01T00:00:00Z')).toBe(0);
  });

  it('a deal whose history went through a retired stage reaches the funnel by its open stages only', () => {
    const deal = { ...DEALS[5]!, id: 'R1', createdAt: '2026-04-01T12:00:00Z' };
    const changes = [
      { opportunityId: 'R1', fromStageId: null, toStageId: 'demo', changedAt: '2026-04-01T12:00:00Z' },
      { opportunityId: 'R1', fromStageId: 'demo', toStageId: 'qual', changedAt: '2026-04-03T12:00:00Z' },
    ];
    const result = analysePipeline({
      ...input,
      deals: [{ ...deal, stageId: 'qual' }],
      changes,
      range,
      bucketSize: 'month',
    });
    expect(result.overall.funnel.map((s) => s.reachedCount)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(result.overall.timeInStage.find((s) => s.stageId === 'qual')?.averageDays).toBe(78); // 04-03 → now 06-20
    expect(day).toBe(86_400_000);
  });
});
