import { clientContacts, type ClientContact, type Tx } from '@scopewright/db';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

const ofClient = (tenantId: string, clientId: string) =>
  and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.clientId, clientId));

export async function getContactOrThrow(
  tx: Tx,
  tenantId: string,
  clientId: string,
  id: string,
): Promise<ClientContact> {
  const [row] = await tx
    .select()
    .from(clientContacts)
    .where(and(ofClient(tenantId, clientId), eq(clientContacts.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'Contact not found.');
  return row;
}

export async function countContacts(tx: Tx, tenantId: string, clientId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(clientContacts).where(ofClient(tenantId, clientId));
  return row?.n ?? 0;
}

/** Exactly one primary contact per client: making one primary clears the flag on the others. */
export async function clearOtherPrimaries(tx: Tx, tenantId: string, clientId: string, keepId: string) {
  await tx
    .update(clientContacts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(and(ofClient(tenantId, clientId), ne(clientContacts.id, keepId), eq(clientContacts.isPrimary, true)));
}

/** After the primary contact is removed, the longest-standing remaining contact becomes primary. */
export async function promoteFirstContact(tx: Tx, tenantId: string, clientId: string) {
  const [first] = await tx
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(ofClient(tenantId, clientId))
    .orderBy(asc(clientContacts.createdAt), asc(clientContacts.id))
    .limit(1);
  if (first) {
    await tx
      .update(clientContacts)
      .set({ isPrimary: true, updatedAt: new Date() })
      .where(and(ofClient(tenantId, clientId), eq(clientContacts.id, first.id)));
  }
}
