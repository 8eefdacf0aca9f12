import { apiKeys, quoteActivity, quoteVersions, quoteViews, withTenant, type Tx } from '@scopewright/db';
import type { QuoteActivityEntry } from '@scopewright/domain';
import { and, count, desc, eq, max, min } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { findPeople, getQuoteOrThrow } from './quote.queries';

const MAX_ENTRIES = 200;

/** Every open of the client's page per version: the `viewed` entry (first view) shows the count and range. */
async function viewStats(tx: Tx, tenantId: string, quoteId: string) {
  const rows = await tx
    .select({
      versionId: quoteViews.versionId,
      viewCount: count(),
      firstViewedAt: min(quoteViews.viewedAt),
      lastViewedAt: max(quoteViews.viewedAt),
    })
    .from(quoteViews)
    .where(and(eq(quoteViews.tenantId, tenantId), eq(quoteViews.quoteId, quoteId)))
    .groupBy(quoteViews.versionId);
  return new Map(
    rows.map((row) => [
      row.versionId,
      {
        viewCount: row.viewCount,
        firstViewedAt: row.firstViewedAt?.toISOString() ?? null,
        lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
      },
    ]),
  );
}

/** GET /api/quotes/{id}/activity: what happened to the quote, newest first (the latest 200 entries). */
export function listQuoteActivity(ctx: TenantContext, input: { id: string }): Promise<QuoteActivityEntry[]> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id);
    const rows = await tx
      .select({
        id: quoteActivity.id,
        type: quoteActivity.type,
        versionId: quoteActivity.versionId,
        actorUserId: quoteActivity.actorUserId,
        apiKeyId: apiKeys.id,
        apiKeyName: apiKeys.name,
        versionNo: quoteVersions.versionNo,
        metadata: quoteActivity.metadata,
        createdAt: quoteActivity.createdAt,
      })
      .from(quoteActivity)
      .leftJoin(apiKeys, and(eq(apiKeys.tenantId, quoteActivity.tenantId), eq(apiKeys.id, quoteActivity.actorApiKeyId)))
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
    const views = await viewStats(tx, tenantId, quote.id);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      actor: (row.actorUserId && people.get(row.actorUserId)) || null,
      apiKey: row.apiKeyId && row.apiKeyName ? { id: row.apiKeyId, name: row.apiKeyName } : null,
      versionNo: row.versionNo ?? null,
      metadata:
        row.type === 'viewed' && row.versionId && views.has(row.versionId)
          ? { ...row.metadata, ...views.get(row.versionId) }
          : row.metadata,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
