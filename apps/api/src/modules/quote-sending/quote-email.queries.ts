import { clientContacts, clients, tenants, users, type Quote, type Tx } from '@scopewright/db';
import { formatDocumentDate, formatQuoteNumber } from '@scopewright/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';

export interface ContactWithEmail {
  id: string;
  name: string;
  firstName: string;
  email: string;
  isPrimary: boolean;
}

/** The client's contacts that have an email, primary first, then by name. */
export async function listContactsWithEmail(tx: Tx, tenantId: string, clientId: string): Promise<ContactWithEmail[]> {
  const rows = await tx
    .select({
      id: clientContacts.id,
      firstName: clientContacts.firstName,
      lastName: clientContacts.lastName,
      email: clientContacts.email,
      isPrimary: clientContacts.isPrimary,
    })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.tenantId, tenantId),
        eq(clientContacts.clientId, clientId),
        isNotNull(clientContacts.email),
      ),
    )
    .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.firstName), asc(clientContacts.lastName))
    .limit(200);
  return rows
    .filter((row) => row.email?.trim())
    .map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter((part) => part.trim()).join(' '),
      firstName: row.firstName,
      email: (row.email as string).trim().toLowerCase(),
      isPrimary: row.isPrimary,
    }));
}

/** Names the quote emails print: the workspace, the client and the quote's owner. */
export async function readEmailNames(tx: Tx, quote: Quote) {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, quote.tenantId));
  const [client] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, quote.tenantId), eq(clients.id, quote.clientId)));
  const [owner] = quote.ownerId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, quote.ownerId))
    : [];
  return { companyName: tenant?.name ?? '', clientName: client?.name ?? '', ownerName: owner?.name ?? '' };
}

/** The template variables quote_sent and quote_reminder share (the greeting is per recipient). */
export function quoteTemplateData(
  quote: Quote,
  names: { companyName: string; senderName: string },
  url: string,
  linkExpiresAt: Date,
) {
  return {
    quote_number: formatQuoteNumber(quote.number),
    quote_title: quote.title,
    sender_name: names.senderName || names.companyName,
    company_name: names.companyName,
    quote_url: url,
    valid_until: formatDocumentDate(quote.validUntil ?? linkExpiresAt),
  };
}

/** "Hi Ann," for a known contact's address, otherwise the client's name. */
export function greetingName(email: string, contacts: readonly ContactWithEmail[], clientName: string): string {
  return contacts.find((contact) => contact.email === email)?.firstName.trim() || clientName || email;
}
