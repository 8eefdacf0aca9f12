import type {
  OpportunityBoardColumnRecord,
  OpportunityBoardRecord,
  OpportunitySummaryRecord,
} from '@/data/opportunities';
import type { PipelineStageRecord } from '@/data/pipeline';

export const STAGE_IDS = {
  lead: '0190b000-0000-7000-8000-000000000001',
  qualified: '0190b000-0000-7000-8000-000000000002',
  negotiation: '0190b000-0000-7000-8000-000000000005',
  won: '0190b000-0000-7000-8000-000000000006',
  lost: '0190b000-0000-7000-8000-000000000007',
} as const;

export const STAGES: PipelineStageRecord[] = [
  { id: STAGE_IDS.lead, name: 'Lead', position: 1, kind: 'open', probability: 10, retiredAt: null },
  { id: STAGE_IDS.qualified, name: 'Qualified', position: 2, kind: 'open', probability: 25, retiredAt: null },
  { id: STAGE_IDS.negotiation, name: 'Negotiation', position: 3, kind: 'open', probability: 80, retiredAt: null },
  { id: STAGE_IDS.won, name: 'Won', position: 4, kind: 'won', probability: 100, retiredAt: null },
  { id: STAGE_IDS.lost, name: 'Lost', position: 5, kind: 'lost', probability: 0, retiredAt: null },
];

export const DEAL_ID = '0190c000-0000-7000-8000-000000000001';
export const CLIENT_ID = '0190d000-0000-7000-8000-000000000001';
export const OWNER_ID = '0190e000-0000-7000-8000-000000000001';

/** One open deal as the API summarises it; `overrides` change any field. */
export function deal(overrides: Partial<OpportunitySummaryRecord> = {}): OpportunitySummaryRecord {
  const stage = STAGES.find((s) => s.id === (overrides.stageId ?? STAGE_IDS.lead))!;
  const now = new Date().toISOString();
  return {
    id: DEAL_ID,
    name: 'Acme firewall refresh',
    clientId: CLIENT_ID,
    clientName: 'Acme Dental',
    contactId: null,
    contactName: null,
    ownerId: OWNER_ID,
    ownerName: 'Dana Doe',
    stageId: stage.id,
    stageName: stage.name,
    stageKind: stage.kind,
    status: stage.kind,
    expectedCloseDate: null,
    probabilityOverride: null,
    probability: stage.probability,
    source: null,
    lossReasonId: null,
    lossReasonLabel: null,
    lossNote: '',
    nextStep: '',
    nextStepDate: null,
    oneTimeCents: 1_200_000,
    mrrCents: 0,
    tcvCents: 0,
    valueCents: 1_200_000,
    weightedValueCents: Math.round((1_200_000 * stage.probability) / 100),
    valuesOverridden: true,
    primaryQuoteId: null,
    closedAt: null,
    lockVersion: 3,
    lastActivityAt: now,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** The board with these cards, each column's figures added up from them. */
export function board(cards: OpportunitySummaryRecord[]): OpportunityBoardRecord {
  const columns: OpportunityBoardColumnRecord[] = STAGES.map((stage) => {
    const here = cards.filter((card) => card.stageId === stage.id);
    return {
      stage,
      count: here.length,
      totalCents: here.reduce((sum, card) => sum + card.valueCents, 0),
      weightedCents: here.reduce((sum, card) => sum + card.weightedValueCents, 0),
      cards: here,
      hasMore: false,
    };
  });
  return { columns };
}
