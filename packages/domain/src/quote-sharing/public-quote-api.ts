import { z } from 'zod';
import type { QuoteDocument } from '../documents/quote-document-types';
import type { QuoteContent } from '../quotes/quote-content';
import { PUBLIC_QUOTE_COPY as COPY } from './public-quote-copy';

/**
 * The client's quote page (docs/decisions/0019-public-quote-acceptance.md, docs/security.md#public-quote-links, docs/security.md#acceptance-once). Contract between
 * GET/POST /api/public/quotes/{token}[/accept|/decline|/document.pdf] and the page at /q/{token}.
 */

export const PUBLIC_QUOTE_LIMITS = {
  nameMax: 120,
  titleMax: 120,
  emailMax: 254,
  declineReasonMax: 2000,
  /** A drawn signature as a PNG data URL. */
  signatureImageMaxBytes: 200_000,
  signatureImageMaxSide: 2000,
} as const;

/** Where the page stands; `open` is the only state that accepts or declines. */
export type PublicQuoteState = 'open' | 'accepted' | 'declined' | 'expired';

export interface PublicQuoteView {
  state: PublicQuoteState;
  workspaceName: string;
  /** /api/public/quotes/{token}/logo.png when the workspace has a logo. */
  logoUrl: string | null;
  quote: {
    reference: string;
    title: string;
    clientName: string;
    currency: string;
    validUntil: string | null;
    preparedBy: string | null;
  };
  /**
   * The client variant of the one document model, with the selection the version was sent (or accepted) with.
   * `branding.logo` is always null here (show `logoUrl`); once accepted, `signature.acceptance` is filled.
   */
  document: QuoteDocument;
  /**
   * The version's content for live totals on the page (calculateQuoteTotals): client fields only — every cost
   * is 0 and internal notes are empty (toPublicPricingContent).
   */
  pricingContent: QuoteContent;
  /** Present when accepted. */
  acceptance: { signerName: string; signerTitle: string; acceptedAt: string } | null;
  /** Present when declined. */
  decline: { declinedAt: string; reason: string } | null;
  /** Prefill for the signer's email (the contact the quote was sent to), if known. */
  contactEmail: string | null;
}

/** POST …/accept and …/decline answer with the page's new view (state accepted or declined). */
export type AcceptQuoteResult = PublicQuoteView;
export type DeclineQuoteResult = PublicQuoteView;

/**
 * The 404 for a random, tampered, expired, revoked or superseded token: one page for all of them. It arrives as
 * the API's error body, `{ error: { code: 'NOT_FOUND', message, requestId, details: PublicQuoteUnavailable } }`.
 */
export interface PublicQuoteUnavailable {
  /** True only for a superseded version when a newer version has a live link (never reveals that link). */
  newerVersionSent: boolean;
}

const trimmed = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);

export const QuoteSignatureInput = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('typed'),
    text: trimmed(COPY.signatureTextMax, COPY.signatureRequired, COPY.signatureTooLong),
  }),
  z.strictObject({
    kind: z.literal('drawn'),
    /** data:image/png;base64,… — re-encoded by the API, never stored as uploaded. */
    imagePng: z
      .string()
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, COPY.signatureRequired)
      .max(Math.ceil((PUBLIC_QUOTE_LIMITS.signatureImageMaxBytes * 4) / 3) + 32, COPY.signatureTooLarge),
  }),
]);
export type QuoteSignatureInput = z.infer<typeof QuoteSignatureInput>;

export const AcceptQuoteInput = z.strictObject({
  signerName: trimmed(PUBLIC_QUOTE_LIMITS.nameMax, COPY.signerNameRequired, COPY.signerNameTooLong),
  signerTitle: trimmed(PUBLIC_QUOTE_LIMITS.titleMax, COPY.signerTitleRequired, COPY.signerTitleTooLong),
  signerEmail: z
    .string()
    .trim()
    .max(PUBLIC_QUOTE_LIMITS.emailMax, COPY.signerEmailInvalid)
    .email(COPY.signerEmailInvalid),
  signature: QuoteSignatureInput,
  agreed: z.literal(true, { error: COPY.agreementRequired }),
  /** Optional lines and sections the client ticked; ids must be optional items of this version. */
  selectedLineIds: z.array(z.uuid()).max(500).default([]),
  selectedSectionIds: z.array(z.uuid()).max(50).default([]),
});
export type AcceptQuoteInput = z.input<typeof AcceptQuoteInput>;

export const DeclineQuoteInput = z.strictObject({
  reason: trimmed(PUBLIC_QUOTE_LIMITS.declineReasonMax, COPY.declineReasonRequired, COPY.declineReasonTooLong),
});
export type DeclineQuoteInput = z.input<typeof DeclineQuoteInput>;
