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
import type { QuoteDocumentInputs } from './quote-document-inputs';
import { getQuoteOrThrow } from './quote.queries';

/**
 * One version as a file. The client PDF of an accepted version is the signed PDF stored at acceptance — the
 * exact bytes its document_sha256 was taken from — so re-branding or a newer renderer never alters what was
 * signed. Everything else renders from the one document model.
 */
export async function renderVersionFile(
  inputs: QuoteDocumentInputs,
  acceptance: ClientDocumentAcceptance | null,
  options: { format: DocumentFormat; variant: DocumentVariant; now: Date },
): Promise<RenderedFile> {
  const doc = buildClientDocument(inputs, acceptance, options.now, options.variant);
  if (acceptance?.signedPdf && options.format === 'pdf' && options.variant === 'client') {
    return { body: acceptance.signedPdf, contentType: DOCUMENT_CONTENT_TYPES.pdf, fileName: `${doc.fileBaseName}.pdf` };
  }
  return renderQuoteFile(doc, options.format);
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
  return renderVersionFile(inputs, acceptance, { format: 'pdf', variant: 'client', now });
}
