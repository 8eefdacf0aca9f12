import type { AnalyticsDeal, AnalyticsStage, AnalyticsStageChange } from './pipeline-types';

/**
 * Twelve known deals over Q1 and Q2 2026 in Europe/Berlin; every expected figure in the tests is worked out by
 * hand from this table. Every instant is at 12:00 UTC, so whole days separate them.
 *   value = first-year value = one-time + 12 × MRR (cents)
 *   D1  Acme   Ana won  01-05 → 04-10 lead, qual, prop (skips scope), won  1,000,000 + 12 × 50,000 = 1,600,000 AI
 *   D2  Birch  Ben won  04-01 → 05-15 qual, scope, nego (skips prop), won    500,000                 =   500,000
 *   D3  Cobalt Ana lost 02-01 → 04-15 lead, qual, lost                       200,000 + 12 × 10,000   =   320,000
 *   D4  Acme   Ben lost 04-05 → 05-25 scope, prop, lost                            0 + 12 × 25,000   =   300,000 AI
 *   D5  Birch  Ana won  01-10 → 03-20 lead, won (closed in Q1)               300,000                 =   300,000
 *   D6  Cobalt Ben open 04-10 lead, qual, prop (60 %), close 07-15           400,000 + 12 × 20,000   =   640,000
 *   D7  Acme   Ana open 03-01 qual, nego (80 %), close 06-25                 600,000                 =   600,000 AI
 *   D8  Birch  Ben open 05-01 lead (10 %, override 50 %), close 06-10        100,000 + 12 × 5,000    =   160,000
 *   D9  Cobalt Ana open 04-02 qual, lost 04-20, reopened scope 05-05 (40 %)  250,000                 =   250,000 AI
 *   D10 Acme   Ben won  04-15 → 06-05, no stage history (imported)           150,000 + 12 × 12,500   =   300,000
 *   D11 Birch  Ana lost 05-20 → 06-01 lead, lost                              80,000                 =    80,000 AI
 *   D12 Cobalt Ben open 06-10 lead, qual (25 %), no close date                     0 + 12 × 30,000   =   360,000
 */
export const TIME_ZONE = 'Europe/Berlin';
export const NOW = new Date('2026-06-20T12:00:00Z');
/** Q2 2026 in Berlin (CEST, UTC+2). */
export const Q2 = { start: Date.parse('2026-03-31T22:00:00Z'), end: Date.parse('2026-06-30T22:00:00Z') };

export const at = (day: string) => `${day}T12:00:00Z`;

export const STAGES: AnalyticsStage[] = [
  { id: 'lost', name: 'Lost', position: 7, kind: 'lost', probabilityBps: 0, retiredAt: null },
  { id: 'lead', name: 'Lead', position: 1, kind: 'open', probabilityBps: 1_000, retiredAt: null },
  { id: 'qual', name: 'Qualified', position: 2, kind: 'open', probabilityBps: 2_500, retiredAt: null },
  { id: 'scope', name: 'Scoping', position: 3, kind: 'open', probabilityBps: 4_000, retiredAt: null },
  { id: 'prop', name: 'Proposal Sent', position: 4, kind: 'open', probabilityBps: 6_000, retiredAt: null },
  { id: 'nego', name: 'Negotiation', position: 5, kind: 'open', probabilityBps: 8_000, retiredAt: null },
  { id: 'won', name: 'Won', position: 6, kind: 'won', probabilityBps: 10_000, retiredAt: null },
  { id: 'demo', name: 'Demo', position: 8, kind: 'open', probabilityBps: 5_000, retiredAt: '2025-12-01T00:00:00Z' },
];

const OWNERS = { ana: ['u-ana', 'Ana'], ben: ['u-ben', 'Ben'] } as const;
const CLIENTS = { acme: ['c-acme', 'Acme'], birch: ['c-birch', 'Birch'], cobalt: ['c-cobalt', 'Cobalt'] } as const;

type Row = [
  id: string,
  client: keyof typeof CLIENTS,
  owner: keyof typeof OWNERS,
  stageId: string,
  created: string,
  closed: string | null,
  expectedClose: string | null,
  oneTime: number,
  mrr: number,
  tcv: number,
  wonMarginBps: number | null,
  areas: string[],
  isAiScoped: boolean,
  overrideBps?: number,
];

const ROWS: Row[] = [
  [
    'D1',
    'acme',
    'ana',
    'won',
    '2026-01-05',
    '2026-04-10',
    '2026-04-30',
    1_000_000,
    50_000,
    2_800_000,
    3_000,
    ['Security', 'Cloud'],
    true,
  ],
  [
    'D2',
    'birch',
    'ben',
    'won',
    '2026-04-01',
    '2026-05-15',
    '2026-05-31',
    500_000,
    0,
    500_000,
    2_000,
    ['Network'],
    false,
  ],
  [
    'D3',
    'cobalt',
    'ana',
    'lost',
    '2026-02-01',
    '2026-04-15',
    '2026-04-20',
    200_000,
    10_000,
    560_000,
    null,
    ['Cloud'],
    false,
  ],
  ['D4', 'acme', 'ben', 'lost', '2026-04-05', '2026-05-25', '2026-05-20', 0, 25_000, 900_000, null, ['Security'], true],
  ['D5', 'birch', 'ana', 'won', '2026-01-10', '2026-03-20', '2026-03-31', 300_000, 0, 300_000, 5_000, [], false],
  [
    'D6',
    'cobalt',
    'ben',
    'prop',
    '2026-04-10',
    null,
    '2026-07-15',
    400_000,
    20_000,
    1_120_000,
    null,
    ['Network', 'Cloud'],
    false,
  ],
  ['D7', 'acme', 'ana', 'nego', '2026-03-01', null, '2026-06-25', 600_000, 0, 600_000, null, ['Security'], true],
  ['D8', 'birch', 'ben', 'lead', '2026-05-01', null, '2026-06-10', 100_000, 5_000, 280_000, null, [], false, 5_000],
  ['D9', 'cobalt', 'ana', 'scope', '2026-04-02', null, '2026-08-20', 250_000, 0, 250_000, null, ['Cloud'], true],
  [
    'D10',
    'acme',
    'ben',
    'won',
    '2026-04-15',
    '2026-06-05',
    '2026-06-30',
    150_000,
    12_500,
    450_000,
    null,
    ['Security'],
    false,
  ],
  ['D11', 'birch', 'ana', 'lost', '2026-05-20', '2026-06-01', '2026-06-15', 80_000, 0, 80_000, null, ['Network'], true],
  ['D12', 'cobalt', 'ben', 'qual', '2026-06-10', null, null, 0, 30_000, 1_080_000, null, [], false],
];

const statusOf = (stageId: string) => (stageId === 'won' ? 'won' : stageId === 'lost' ? 'lost' : 'open');

export const DEALS: AnalyticsDeal[] = ROWS.map(
  ([
    id,
    client,
    owner,
    stageId,
    created,
    closed,
    expectedCloseDate,
    oneTimeCents,
    mrrCents,
    tcvCents,
    wonMarginBps,
    serviceAreas,
    isAiScoped,
    override,
  ]) => ({
    id,
    name: `Deal ${id}`,
    clientId: CLIENTS[client][0],
    clientName: CLIENTS[client][1],
    ownerId: OWNERS[owner][0],
    ownerName: OWNERS[owner][1],
    stageId,
    status: statusOf(stageId),
    createdAt: at(created),
    closedAt: closed === null ? null : at(closed),
    expectedCloseDate,
    probabilityOverrideBps: override ?? null,
    oneTimeCents,
    mrrCents,
    tcvCents,
    lossReason: stageId === 'lost' ? 'Price' : null,
    serviceAreas,
    isAiScoped,
    wonMarginBps,
  }),
);

/** [deal, from, to, day]; the first change of a deal (from null) is the stage it was created in. */
const MOVES: [string, string | null, string, string][] = [
  ['D1', null, 'lead', '2026-01-05'],
  ['D1', 'lead', 'qual', '2026-01-20'],
  ['D1', 'qual', 'prop', '2026-02-10'],
  ['D1', 'prop', 'won', '2026-04-10'],
  ['D2', null, 'qual', '2026-04-01'],
  ['D2', 'qual', 'scope', '2026-04-08'],
  ['D2', 'scope', 'nego', '2026-04-20'],
  ['D2', 'nego', 'won', '2026-05-15'],
  ['D3', null, 'lead', '2026-02-01'],
  ['D3', 'lead', 'qual', '2026-02-15'],
  ['D3', 'qual', 'lost', '2026-04-15'],
  ['D4', null, 'scope', '2026-04-05'],
  ['D4', 'scope', 'prop', '2026-04-25'],
  ['D4', 'prop', 'lost', '2026-05-25'],
  ['D5', null, 'lead', '2026-01-10'],
  ['D5', 'lead', 'won', '2026-03-20'],
  ['D6', null, 'lead', '2026-04-10'],
  ['D6', 'lead', 'qual', '2026-04-20'],
  ['D6', 'qual', 'prop', '2026-05-10'],
  ['D7', null, 'qual', '2026-03-01'],
  ['D7', 'qual', 'nego', '2026-05-01'],
  ['D8', null, 'lead', '2026-05-01'],
  ['D9', null, 'qual', '2026-04-02'],
  ['D9', 'qual', 'lost', '2026-04-20'],
  ['D9', 'lost', 'scope', '2026-05-05'],
  ['D11', null, 'lead', '2026-05-20'],
  ['D11', 'lead', 'lost', '2026-06-01'],
  ['D12', null, 'lead', '2026-06-10'],
  ['D12', 'lead', 'qual', '2026-06-15'],
];

export const CHANGES: AnalyticsStageChange[] = MOVES.map(([opportunityId, fromStageId, toStageId, day]) => ({
  opportunityId,
  fromStageId,
  toStageId,
  changedAt: at(day),
}));
