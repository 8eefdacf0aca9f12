import { quoteActivity, quotes, withTenant } from '@scopewright/db';
import type { BulkQuoteIdsInput } from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { lockQuotesOrThrow } from './set-quotes-archived.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * POST /api/quotes/archive and /unarchive: all or nothing; quotes already in the asked state are left as they are.
 * Archiving keeps each quote's status in status_before_archive; unarchiving gives it back. Returns the ids that
 * changed.
 */
export async function setQuotesArchived(
  ctx: TenantContext,
  input: BulkQuoteIdsInput,
  archived: boolean,
): Promise<{ ids: string[] }> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const locked = await lockQuotesOrThrow(tx, tenantId, input.ids);
    const rows = locked.filter((quote) => Boolean(quote.archivedAt) !== archived);
    if (rows.length === 0) return { ids: [] };
    const ids = rows.map((quote) => quote.id);
    const now = new Date();
    // SET reads the row's old values: status_before_archive gets the status the quote had (and gives it back).
    const change = archived
      ? { statusBeforeArchive: sql`${quotes.status}`, status: 'archived' as const, archivedAt: now }
      : { status: sql`coalesce(${quotes.statusBeforeArchive}, 'draft')`, statusBeforeArchive: null, archivedAt: null };
    await tx
      .update(quotes)
      .set({ ...change, updatedAt: now })
      .where(and(eq(quotes.tenantId, tenantId), inArray(quotes.id, ids)));
    await tx.insert(quoteActivity).values(
      rows.map((quote) => ({
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: archived ? ('archived' as const) : ('unarchived' as const),
        actorUserId: ctx.actor.userId,
        metadata: archived
          ? { previousStatus: quote.status }
          : { restoredStatus: quote.statusBeforeArchive ?? 'draft' },
      })),
    );
    return { ids };
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
