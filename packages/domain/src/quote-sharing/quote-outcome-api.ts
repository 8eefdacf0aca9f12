import { z } from 'zod';

/** An optional item the client picked when accepting (a line or a whole optional section). */
export const AcceptedOption = z.object({
  id: z.string(),
  kind: z.enum(['line', 'section']),
  name: z.string(),
});
export type AcceptedOption = z.infer<typeof AcceptedOption>;

/**
 * GET /api/quotes/{id}/acceptance: how the client answered a version (the current one by default).
 * A drawn signature is fetched from `signatureUrl` (image/png); a typed one is its text.
 */
export const QuoteAcceptanceRecord = z.object({
  outcome: z.literal('accepted'),
  versionNo: z.number().int(),
  signerName: z.string(),
  signerTitle: z.string(),
  signerEmail: z.string().nullable(),
  acceptedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  documentSha256: z.string(),
  selectedOptions: z.array(AcceptedOption),
  signature: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('typed'), text: z.string() }),
    z.object({ kind: z.literal('drawn'), signatureUrl: z.string() }),
  ]),
});
export type QuoteAcceptanceRecord = z.infer<typeof QuoteAcceptanceRecord>;

export const QuoteDeclineRecord = z.object({
  outcome: z.literal('declined'),
  versionNo: z.number().int(),
  declinedAt: z.string(),
  reason: z.string().nullable(),
});
export type QuoteDeclineRecord = z.infer<typeof QuoteDeclineRecord>;

export const QuoteOutcome = z.discriminatedUnion('outcome', [QuoteAcceptanceRecord, QuoteDeclineRecord]);
export type QuoteOutcome = z.infer<typeof QuoteOutcome>;

export const quoteAcceptancePath = (quoteId: string) => `/api/quotes/${quoteId}/acceptance`;
export const quoteSignaturePath = (quoteId: string, versionNo: number) =>
  `/api/quotes/${quoteId}/acceptance/signature.png?version=${versionNo}`;
