import { clientSites, withTenant } from '@scopewright/db';
import type { ClientDetail, UpdateSiteInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getSiteOrThrow } from './client-sites.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

/** PATCH /api/clients/{id}/sites/{siteId}. */
export function updateSite(
  ctx: TenantContext,
  ids: { clientId: string; siteId: string },
  input: z.output<typeof UpdateSiteInput>,
): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, ids.clientId);
    const site = await getSiteOrThrow(tx, tenantId, ids.clientId, ids.siteId);
    await tx
      .update(clientSites)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(clientSites.tenantId, tenantId), eq(clientSites.id, site.id)));
    await touchClient(tx, tenantId, ids.clientId);
    return loadClientDetail(tx, tenantId, ids.clientId);
  });
}
