import { clients, quotes, withTenant } from '@scopewright/db';
import { CLIENT_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { getClientOrThrow } from './clients.queries';

/**
 * DELETE /api/clients/{id} (admins): the client with its contacts and sites. Refused with 409 while any quote
 * references it — quotes keep their client, so the user archives it instead. The row lock keeps a quote from
 * being created for it in between (the foreign key would refuse the delete anyway).
 */
export function deleteClient(ctx: TenantContext, id: string): Promise<void> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    await getClientOrThrow(tx, ctx.tenantId, id, true);
    const [quote] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.tenantId, ctx.tenantId), eq(quotes.clientId, id)))
      .limit(1);
    if (quote) throw new AppError('CONFLICT', CLIENT_COPY.hasQuotes, { reason: 'client-has-quotes' });
    await tx.delete(clients).where(and(eq(clients.tenantId, ctx.tenantId), eq(clients.id, id)));
  });
}
