/** An instant as the API reads it from a row: a Date or an ISO 8601 string with an offset. */
export type Instant = Date | string;

export type AnalyticsStageKind = 'open' | 'won' | 'lost';
export type DealStatus = 'open' | 'won' | 'lost';

/** A workspace's stage, as `pipeline_stages` holds it. */
export interface AnalyticsStage {
  id: string;
  name: string;
  position: number;
  kind: AnalyticsStageKind;
  probabilityBps: number;
  retiredAt: Instant | null;
}

/** An opportunity, as the analytics read it. Money is integer cents before tax; margins and probabilities are bps. */
export interface AnalyticsDeal {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  ownerId: string;
  ownerName: string;
  stageId: string;
  status: DealStatus;
  createdAt: Instant;
  closedAt: Instant | null;
  /** `YYYY-MM-DD`, a calendar date in the workspace. */
  expectedCloseDate: string | null;
  probabilityOverrideBps: number | null;
  oneTimeCents: number;
  mrrCents: number;
  tcvCents: number;
  lossReason: string | null;
  serviceAreas: readonly string[];
  isAiScoped: boolean;
  /** Margin of the accepted quote (contract basis, ADR 0026); null when unknown or not won. */
  wonMarginBps: number | null;
}

/** One recorded move; `fromStageId` is null for the stage a deal was created in. */
export interface AnalyticsStageChange {
  opportunityId: string;
  fromStageId: string | null;
  toStageId: string;
  changedAt: Instant;
}

/** A half-open interval of instants, epoch milliseconds: start ≤ t < end. */
export interface InstantSpan {
  start: number;
  end: number;
}

export type BucketSize = 'month' | 'quarter';
