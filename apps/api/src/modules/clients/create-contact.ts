import { clientContacts, withTenant } from '@scopewright/db';
import { CLIENT_COPY, CLIENT_LIMITS, type ClientDetail, type CreateContactInput } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { clearOtherPrimaries, countContacts } from './client-contacts.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

type Values = z.output<typeof CreateContactInput>;

/** POST /api/clients/{id}/contacts. A client's first contact is its primary one, whatever the flag says. */
export function createContact(ctx: TenantContext, clientId: string, input: Values): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, clientId);
    const existing = await countContacts(tx, tenantId, clientId);
    if (existing >= CLIENT_LIMITS.contactsPerClient) throw new AppError('CONFLICT', CLIENT_COPY.tooManyContacts);
    const isPrimary = existing === 0 || input.isPrimary === true;
    const [contact] = await tx
      .insert(clientContacts)
      .values({ ...input, isPrimary, tenantId, clientId })
      .returning({ id: clientContacts.id });
    if (isPrimary && contact) await clearOtherPrimaries(tx, tenantId, clientId, contact.id);
    await touchClient(tx, tenantId, clientId);
    return loadClientDetail(tx, tenantId, clientId);
  });
}
