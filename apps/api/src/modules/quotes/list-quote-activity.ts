import { quoteActivity, quoteVersions, withTenant } from '@scopewright/db';
import type { QuoteActivityEntry } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { findPeople, getQuoteOrThrow } from './quote.queries';

const MAX_ENTRIES = 200;

/** GET /api/quotes/{id}/activity: what happened to the quote, newest first (the latest 200 entries). */
export function listQuoteActivity(ctx: TenantContext, input: { id: string }): Promise<QuoteActivityEntry[]> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id);
    const rows = await tx
      .select({
        id: quoteActivity.id,
        type: quoteActivity.type,
        actorUserId: quoteActivity.actorUserId,
        versionNo: quoteVersions.versionNo,
        metadata: quoteActivity.metadata,
        createdAt: quoteActivity.createdAt,
      })
      .from(quoteActivity)
      .leftJoin(
        quoteVersions,
        and(eq(quoteVersions.tenantId, quoteActivity.tenantId), eq(quoteVersions.id, quoteActivity.versionId)),
      )
      .where(and(eq(quoteActivity.tenantId, tenantId), eq(quoteActivity.quoteId, quote.id)))
      .orderBy(desc(quoteActivity.createdAt), desc(quoteActivity.id))
      .limit(MAX_ENTRIES);
    const people = await findPeople(
      tx,
      rows.map((row) => row.actorUserId),
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      actor: (row.actorUserId && people.get(row.actorUserId)) || null,
      versionNo: row.versionNo ?? null,
      metadata: row.metadata,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
