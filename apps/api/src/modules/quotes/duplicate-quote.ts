import { activityActor } from '../../platform/access/actor';
import { withTenant } from '@scopewright/db';
import { copyTitle, type QuoteDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readQuoteDetail } from './quote-detail.queries';
import { insertQuote } from './insert-quote.queries';
import { readVersionContent } from './quote-content.queries';
import { getCurrentVersion, getQuoteOrThrow, recordActivity } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * POST /api/quotes/{id}/duplicate: a new quote (next number, v1 draft, "… (copy)") with the current version's
 * content. Stable ids are kept: they are unique per version, and the copy's history starts fresh. Counts
 * against maxQuotes like any new quote.
 */
export async function duplicateQuote(ctx: TenantContext, input: { id: string }): Promise<QuoteDetail> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const source = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    const sourceVersion = await getCurrentVersion(tx, source);
    const content = await readVersionContent(tx, ctx.tenantId, sourceVersion);
    const { quote, version } = await insertQuote(tx, ctx, {
      clientId: source.clientId,
      contactId: source.contactId,
      title: copyTitle(source.title),
      validUntil: null,
      currency: source.currency,
      content,
      createdFrom: 'duplicate',
      basedOnVersionId: sourceVersion.id,
      activityMetadata: { duplicateOfQuoteId: source.id, duplicateOfNumber: source.number },
    });
    await recordActivity(tx, {
      tenantId: ctx.tenantId,
      quoteId: source.id,
      versionId: sourceVersion.id,
      type: 'duplicated',
      ...activityActor(ctx.actor),
      metadata: { copyQuoteId: quote.id, copyNumber: quote.number },
    });
    return readQuoteDetail(tx, ctx.tenantId, quote.id, version.id);
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
