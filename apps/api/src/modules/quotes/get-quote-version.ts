import { withTenant } from '@scopewright/db';
import type { QuoteVersionDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readVersionContent } from './quote-content.queries';
import { summarizeVersions, totalsOf } from './quote-versions.queries';
import { getQuoteOrThrow, getVersionByNoOrThrow } from './quote.queries';

/** GET /api/quotes/{id}/versions/{versionNo}: one version's content and totals (history is read-only). */
export function getQuoteVersion(
  ctx: TenantContext,
  input: { id: string; versionNo: number },
): Promise<QuoteVersionDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    const version = await getVersionByNoOrThrow(tx, quote, input.versionNo);
    const content = await readVersionContent(tx, ctx.tenantId, version);
    const [summary] = await summarizeVersions(tx, [version]);
    return {
      ...summary!,
      isCurrent: version.id === quote.currentVersionId,
      content,
      totals: totalsOf(version, content),
    };
  });
}
