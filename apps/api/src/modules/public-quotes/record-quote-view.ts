import { quoteActivity, quoteShareLinks, quotes, quoteVersions, quoteViews, type Tx } from '@scopewright/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicQuoteContext } from './public-quote-context';
import type { LinkedQuote } from './public-quote-link';
import { quoteEvent, recordWebhookEvent } from '../webhooks';

/**
 * One open of the client's page: a quote_views row, the version's view count and the link's last view. The
 * first view ever also sets first_viewed_at, moves sent → viewed (version and quote) and records `viewed`;
 * the conditional update makes "first" true for exactly one of concurrent opens. Returns whether it was first.
 */
export async function recordQuoteView(tx: Tx, ctx: PublicQuoteContext, linked: LinkedQuote, now: Date) {
  const { link, quote, version } = linked;
  const { tenantId } = quote;
  const ofVersion = and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, version.id));
  const [first] = await tx
    .update(quoteVersions)
    .set({
      firstViewedAt: now,
      status: sql`case when ${quoteVersions.status} = 'sent' then 'viewed' else ${quoteVersions.status} end`,
    })
    .where(and(ofVersion, isNull(quoteVersions.firstViewedAt)))
    .returning({ status: quoteVersions.status });
  await tx
    .update(quoteVersions)
    .set({ viewCount: sql`${quoteVersions.viewCount} + 1` })
    .where(ofVersion);
  await tx.insert(quoteViews).values({
    tenantId,
    quoteId: quote.id,
    versionId: version.id,
    shareLinkId: link.id,
    viewedAt: now,
    ip: ctx.client.ip,
    userAgent: ctx.client.userAgent,
  });
  await tx
    .update(quoteShareLinks)
    .set({ lastViewedAt: now })
    .where(and(eq(quoteShareLinks.tenantId, tenantId), eq(quoteShareLinks.id, link.id)));
  if (!first) return { isFirstView: false };
  if (first.status === 'viewed') {
    await tx
      .update(quotes)
      .set({ status: 'viewed', updatedAt: now })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id), eq(quotes.status, 'sent')));
  }
  await tx.insert(quoteActivity).values({
    tenantId,
    quoteId: quote.id,
    versionId: version.id,
    type: 'viewed',
    actorUserId: null,
    metadata: { versionNo: version.versionNo, by: 'client' },
  });
  await recordWebhookEvent(tx, tenantId, quoteEvent('quote.viewed', quote));
  return { isFirstView: true };
}
