import { z } from 'zod';
import { QUOTE_LIMITS, QUOTE_SETTINGS_FIELDS, QuoteLineInput, QuoteSectionInput } from './quote-content';
import { SaveQuoteDraftInput } from './quote-api';

const header = SaveQuoteDraftInput.shape;
const ids = (max: number) => z.array(z.uuid()).max(max);

/**
 * PATCH /api/quotes/{id}/draft: the autosave of what changed since the last save (ADR 0039). Sections and lines
 * are sent whole when added or changed; removals by id; an order only for the sections whose order changed.
 */
export const PatchQuoteDraftInput = z.strictObject({
  lockVersion: header.lockVersion,
  title: header.title.optional(),
  clientId: header.clientId.optional(),
  contactId: header.contactId.optional(),
  validUntil: header.validUntil.optional(),
  currency: header.currency.optional(),
  opportunityId: header.opportunityId,
  settings: z.strictObject(QUOTE_SETTINGS_FIELDS).partial().optional(),
  /** Added or changed sections, without their lines. */
  sections: z
    .array(QuoteSectionInput.omit({ lines: true }))
    .max(QUOTE_LIMITS.maxSections)
    .optional(),
  /** Added or changed lines, each with the id of the section it sits in. */
  lines: z
    .array(z.strictObject({ sectionId: z.uuid(), line: QuoteLineInput }))
    .max(QUOTE_LIMITS.maxLines)
    .optional(),
  removedSectionIds: ids(QUOTE_LIMITS.maxSections).optional(),
  removedLineIds: ids(QUOTE_LIMITS.maxLines).optional(),
  /** Every section id in order, when sections were added, removed or moved. */
  sectionOrder: ids(QUOTE_LIMITS.maxSections).optional(),
  /** A section's line ids in order, for each section whose lines were added, removed or moved. */
  lineOrder: z.record(z.uuid(), ids(QUOTE_LIMITS.maxLines)).optional(),
});
export type PatchQuoteDraftInput = z.input<typeof PatchQuoteDraftInput>;
export type QuoteDraftPatch = z.output<typeof PatchQuoteDraftInput>;
