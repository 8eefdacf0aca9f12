import { quoteActivity, quotes, quoteVersions, withPlatform, withTenant, type Database } from '@scopewright/db';
import { utcDate } from '@scopewright/domain';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { quoteEvent, recordWebhookEvent } from '../webhooks';

const OPEN = ['sent', 'viewed'] as const;

/**
 * Quotes sent or viewed whose valid_until has passed become expired (quote and current version) with an
 * `expired` activity. The status check in each update makes a second run (or a concurrent one) do nothing.
 */
export async function expireQuotes(database: Pick<Database, 'db'>, now: Date): Promise<number> {
  const today = utcDate(now);
  const due = await withPlatform(database, (tx) =>
    tx
      .select({ tenantId: quotes.tenantId, id: quotes.id })
      .from(quotes)
      .where(and(inArray(quotes.status, OPEN), isNotNull(quotes.validUntil), lt(quotes.validUntil, today)))
      .limit(1000),
  );
  let expired = 0;
  for (const { tenantId, id } of due) {
    const changed = await withTenant({ db: database.db, tenantId }, async (tx) => {
      const [quote] = await tx
        .update(quotes)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(quotes.tenantId, tenantId),
            eq(quotes.id, id),
            inArray(quotes.status, OPEN),
            lt(quotes.validUntil, today),
          ),
        )
        .returning();
      if (!quote?.currentVersionId) return false;
      await tx
        .update(quoteVersions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(quoteVersions.tenantId, tenantId),
            eq(quoteVersions.id, quote.currentVersionId),
            inArray(quoteVersions.status, OPEN),
          ),
        );
      await tx.insert(quoteActivity).values({
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'expired',
        actorUserId: null,
        metadata: { validUntil: quote.validUntil },
      });
      await recordWebhookEvent(tx, tenantId, quoteEvent('quote.expired', quote));
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}
