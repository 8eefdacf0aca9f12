import { withTenant } from '@scopewright/db';
import type { QuoteBrandingView } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getCurrentVersion, getQuoteOrThrow } from '../quotes';
import { quoteBrandingView } from './quote-branding-view';

/** GET /api/quotes/{id}/branding: the current version's document options. */
export function getQuoteBranding(ctx: TenantContext, quoteId: string): Promise<QuoteBrandingView> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, quoteId);
    return quoteBrandingView(tx, await getCurrentVersion(tx, quote));
  });
}
