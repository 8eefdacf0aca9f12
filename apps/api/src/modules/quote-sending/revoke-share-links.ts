import { activityActor } from '../../platform/access/actor';
import { withTenant } from '@scopewright/db';
import type { RevokeShareLinksResult } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getQuoteOrThrow, recordActivity } from '../quotes';
import { revokeLiveShareLinks } from './share-links.queries';

/** POST /api/quotes/{id}/share-links/revoke: every live link stops working (activity only when one was live). */
export function revokeShareLinks(
  ctx: TenantContext,
  input: { id: string },
  now = new Date(),
): Promise<RevokeShareLinksResult> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id, true);
    const revoked = await revokeLiveShareLinks(tx, ctx.tenantId, quote.id, now);
    if (revoked > 0) {
      await recordActivity(tx, {
        tenantId: ctx.tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'link_revoked',
        ...activityActor(ctx.actor),
        metadata: { count: revoked },
      });
    }
    return { revoked };
  });
}
