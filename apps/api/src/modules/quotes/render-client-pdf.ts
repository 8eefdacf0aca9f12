import { quoteVersions, withTenant, type DbClient } from '@scopewright/db';
import { QUOTE_API_COPY, type DocumentVariant } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import {
  DOCUMENT_CONTENT_TYPES,
  renderQuoteFile,
  type DocumentFormat,
  type RenderedFile,
} from '../../platform/documents/render-quote-file';
import { AppError } from '../../platform/errors';
import {
  buildClientDocument,
  readVersionDocumentInputs,
  type ClientDocumentAcceptance,
} from '../public-quotes/client-document';
import { ensureSignedPdf } from '../public-quotes/signed-pdf';
import type { QuoteDocumentInputs } from './quote-document-inputs';
import { getQuoteOrThrow } from './quote.queries';

/**
 * One version as a file. The client PDF of an accepted version is the signed PDF stored after acceptance — the
 * exact bytes its document_sha256 was taken from, rendered and stored first if the signing job has not yet —
 * so re-branding or a newer renderer never alters what was signed. Everything else renders from the model.
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

/**
 * The client PDF of one version, as the client sees it: email attachments and the client's download come from
 * here (signed once accepted). Reads in a tenant transaction, renders outside it.
 */
export async function renderClientPdf(
  db: DbClient,
  tenantId: string,
  ids: { quoteId: string; versionId: string },
  now = new Date(),
): Promise<RenderedFile> {
  const { inputs, acceptance } = await withTenant({ db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, ids.quoteId);
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(
        and(
          eq(quoteVersions.tenantId, tenantId),
          eq(quoteVersions.quoteId, quote.id),
          eq(quoteVersions.id, ids.versionId),
        ),
      );
    if (!version) throw new AppError('NOT_FOUND', QUOTE_API_COPY.versionNotFound);
    return readVersionDocumentInputs(tx, quote, version);
  });
  return renderVersionFile(db, inputs, acceptance, { format: 'pdf', variant: 'client', now });
}
