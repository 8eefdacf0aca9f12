import { clients, withTenant } from '@scopewright/db';
import type { ClientDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getClientOrThrow, loadClientDetail } from './clients.queries';
import { clientEvent, recordWebhookEvent } from '../webhooks';

/**
 * POST /api/clients/{id}/archive and /unarchive. Archiving hides the client from the list and pickers but keeps
 * its quotes; doing either twice changes nothing (the first archive date is kept).
 */
export function setClientArchived(ctx: TenantContext, id: string, archived: boolean): Promise<ClientDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const client = await getClientOrThrow(tx, ctx.tenantId, id, true);
    if (Boolean(client.archivedAt) !== archived) {
      await tx
        .update(clients)
        .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
        .where(and(eq(clients.tenantId, ctx.tenantId), eq(clients.id, id)));
      await recordWebhookEvent(tx, ctx.tenantId, clientEvent('client.updated', { ...client, archivedAt: archived }));
    }
    return loadClientDetail(tx, ctx.tenantId, id);
  });
}
