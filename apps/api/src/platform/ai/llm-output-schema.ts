import { ExtractedQuantity, SCOPE_PHASES } from '@scopewright/domain';
import { z } from 'zod';

const Words = z.array(z.string().max(400)).max(12);

/**
 * What the model must answer (structured output). Hours and roles only: prices come from the tenant's rate
 * card when the lines are priced (priceSections), never from the model.
 */
export const LlmScopeLine = z.object({
  serviceId: z.string().max(80).nullable().describe('The id of the library service this task comes from, or null.'),
  name: z.string().min(1).max(160),
  description: z.string().max(600),
  role: z.string().min(1).max(80).describe('One of the rate card role names given.'),
  hours: z.number().min(0).max(500),
  rationale: z.string().max(300).describe('One line: how the hours follow from the quantities.'),
  deliverables: Words,
  assumptions: Words,
  outOfScope: Words,
});
export type LlmScopeLine = z.infer<typeof LlmScopeLine>;

export const LlmScopeSection = z.object({
  name: z.enum(SCOPE_PHASES),
  confidence: z.number().min(0).max(1),
  lines: z.array(LlmScopeLine).min(1).max(40),
});
export type LlmScopeSection = z.infer<typeof LlmScopeSection>;

/** A catalog line: which of the given catalog items and how many. Name and prices come from the catalog. */
export const LlmScopeItem = z.object({
  catalogItemId: z.string().max(80).describe('The id of one of the catalog items given; nothing else.'),
  quantity: z.number().positive().max(100_000),
  rationale: z.string().max(300).describe('One line: where the count comes from, e.g. "20 users".'),
});
export type LlmScopeItem = z.infer<typeof LlmScopeItem>;

export const LlmScopeOutput = z.object({
  quantities: z.array(ExtractedQuantity).max(30),
  sections: z.array(LlmScopeSection).max(SCOPE_PHASES.length),
  items: z.array(LlmScopeItem).max(30).default([]),
  notUnderstood: z.array(z.string().max(300)).max(20),
});
export type LlmScopeOutput = z.infer<typeof LlmScopeOutput>;
