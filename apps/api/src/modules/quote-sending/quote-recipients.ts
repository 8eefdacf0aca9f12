import { clientContacts, quoteActivity, type Quote, type Tx } from '@scopewright/db';
import { and, desc, eq } from 'drizzle-orm';

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Who the quote went to (reminders go there, the client page prefills the first): the recipients of the last email send of the current version (the `sent`
 * activity's metadata.to), else the quote's contact when it has an email.
 */
export async function findQuoteRecipients(tx: Tx, quote: Quote): Promise<string[]> {
  const sends = await tx
    .select({ metadata: quoteActivity.metadata })
    .from(quoteActivity)
    .where(
      and(
        eq(quoteActivity.tenantId, quote.tenantId),
        eq(quoteActivity.quoteId, quote.id),
        eq(quoteActivity.type, 'sent'),
        eq(quoteActivity.versionId, quote.currentVersionId ?? quote.id),
      ),
    )
    .orderBy(desc(quoteActivity.createdAt))
    .limit(20);
  const emailed = sends.map((row) => strings(row.metadata.to)).find((to) => to.length > 0);
  if (emailed) return emailed;
  if (!quote.contactId) return [];
  const [contact] = await tx
    .select({ email: clientContacts.email })
    .from(clientContacts)
    .where(and(eq(clientContacts.tenantId, quote.tenantId), eq(clientContacts.id, quote.contactId)));
  const email = contact?.email?.trim().toLowerCase();
  return email ? [email] : [];
}
