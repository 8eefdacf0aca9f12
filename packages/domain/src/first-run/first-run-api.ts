import { z } from 'zod';
import { CONFIRMABLE_FIRST_RUN_STEPS, FIRST_RUN_STEP_KEYS } from './first-run';

export const FirstRunStep = z.object({
  key: z.enum(FIRST_RUN_STEP_KEYS),
  done: z.boolean(),
  canAct: z.boolean(),
});
export type FirstRunStep = z.infer<typeof FirstRunStep>;

/** GET /api/first-run: the checklist of a new workspace; `visible` false once every step is done or dismissed. */
export const FirstRunChecklist = z.object({
  visible: z.boolean(),
  canDismiss: z.boolean(),
  steps: z.array(FirstRunStep),
});
export type FirstRunChecklist = z.infer<typeof FirstRunChecklist>;

export const ConfirmFirstRunStepInput = z.strictObject({ step: z.enum(CONFIRMABLE_FIRST_RUN_STEPS) });
export type ConfirmFirstRunStepInput = z.infer<typeof ConfirmFirstRunStepInput>;
