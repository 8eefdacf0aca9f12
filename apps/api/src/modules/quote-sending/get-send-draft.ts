import { withTenant } from '@scopewright/db';
import { linkExpiryFor, SENDING_COPY, type SendDraft } from '@scopewright/domain';
import { findActiveTemplate } from '../../platform/mail/email-queries';
import { renderEmailTemplate } from '../../platform/mail/render-email-template';
import { actorDisplayName } from '../../platform/access/actor-display-name';
import { getQuoteOrThrow } from '../quotes';
import { listContactsWithEmail, quoteTemplateData, readEmailNames } from './quote-email.queries';
import { QUOTE_SENT_TEMPLATE } from './share-and-email';
import type { SendingContext } from './sending-context';

/** GET /api/quotes/{id}/send-draft: the composer's recipients, subject, message, link expiry and reminder. */
export function getSendDraft(ctx: SendingContext, input: { id: string }, now = new Date()): Promise<SendDraft> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    // Queries of one transaction share its connection: one after another.
    const names = await readEmailNames(tx, quote);
    const contacts = await listContactsWithEmail(tx, ctx.tenantId, quote.clientId);
    const template = await findActiveTemplate(tx, QUOTE_SENT_TEMPLATE);
    const senderName = actorDisplayName(ctx);
    const expiresAt = linkExpiryFor(quote.validUntil, now);
    const data = quoteTemplateData(quote, { ...names, senderName }, '', expiresAt);
    const subject = template
      ? renderEmailTemplate({ ...template, variables: [] }, { ...data, client_name: names.clientName }).subject
      : `${names.companyName} sent you a quote: ${quote.title}`;
    const quoteContact = contacts.find((contact) => contact.id === quote.contactId);
    const preselected = quoteContact ?? contacts.find((contact) => contact.isPrimary) ?? contacts[0];
    return {
      recipients: contacts.map(({ id, name, email, isPrimary }) => ({ contactId: id, name, email, isPrimary })),
      defaultTo: preselected ? [preselected.email] : [],
      subject,
      message: SENDING_COPY.defaultMessage(senderName, names.companyName),
      linkExpiresAt: expiresAt.toISOString(),
      reminderDaysBefore: quote.reminderDaysBefore,
    };
  });
}
