import { withTenant } from '@scopewright/db';
import { QUOTE_API_COPY, type QuoteDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readQuoteDetail } from './quote-detail.queries';
import { assertNotAccepted, createNextVersion } from './next-version.queries';
import { assertNotArchived } from './quote-guards';
import { isFrozen } from './quote-versions.queries';
import { getCurrentVersion, getQuoteOrThrow } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * POST /api/quotes/{id}/revisions: editing a sent quote. The frozen current version is superseded by v(n+1), a
 * draft with the same content and stable ids; the wizard calls this before its first edit of a sent quote.
 */
export async function reviseQuote(ctx: TenantContext, input: { id: string }): Promise<QuoteDetail> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id, true);
    assertNotArchived(quote);
    const current = await getCurrentVersion(tx, quote);
    if (!isFrozen(current)) {
      throw new AppError('CONFLICT', QUOTE_API_COPY.revisionNeedsFrozen, { reason: 'draft' });
    }
    assertNotAccepted(current);
    const version = await createNextVersion(tx, ctx, {
      quote,
      current,
      source: current,
      origin: 'revision',
      activity: 'revised',
    });
    return readQuoteDetail(tx, ctx.tenantId, quote.id, version.id);
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
