import { quoteVersions, withTenant, type DbClient } from '@scopewright/db';
import { QUOTE_API_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { RenderedFile } from './render/render-quote-file';
import { AppError } from '../../platform/errors';
import { readVersionDocumentInputs } from './client-document';
import { renderVersionFile } from './render-version-file';
import { getQuoteOrThrow } from '../quotes';

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
