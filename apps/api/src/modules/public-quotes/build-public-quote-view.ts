import { branding, type Tx } from '@scopewright/db';
import {
  applyOptionalSelection,
  DOCUMENT_COPY,
  formatQuoteNumber,
  toPublicPricingContent,
  type PublicQuoteView,
  type QuoteDocument,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { buildClientDocument, readClientAcceptance, readQuoteDocumentInputs } from '../quote-documents';
import { findQuoteRecipients } from '../quote-sending';
import type { LinkedQuote } from './public-quote-link';

async function findLogoVersion(tx: Tx, tenantId: string): Promise<number | null> {
  const [row] = await tx
    .select({ hasLogo: branding.logoContentType, version: branding.logoVersion })
    .from(branding)
    .where(eq(branding.tenantId, tenantId));
  return row?.hasLogo ? row.version : null;
}

/** The page shows the logo from logoUrl: the view does not carry its bytes (up to 1 MB) as a data URI. */
const withoutLogoBytes = (document: QuoteDocument): QuoteDocument => ({
  ...document,
  branding: { ...document.branding, logo: null },
});

/** The page's data for a live link: the client document, client-only pricing content, and where it stands. */
export async function buildPublicQuoteView(
  tx: Tx,
  linked: LinkedQuote,
  token: string,
  now: Date,
): Promise<PublicQuoteView> {
  const { quote, version, state } = linked;
  const { tenantId } = quote;
  // One transaction is one connection: its queries run one after another.
  const inputs = await readQuoteDocumentInputs(tx, quote, version);
  const acceptance = state === 'accepted' ? await readClientAcceptance(tx, tenantId, version.id) : null;
  const logoVersion = await findLogoVersion(tx, tenantId);
  // Prefill the signer's email with whom the quote was emailed to (else the quote's contact).
  const [contactEmail = null] = await findQuoteRecipients(tx, quote);
  const { content } = inputs.source.version;
  return {
    state,
    workspaceName: inputs.options.workspace.name,
    logoUrl: logoVersion === null ? null : `/api/public/quotes/${token}/logo.png?v=${logoVersion}`,
    quote: {
      reference: `${formatQuoteNumber(quote.number)} · ${DOCUMENT_COPY.version(version.versionNo)}`,
      title: quote.title,
      clientName: inputs.source.client.name,
      currency: quote.currency,
      validUntil: quote.validUntil,
      preparedBy: inputs.source.owner?.name ?? null,
    },
    document: withoutLogoBytes(buildClientDocument(inputs, acceptance, now)),
    pricingContent: toPublicPricingContent(
      acceptance ? applyOptionalSelection(content, acceptance.selection) : content,
    ),
    acceptance: acceptance
      ? {
          signerName: acceptance.signerName,
          signerTitle: acceptance.signerTitle,
          acceptedAt: acceptance.acceptedAt.toISOString(),
        }
      : null,
    decline:
      state === 'declined' && version.declinedAt
        ? { declinedAt: version.declinedAt.toISOString(), reason: version.declineReason ?? '' }
        : null,
    contactEmail,
  };
}
