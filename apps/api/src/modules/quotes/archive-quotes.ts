import { quoteActivity, quotes, withTenant } from '@scopewright/db';
import type { BulkQuoteIdsInput } from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { lockQuotesOrThrow } from './set-quotes-archived.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * POST /api/quotes/archive: all or nothing. Each quote keeps its status in status_before_archive for unarchive;
 * quotes already archived are left as they are. Returns the ids that changed.
 */
export async function archiveQuotes(ctx: TenantContext, input: BulkQuoteIdsInput): Promise<{ ids: string[] }> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = (await lockQuotesOrThrow(tx, tenantId, input.ids)).filter((quote) => !quote.archivedAt);
    if (rows.length === 0) return { ids: [] };
    const ids = rows.map((quote) => quote.id);
    const now = new Date();
    // SET reads the row's old values: status_before_archive gets the status the quote had.
    await tx
      .update(quotes)
      .set({ statusBeforeArchive: sql`${quotes.status}`, status: 'archived', archivedAt: now, updatedAt: now })
      .where(and(eq(quotes.tenantId, tenantId), inArray(quotes.id, ids)));
    await tx.insert(quoteActivity).values(
      rows.map((quote) => ({
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'archived' as const,
        actorUserId: ctx.actor.userId,
        metadata: { previousStatus: quote.status },
      })),
    );
    return { ids };
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
