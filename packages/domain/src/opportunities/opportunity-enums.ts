/** Pipeline vocabulary (docs/decisions/0047-opportunities-pipeline.md); packages/db mirrors these lists in CHECK constraints. */
export const PIPELINE_STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type PipelineStageKind = (typeof PIPELINE_STAGE_KINDS)[number];

/** An opportunity's status follows the kind of the stage it sits in. */
export const OPPORTUNITY_STATUSES = ['open', 'won', 'lost'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
};

export const OPPORTUNITY_SOURCES = [
  'referral',
  'existing_client',
  'website',
  'inbound_call',
  'outbound',
  'partner',
  'event',
  'other',
] as const;
export type OpportunitySource = (typeof OPPORTUNITY_SOURCES)[number];

export const OPPORTUNITY_SOURCE_LABELS: Record<OpportunitySource, string> = {
  referral: 'Referral',
  existing_client: 'Existing client',
  website: 'Website',
  inbound_call: 'Inbound call or email',
  outbound: 'Outbound prospecting',
  partner: 'Partner or vendor',
  event: 'Event',
  other: 'Other',
};

export const OPPORTUNITY_SORTS = ['close_date', 'value', 'updated', 'name'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

export const OPPORTUNITY_PAGE_SIZE = 50;
export const OPPORTUNITY_PAGE_MAX = 100;
/** Cards per board column; a column with more says `hasMore` (docs/decisions/0036). */
export const OPPORTUNITY_BOARD_COLUMN_CAP = 100;
export const OPPORTUNITY_BULK_MAX = 100;

export interface DefaultPipelineStage {
  name: string;
  kind: PipelineStageKind;
  probabilityBps: number;
}

/** Every new workspace's stages, in order (docs/decisions/0047-opportunities-pipeline.md). */
export const DEFAULT_PIPELINE_STAGES: readonly DefaultPipelineStage[] = [
  { name: 'Lead', kind: 'open', probabilityBps: 1_000 },
  { name: 'Qualified', kind: 'open', probabilityBps: 2_500 },
  { name: 'Scoping', kind: 'open', probabilityBps: 4_000 },
  { name: 'Proposal Sent', kind: 'open', probabilityBps: 6_000 },
  { name: 'Negotiation', kind: 'open', probabilityBps: 8_000 },
  { name: 'Won', kind: 'won', probabilityBps: 10_000 },
  { name: 'Lost', kind: 'lost', probabilityBps: 0 },
];

/** The seeded stage that sending a deal's primary quote moves it to (found by name; falls back to none). */
export const PROPOSAL_SENT_STAGE_NAME = 'Proposal Sent';

export const DEFAULT_LOSS_REASONS: readonly string[] = [
  'Price',
  'Chose a competitor',
  'No decision / went quiet',
  'Timing / budget',
  'Scope not a fit',
];
