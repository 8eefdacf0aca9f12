import { withTenant } from '@scopewright/db';
import { formatQuoteNumber, QUOTE_API_COPY, type QuoteDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { readQuoteDetail } from './quote-detail.queries';
import { assertNotAccepted, createNextVersion } from './next-version.queries';
import { assertNotArchived } from './quote-guards';
import { getCurrentVersion, getQuoteOrThrow, getVersionByNoOrThrow } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * POST /api/quotes/{id}/versions/{versionNo}/restore: that version's content becomes v(n+1), the new current
 * draft; the previous current version (draft or sent) is superseded. History is never rewritten.
 */
export async function restoreQuoteVersion(
  ctx: TenantContext,
  input: { id: string; versionNo: number },
): Promise<QuoteDetail> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id, true);
    assertNotArchived(quote);
    const source = await getVersionByNoOrThrow(tx, quote, input.versionNo);
    const current = await getCurrentVersion(tx, quote);
    if (source.id === current.id && current.status === 'draft') {
      throw new AppError('CONFLICT', QUOTE_API_COPY.alreadyCurrentDraft, { reason: 'current' });
    }
    assertNotAccepted(current);
    const version = await createNextVersion(tx, ctx, {
      quote,
      current,
      source,
      origin: 'restore',
      activity: 'restored',
    });
    await recordAudit(tx, ctx, {
      action: 'quote.version_restored',
      tenantId: ctx.tenantId,
      target: { type: 'quote', id: quote.id, label: `${formatQuoteNumber(quote.number)} · ${quote.title}` },
      metadata: { fromVersion: source.versionNo, newVersion: version.versionNo, supersededVersion: current.versionNo },
    });
    return readQuoteDetail(tx, ctx.tenantId, quote.id, version.id);
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
