import { withTenant } from '@scopewright/db';
import type { QuoteDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readQuoteDetail } from './quote-detail.queries';

/**
 * GET /api/quotes/{id}: the quote, its current version's content with authoritative totals, and its history, in
 * one prepared statement. Another workspace's id is a 404 like an unknown one (tenant filter and RLS).
 */
export function getQuote(ctx: TenantContext, input: { id: string }): Promise<QuoteDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    readQuoteDetail(tx, ctx.tenantId, input.id, null),
  );
}
