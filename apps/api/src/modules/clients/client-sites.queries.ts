import { clientSites, type ClientSite, type Tx } from '@scopewright/db';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export async function getSiteOrThrow(tx: Tx, tenantId: string, clientId: string, id: string): Promise<ClientSite> {
  const [row] = await tx
    .select()
    .from(clientSites)
    .where(and(eq(clientSites.tenantId, tenantId), eq(clientSites.clientId, clientId), eq(clientSites.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'Site not found.');
  return row;
}

export async function countSites(tx: Tx, tenantId: string, clientId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(clientSites)
    .where(and(eq(clientSites.tenantId, tenantId), eq(clientSites.clientId, clientId)));
  return row?.n ?? 0;
}
