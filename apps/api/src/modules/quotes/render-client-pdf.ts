import { quoteVersions, withTenant, type DbClient } from '@scopewright/db';
import { buildQuoteDocument, QUOTE_API_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { renderQuoteFile, type RenderedFile } from '../../platform/documents/render-quote-file';
import { AppError } from '../../platform/errors';
import { readQuoteDocumentInputs } from './quote-document-inputs';
import { getQuoteOrThrow } from './quote.queries';

/**
 * The client PDF of one version, as the client sees it: email attachments, the client's download and the
 * acceptance hash all come from here. (The acceptance slice adds the accepted selection and the filled
 * signature block when the version is accepted.) Reads in a tenant transaction, renders outside it.
 */
export async function renderClientPdf(
  db: DbClient,
  tenantId: string,
  ids: { quoteId: string; versionId: string },
  now = new Date(),
): Promise<RenderedFile> {
  const inputs = await withTenant({ db, tenantId }, async (tx) => {
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
    return readQuoteDocumentInputs(tx, quote, version);
  });
  const doc = buildQuoteDocument(inputs.source, { ...inputs.options, variant: 'client', now });
  return renderQuoteFile(doc, 'pdf');
}
