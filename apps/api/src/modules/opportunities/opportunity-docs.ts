import { z } from '@hono/zod-openapi';
import {
  OPPORTUNITY_CARD_FIELDS,
  OPPORTUNITY_SOURCES,
  OPPORTUNITY_STATUSES,
  PIPELINE_STAGE_KINDS,
  QUOTE_STATUSES,
} from '@scopewright/domain';

const percent = (description: string) => z.number().int().min(0).max(100).openapi({ description });

export const PipelineStageDoc = z
  .object({
    id: z.string(),
    name: z.string(),
    position: z.number().int(),
    kind: z.enum(PIPELINE_STAGE_KINDS),
    probability: percent('Whole percent 0–100 (stored as basis points).'),
    retiredAt: z.string().nullable(),
  })
  .openapi('PipelineStage');

export const LossReasonDoc = z
  .object({ id: z.string(), label: z.string(), position: z.number().int(), retiredAt: z.string().nullable() })
  .openapi('LossReason');

export const PipelineSettingsDoc = z.object({ requireLossReason: z.boolean() }).openapi('PipelineSettings');

export const OpportunitySummaryDoc = z
  .object({
    id: z.string(),
    name: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    contactId: z.string().nullable(),
    contactName: z.string().nullable(),
    ownerId: z.string().nullable(),
    ownerName: z.string().nullable(),
    stageId: z.string(),
    stageName: z.string(),
    stageKind: z.enum(PIPELINE_STAGE_KINDS),
    status: z.enum(OPPORTUNITY_STATUSES),
    expectedCloseDate: z.string().nullable(),
    probabilityOverride: percent('The deal’s own probability; null: the stage’s applies.').nullable(),
    probability: percent('The override, else the stage’s.'),
    source: z.enum(OPPORTUNITY_SOURCES).nullable(),
    lossReasonId: z.string().nullable(),
    lossReasonLabel: z.string().nullable(),
    lossNote: z.string(),
    nextStep: z.string(),
    nextStepDate: z.string().nullable(),
    oneTimeCents: z.number().int(),
    mrrCents: z.number().int(),
    tcvCents: z.number().int(),
    valueCents: z.number().int().openapi({ description: 'TCV, or the one-time value without recurring revenue.' }),
    weightedValueCents: z.number().int(),
    valuesOverridden: z.boolean().openapi({ description: 'false: the values follow the primary quote.' }),
    primaryQuoteId: z.string().nullable(),
    closedAt: z.string().nullable(),
    lockVersion: z.number().int(),
    lastActivityAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('OpportunitySummary');

export const OpportunityDetailDoc = OpportunitySummaryDoc.extend({
  quotes: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      title: z.string(),
      status: z.enum(QUOTE_STATUSES),
      oneTimeTotalCents: z.number().int(),
      mrrCents: z.number().int(),
      tcvCents: z.number().int(),
      isPrimary: z.boolean(),
      updatedAt: z.string(),
      declinedAt: z.string().nullable(),
      declineReason: z.string().nullable(),
    }),
  ),
  stageHistory: z.array(
    z.object({
      id: z.string(),
      fromStageId: z.string().nullable(),
      fromStageName: z.string().nullable(),
      toStageId: z.string(),
      toStageName: z.string(),
      changedById: z.string().nullable().openapi({ description: 'null: the client (accepting a quote).' }),
      changedByName: z.string().nullable(),
      changedAt: z.string(),
    }),
  ),
}).openapi('OpportunityDetail');

export const OpportunityListDoc = z
  .object({
    items: z.array(OpportunitySummaryDoc),
    total: z.number().int().openapi({ description: 'Deals matching the filters, across every page.' }),
    nextCursor: z.string().nullable().openapi({ description: 'The next page’s `cursor`; null on the last page.' }),
  })
  .openapi('OpportunityList');

const OpportunityCardDoc = OpportunitySummaryDoc.pick(
  Object.fromEntries(OPPORTUNITY_CARD_FIELDS.map((field) => [field, true])) as {
    [K in (typeof OPPORTUNITY_CARD_FIELDS)[number]]: true;
  },
).openapi('OpportunityCard');

export const OpportunityBoardDoc = z
  .object({
    columns: z.array(
      z.object({
        stage: PipelineStageDoc,
        count: z.number().int(),
        totalCents: z.number().int(),
        weightedCents: z.number().int(),
        cards: z.array(OpportunityCardDoc),
        hasMore: z.boolean(),
      }),
    ),
  })
  .openapi('OpportunityBoard');
