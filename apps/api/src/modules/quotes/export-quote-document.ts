import { withTenant } from '@scopewright/db';
import { buildQuoteDocument, DEFAULT_DOCUMENT_BRANDING, type DocumentVariant } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { renderQuoteFile, type DocumentFormat, type RenderedFile } from '../../platform/documents/render-quote-file';
import { readVersionContent } from './quote-content.queries';
import { totalsOf } from './quote-versions.queries';
import {
  findPeople,
  getClientForQuoteOrThrow,
  getCurrentVersion,
  getQuoteOrThrow,
  getVersionByNoOrThrow,
  recordActivity,
} from './quote.queries';

/**
 * GET /api/quotes/{id}/document.{pdf|docx}: a version of the quote (the current one by default) rendered from
 * the one document model, and an "exported" activity entry. Rendering runs outside the transaction, so a slow
 * render never holds a database connection.
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
    const content = await readVersionContent(tx, tenantId, version);
    const client = await getClientForQuoteOrThrow(tx, tenantId, quote.clientId, null);
    const owner = quote.ownerId ? (await findPeople(tx, [quote.ownerId])).get(quote.ownerId) : undefined;
    return {
      quote,
      versionId: version.id,
      document: {
        number: quote.number,
        title: quote.title,
        client: { name: client.name },
        owner: owner ? { name: owner.name } : null,
        currency: quote.currency,
        validUntil: quote.validUntil,
        version: { versionNo: version.versionNo, content, totals: totalsOf(version, content) },
      },
    };
  });
  const doc = buildQuoteDocument(source.document, {
    variant: input.variant,
    // The branding slice replaces this with the workspace's branding (and the version's snapshot once sent).
    branding: DEFAULT_DOCUMENT_BRANDING,
    workspace: { name: ctx.actor.tenant?.name ?? '' },
    now: new Date(),
  });
  const file = await renderQuoteFile(doc, input.format);
  await withTenant(db, (tx) =>
    recordActivity(tx, {
      tenantId,
      quoteId: source.quote.id,
      versionId: source.versionId,
      type: 'exported',
      actorUserId: ctx.actor.userId,
      metadata: { format: input.format, variant: input.variant, versionNo: source.document.version.versionNo },
    }),
  );
  return file;
}
