import { clientSites, withTenant } from '@scopewright/db';
import type { ClientDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getSiteOrThrow } from './client-sites.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

/** DELETE /api/clients/{id}/sites/{siteId}. */
export function deleteSite(ctx: TenantContext, ids: { clientId: string; siteId: string }): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, ids.clientId);
    const site = await getSiteOrThrow(tx, tenantId, ids.clientId, ids.siteId);
    await tx.delete(clientSites).where(and(eq(clientSites.tenantId, tenantId), eq(clientSites.id, site.id)));
    await touchClient(tx, tenantId, ids.clientId);
    return loadClientDetail(tx, tenantId, ids.clientId);
  });
}
