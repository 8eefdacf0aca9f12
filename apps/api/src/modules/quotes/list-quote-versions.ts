import { withTenant } from '@scopewright/db';
import type { QuoteVersionSummary } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { listVersionRows, summarizeVersions } from './quote-versions.queries';
import { getQuoteOrThrow } from './quote.queries';

/** GET /api/quotes/{id}/versions: the history, oldest first, each with its totals and who created it when. */
export function listQuoteVersions(ctx: TenantContext, input: { id: string }): Promise<QuoteVersionSummary[]> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    return summarizeVersions(tx, await listVersionRows(tx, ctx.tenantId, quote.id));
  });
}
