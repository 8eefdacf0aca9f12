import { clientContacts, withTenant } from '@scopewright/db';
import { CLIENT_COPY, type ClientDetail, type UpdateContactInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { clearOtherPrimaries, getContactOrThrow } from './client-contacts.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

type Values = z.output<typeof UpdateContactInput>;

/**
 * PATCH /api/clients/{id}/contacts/{contactId}. Making a contact primary moves the flag to it; the primary flag
 * cannot simply be taken away (a client keeps exactly one primary contact).
 */
export function updateContact(
  ctx: TenantContext,
  ids: { clientId: string; contactId: string },
  input: Values,
): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, ids.clientId);
    const contact = await getContactOrThrow(tx, tenantId, ids.clientId, ids.contactId);
    if (contact.isPrimary && input.isPrimary === false) {
      throw new AppError('VALIDATION', CLIENT_COPY.primaryRequired, {
        details: [{ path: 'isPrimary', message: CLIENT_COPY.primaryRequired }],
      });
    }
    await tx
      .update(clientContacts)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.id, contact.id)));
    if (input.isPrimary) await clearOtherPrimaries(tx, tenantId, ids.clientId, contact.id);
    await touchClient(tx, tenantId, ids.clientId);
    return loadClientDetail(tx, tenantId, ids.clientId);
  });
}
