import { quoteActivity, quotes, withTenant } from '@scopewright/db';
import type { BulkQuoteIdsInput } from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { lockQuotesOrThrow } from './set-quotes-archived.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/** POST /api/quotes/unarchive: all or nothing; each quote gets back the status it had when archived. */
export async function unarchiveQuotes(ctx: TenantContext, input: BulkQuoteIdsInput): Promise<{ ids: string[] }> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = (await lockQuotesOrThrow(tx, tenantId, input.ids)).filter((quote) => quote.archivedAt);
    if (rows.length === 0) return { ids: [] };
    const ids = rows.map((quote) => quote.id);
    await tx
      .update(quotes)
      .set({
        status: sql`coalesce(${quotes.statusBeforeArchive}, 'draft')`,
        statusBeforeArchive: null,
        archivedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(quotes.tenantId, tenantId), inArray(quotes.id, ids)));
    await tx.insert(quoteActivity).values(
      rows.map((quote) => ({
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'unarchived' as const,
        actorUserId: ctx.actor.userId,
        metadata: { restoredStatus: quote.statusBeforeArchive ?? 'draft' },
      })),
    );
    return { ids };
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
