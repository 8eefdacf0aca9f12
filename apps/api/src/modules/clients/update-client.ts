import { clients, withTenant } from '@scopewright/db';
import type { ClientDetail, UpdateClientInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getEditableClientOrThrow, loadClientDetail } from './clients.queries';
import { clientEvent, recordWebhookEvent } from '../webhooks';

type UpdateClientValues = z.output<typeof UpdateClientInput>;

/** PATCH /api/clients/{id}: changes the given fields; an archived client must be restored first. */
export function updateClient(ctx: TenantContext, id: string, input: UpdateClientValues): Promise<ClientDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const client = await getEditableClientOrThrow(tx, ctx.tenantId, id);
    await tx
      .update(clients)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(clients.tenantId, ctx.tenantId), eq(clients.id, id)));
    await recordWebhookEvent(tx, ctx.tenantId, clientEvent('client.updated', { id, name: input.name ?? client.name }));
    return loadClientDetail(tx, ctx.tenantId, id);
  });
}
