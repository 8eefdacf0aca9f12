import { clientContacts, clients, tenants, withTenant, type Tx } from '@scopewright/db';
import type { ClientDetail, CreateClientValues } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { loadClientDetail } from './clients.queries';
import { clientEvent, recordWebhookEvent } from '../webhooks';

/** The workspace's default currency, for clients created without one. */
export async function defaultCurrencyOf(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ currency: tenants.defaultCurrency }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.currency ?? 'USD';
}

/** Inserts one client and its optional first contact (always primary); shared with the CSV import. */
export async function insertClient(
  tx: Tx,
  ctx: Pick<TenantContext, 'tenantId' | 'actor'>,
  input: CreateClientValues,
  fallbackCurrency: string,
): Promise<string> {
  const { contact, ...fields } = input;
  const [client] = await tx
    .insert(clients)
    .values({
      ...fields,
      currency: fields.currency ?? fallbackCurrency,
      tenantId: ctx.tenantId,
      createdBy: ctx.actor.userId,
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('insertClient: insert returned no row');
  if (contact) {
    await tx
      .insert(clientContacts)
      .values({ ...contact, isPrimary: true, tenantId: ctx.tenantId, clientId: client.id });
  }
  await recordWebhookEvent(tx, ctx.tenantId, clientEvent('client.created', { id: client.id, name: fields.name }));
  return client.id;
}

/** POST /api/clients: a client, with a first contact when given (the quote wizard's inline create). */
export function createClient(ctx: TenantContext, input: CreateClientValues): Promise<ClientDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const id = await insertClient(tx, ctx, input, await defaultCurrencyOf(tx, ctx.tenantId));
    return loadClientDetail(tx, ctx.tenantId, id);
  });
}
