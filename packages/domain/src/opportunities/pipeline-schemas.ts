import { z } from 'zod';
import { SafeText } from '../validation/safe-text';
import { OPPORTUNITY_COPY as COPY } from './opportunity-copy';
import { PIPELINE_STAGE_KINDS } from './opportunity-enums';
import { ProbabilityPercent } from './opportunity-schemas';

export const PIPELINE_LIMITS = { stageName: 60, lossReasonLabel: 80, maxStages: 30, maxLossReasons: 50 } as const;

const label = (max: number, required: string) =>
  SafeText.pipe(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: COPY.tooLong(max) }),
  );

const StageName = label(PIPELINE_LIMITS.stageName, COPY.stageNameRequired);

export const CreatePipelineStageInput = z.strictObject({
  name: StageName,
  kind: z.enum(PIPELINE_STAGE_KINDS).default('open'),
  probability: ProbabilityPercent,
});
export type CreatePipelineStageInput = z.input<typeof CreatePipelineStageInput>;

/** Rename, set the probability, retire (true) or bring back (false). A stage's kind never changes. */
export const UpdatePipelineStageInput = z.strictObject({
  name: StageName.optional(),
  probability: ProbabilityPercent.optional(),
  retired: z.boolean().optional(),
});
export type UpdatePipelineStageInput = z.input<typeof UpdatePipelineStageInput>;

/** Every current (not retired) stage's id, in the new order. */
export const ReorderPipelineStagesInput = z.strictObject({
  stageIds: z
    .array(z.uuid())
    .min(1)
    .max(PIPELINE_LIMITS.maxStages)
    .refine((ids) => new Set(ids).size === ids.length, { error: COPY.orderMismatch }),
});
export type ReorderPipelineStagesInput = z.input<typeof ReorderPipelineStagesInput>;

const LossReasonLabel = label(PIPELINE_LIMITS.lossReasonLabel, COPY.lossReasonLabelRequired);

export const CreateLossReasonInput = z.strictObject({ label: LossReasonLabel });
export type CreateLossReasonInput = z.input<typeof CreateLossReasonInput>;

export const UpdateLossReasonInput = z.strictObject({
  label: LossReasonLabel.optional(),
  retired: z.boolean().optional(),
});
export type UpdateLossReasonInput = z.input<typeof UpdateLossReasonInput>;

export const PipelineSettingsInput = z.strictObject({
  /** A deal moved to a lost stage must carry a loss reason. */
  requireLossReason: z.boolean(),
});
export type PipelineSettingsInput = z.input<typeof PipelineSettingsInput>;
