import { activityActor } from '../../platform/access/actor';
import { withTenant } from '@scopewright/db';
import type { DocumentVariant } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { DocumentFormat, RenderedFile } from './render/render-quote-file';
import { readVersionDocumentInputs } from './client-document';
import { renderVersionFile } from './render-version-file';
import { getCurrentVersion, getQuoteOrThrow, getVersionByNoOrThrow, recordActivity } from '../quotes';

/**
 * GET /api/quotes/{id}/document.{pdf|docx}: a version of the quote (the current one by default) rendered from
 * the one document model, and an "exported" activity entry. An accepted version is the signed document (its
 * client PDF is the one stored at acceptance). Rendering runs outside the transaction, so a slow render
 * never holds a database connection.
 */
export async function exportQuoteDocument(
  ctx: TenantContext,
  input: { id: string; format: DocumentFormat; variant: DocumentVariant; version?: number | undefined },
): Promise<RenderedFile> {
  const { tenantId } = ctx;
  const db = { db: ctx.database.db, tenantId };
  const source = await withTenant(db, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id);
    const version = input.version
      ? await getVersionByNoOrThrow(tx, quote, input.version)
      : await getCurrentVersion(tx, quote);
    return { quote, versionId: version.id, ...(await readVersionDocumentInputs(tx, quote, version)) };
  });
  const file = await renderVersionFile(ctx.database.db, source.inputs, source.acceptance, {
    format: input.format,
    variant: input.variant,
    now: new Date(),
  });
  await withTenant(db, (tx) =>
    recordActivity(tx, {
      tenantId,
      quoteId: source.quote.id,
      versionId: source.versionId,
      type: 'exported',
      ...activityActor(ctx.actor),
      metadata: { format: input.format, variant: input.variant, versionNo: source.inputs.source.version.versionNo },
    }),
  );
  return file;
}
