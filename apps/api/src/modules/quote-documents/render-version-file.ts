import type { DbClient } from '@scopewright/db';
import type { DocumentVariant } from '@scopewright/domain';
import { buildClientDocument, type ClientDocumentAcceptance } from './client-document';
import type { QuoteDocumentInputs } from './quote-document-inputs';
import {
  DOCUMENT_CONTENT_TYPES,
  renderQuoteFile,
  type DocumentFormat,
  type RenderedFile,
} from './render/render-quote-file';
import { ensureSignedPdf } from './signed-pdf';

/**
 * One version as a file in any format and variant. The client PDF of an accepted version is the signed PDF stored
 * after acceptance — the exact bytes its document_sha256 was taken from, rendered and stored first if the signing
 * job has not yet — so re-branding or a newer renderer never alters what was signed. Everything else renders from
 * the model.
 */
export async function renderVersionFile(
  db: DbClient,
  inputs: QuoteDocumentInputs,
  acceptance: ClientDocumentAcceptance | null,
  options: { format: DocumentFormat; variant: DocumentVariant; now: Date },
): Promise<RenderedFile> {
  const doc = buildClientDocument(inputs, acceptance, options.now, options.variant);
  if (acceptance && options.format === 'pdf' && options.variant === 'client') {
    const body = acceptance.signedPdf ?? (await signedPdfOf(db, acceptance)).body;
    return { body, contentType: DOCUMENT_CONTENT_TYPES.pdf, fileName: `${doc.fileBaseName}.pdf` };
  }
  return renderQuoteFile(doc, options.format);
}

function signedPdfOf(db: DbClient, acceptance: ClientDocumentAcceptance) {
  if (!acceptance.ref) throw new Error('an acceptance without its stored PDF needs its ref');
  return ensureSignedPdf(db, acceptance.ref.tenantId, acceptance.ref.versionId);
}
