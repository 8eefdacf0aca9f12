import type { QuoteStatus } from '../quotes/quote-enums';
import type { OpportunitySource, OpportunityStatus, PipelineStageKind } from './opportunity-enums';

/** What the API answers (docs/decisions/0047-opportunities-pipeline.md); probabilities are whole percents. */
export interface PipelineStage {
  id: string;
  name: string;
  position: number;
  kind: PipelineStageKind;
  probability: number;
  retiredAt: string | null;
}

export interface LossReason {
  id: string;
  label: string;
  position: number;
  retiredAt: string | null;
}

export interface PipelineSettings {
  requireLossReason: boolean;
}

export interface OpportunitySummary {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  contactId: string | null;
  contactName: string | null;
  ownerId: string | null;
  ownerName: string | null;
  stageId: string;
  stageName: string;
  stageKind: PipelineStageKind;
  status: OpportunityStatus;
  expectedCloseDate: string | null;
  /** The deal's own probability when set, else null (the stage's applies). */
  probabilityOverride: number | null;
  /** What counts: the override, else the stage's. */
  probability: number;
  source: OpportunitySource | null;
  lossReasonId: string | null;
  lossReasonLabel: string | null;
  lossNote: string;
  nextStep: string;
  nextStepDate: string | null;
  oneTimeCents: number;
  mrrCents: number;
  tcvCents: number;
  /** TCV, or the one-time value when there is no recurring revenue: what columns add up and lists sort by. */
  valueCents: number;
  weightedValueCents: number;
  valuesOverridden: boolean;
  primaryQuoteId: string | null;
  closedAt: string | null;
  lockVersion: number;
  lastActivityAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface OpportunityQuote {
  id: string;
  number: number;
  title: string;
  status: QuoteStatus;
  oneTimeTotalCents: number;
  mrrCents: number;
  tcvCents: number;
  isPrimary: boolean;
  updatedAt: string;
  /** When the client declined it on the quote page, and the reason they gave (empty when none). */
  declinedAt: string | null;
  declineReason: string | null;
}

export interface OpportunityStageChange {
  id: string;
  fromStageId: string | null;
  fromStageName: string | null;
  toStageId: string;
  toStageName: string;
  /** null: the client (accepting a quote) or a removed member. */
  changedById: string | null;
  changedByName: string | null;
  changedAt: string;
}

export interface OpportunityDetail extends OpportunitySummary {
  quotes: OpportunityQuote[];
  stageHistory: OpportunityStageChange[];
}

export interface OpportunityListPage {
  items: OpportunitySummary[];
  total: number;
  nextCursor: string | null;
}

/** What a board card shows and a drag needs: the summary without ids, notes and timestamps the card never uses. */
export const OPPORTUNITY_CARD_FIELDS = [
  'id',
  'name',
  'clientName',
  'ownerName',
  'stageId',
  'stageName',
  'stageKind',
  'status',
  'expectedCloseDate',
  'probabilityOverride',
  'probability',
  'lossReasonLabel',
  'nextStep',
  'nextStepDate',
  'oneTimeCents',
  'mrrCents',
  'valueCents',
  'weightedValueCents',
  'lockVersion',
  'lastActivityAt',
] as const satisfies readonly (keyof OpportunitySummary)[];

export type OpportunityCard = Pick<OpportunitySummary, (typeof OPPORTUNITY_CARD_FIELDS)[number]>;

export interface OpportunityBoardColumn {
  stage: PipelineStage;
  count: number;
  totalCents: number;
  weightedCents: number;
  cards: OpportunityCard[];
  hasMore: boolean;
}

export interface OpportunityBoard {
  columns: OpportunityBoardColumn[];
}
