import { quoteAcceptances, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  applyOptionalSelection,
  buildQuoteDocument,
  type DocumentSignatureMark,
  type DocumentVariant,
  type OptionalSelection,
  type QuoteDocument,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { readQuoteDocumentInputs, type QuoteDocumentInputs } from './quote-document-inputs';

/** What an acceptance adds to the client document: the signer and the optional items they picked. */
export interface ClientDocumentAcceptance {
  signerName: string;
  signerTitle: string;
  acceptedAt: Date;
  signature: DocumentSignatureMark;
  selection: OptionalSelection;
  /** The signed PDF once stored (null until the signing job or the first reader has rendered it). */
  signedPdf?: Buffer | null;
  /** Where the acceptance is stored, so a reader can render and store a missing signed PDF. */
  ref?: { tenantId: string; versionId: string };
}

/**
 * A version's document (the client variant unless asked). Accepted: the accepted selection (totals recomputed
 * from it), the filled signature block, and dated at the acceptance, so the signed PDF renders to the same bytes
 * every time — every render of an accepted version (client page, emails, downloads) goes through here.
 */
export function buildClientDocument(
  inputs: QuoteDocumentInputs,
  acceptance: ClientDocumentAcceptance | null,
  now: Date,
  variant: DocumentVariant = 'client',
): QuoteDocument {
  if (!acceptance) return buildQuoteDocument(inputs.source, { ...inputs.options, variant, now });
  const { versionNo, content } = inputs.source.version;
  const source = {
    ...inputs.source,
    version: { versionNo, content: applyOptionalSelection(content, acceptance.selection) },
    acceptance,
  };
  return buildQuoteDocument(source, { ...inputs.options, variant, now: acceptance.acceptedAt });
}

/** The version's acceptance as the document prints it, or null when it was not accepted. */
export async function readClientAcceptance(
  tx: Tx,
  tenantId: string,
  versionId: string,
): Promise<ClientDocumentAcceptance | null> {
  const [row] = await tx
    .select()
    .from(quoteAcceptances)
    .where(and(eq(quoteAcceptances.tenantId, tenantId), eq(quoteAcceptances.versionId, versionId)));
  if (!row) return null;
  const signature: DocumentSignatureMark =
    row.signatureKind === 'drawn' && row.signatureImage
      ? { kind: 'drawn', pngBase64: Buffer.from(row.signatureImage).toString('base64') }
      : { kind: 'typed', text: row.signatureText ?? row.signerName };
  return {
    signerName: row.signerName,
    signerTitle: row.signerTitle,
    acceptedAt: row.acceptedAt,
    signature,
    selection: { lineIds: row.selectedLineIds, sectionIds: row.selectedSectionIds },
    signedPdf: row.documentPdf ? Buffer.from(row.documentPdf) : null,
    ref: { tenantId, versionId },
  };
}

/** The document inputs of a version and, when it is accepted, its acceptance: read in the caller's transaction. */
export async function readVersionDocumentInputs(tx: Tx, quote: Quote, version: QuoteVersion) {
  const acceptance = version.status === 'accepted' ? await readClientAcceptance(tx, quote.tenantId, version.id) : null;
  return { inputs: await readQuoteDocumentInputs(tx, quote, version), acceptance };
}
