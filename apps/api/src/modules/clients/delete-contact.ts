import { clientContacts, quotes, withTenant } from '@scopewright/db';
import { CLIENT_COPY, type ClientDetail } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { getContactOrThrow, promoteFirstContact } from './client-contacts.queries';
import { getEditableClientOrThrow, loadClientDetail, touchClient } from './clients.queries';

/**
 * DELETE /api/clients/{id}/contacts/{contactId}. Refused while a quote names the contact; removing the primary
 * contact makes the longest-standing remaining one primary.
 */
export function deleteContact(ctx: TenantContext, ids: { clientId: string; contactId: string }): Promise<ClientDetail> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await getEditableClientOrThrow(tx, tenantId, ids.clientId);
    const contact = await getContactOrThrow(tx, tenantId, ids.clientId, ids.contactId);
    const [quote] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.contactId, contact.id)))
      .limit(1);
    if (quote) throw new AppError('CONFLICT', CLIENT_COPY.contactOnQuote, { reason: 'contact-on-quote' });
    await tx
      .delete(clientContacts)
      .where(and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.id, contact.id)));
    if (contact.isPrimary) await promoteFirstContact(tx, tenantId, ids.clientId);
    await touchClient(tx, tenantId, ids.clientId);
    return loadClientDetail(tx, tenantId, ids.clientId);
  });
}
