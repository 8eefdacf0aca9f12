import { clientSites, withTenant } from '@scopewright/db';
import { CLIENT_COPY, CLIENT_LIMITS, type ClientDetail, type SiteInput } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { countSites } from './client-sites.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

/** POST /api/clients/{id}/sites: an office or location the MSP supports for this client. */
export function createSite(
  ctx: TenantContext,
  clientId: string,
  input: z.output<typeof SiteInput>,
): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, clientId);
    if ((await countSites(tx, tenantId, clientId)) >= CLIENT_LIMITS.sitesPerClient) {
      throw new AppError('CONFLICT', CLIENT_COPY.tooManySites);
    }
    await tx.insert(clientSites).values({ ...input, tenantId, clientId });
    await touchClient(tx, tenantId, clientId);
    return loadClientDetail(tx, tenantId, clientId);
  });
}
