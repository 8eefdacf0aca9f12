import { quoteActivity, quotes, quoteVersions, withPlatform, withTenant, type Database } from '@scopewright/db';
import { isReminderDue, utcDate } from '@scopewright/domain';
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import { sendTemplatedEmail, type MailContext } from '../../platform/mail/send-templated-email';
import {
  findQuoteRecipients,
  greetingName,
  issueShareLink,
  listContactsWithEmail,
  quoteTemplateData,
  readEmailNames,
} from '../quote-sending';

export const QUOTE_REMINDER_TEMPLATE = 'quote_reminder';

export interface ReminderDeps {
  database: Pick<Database, 'db'>;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  logger: Logger;
}

/**
 * Quotes sent or viewed with a reminder set, due (valid_until − N days ≤ today) and not yet reminded: a new link,
 * the quote_reminder email to whom it was sent, a `reminded` activity and reminder_sent_at. The row lock and
 * the reminder_sent_at check make a second run do nothing.
 */
export async function sendQuoteReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const today = utcDate(now);
  const candidates = await withPlatform(deps.database, (tx) =>
    tx
      .select({ tenantId: quotes.tenantId, id: quotes.id })
      .from(quotes)
      .where(
        and(
          inArray(quotes.status, ['sent', 'viewed']),
          isNotNull(quotes.reminderDaysBefore),
          isNull(quotes.reminderSentAt),
          gte(quotes.validUntil, today),
          sql`${quotes.validUntil} - ${quotes.reminderDaysBefore} <= ${today}::date`,
        ),
      )
      .limit(500),
  );
  let reminded = 0;
  for (const { tenantId, id } of candidates) {
    const sent = await withTenant({ db: deps.database.db, tenantId }, async (tx) => {
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, id)))
        .for('update');
      if (!quote?.currentVersionId || quote.reminderSentAt !== null) return false;
      if (quote.status !== 'sent' && quote.status !== 'viewed') return false;
      if (!isReminderDue(quote.validUntil, quote.reminderDaysBefore, now)) return false;
      const recipients = await findQuoteRecipients(tx, quote);
      if (recipients.length === 0) {
        deps.logger.info({ quoteId: quote.id, tenantId }, 'quote reminder skipped: no recipient on file');
        return false;
      }
      const [version] = await tx
        .select({ versionNo: quoteVersions.versionNo })
        .from(quoteVersions)
        .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, quote.currentVersionId)));
      const link = await issueShareLink(tx, {
        quote,
        versionId: quote.currentVersionId,
        createdBy: null,
        appUrl: deps.appUrl,
        now,
      });
      const { url, expiresAt } = link;
      const names = await readEmailNames(tx, quote);
      const contacts = await listContactsWithEmail(tx, tenantId, quote.clientId);
      const shared = quoteTemplateData(quote, { ...names, senderName: names.ownerName }, url, expiresAt);
      for (const to of recipients) {
        await sendTemplatedEmail(
          { ...deps.mail, tx },
          {
            to,
            templateAlias: QUOTE_REMINDER_TEMPLATE,
            templateData: { ...shared, client_name: greetingName(to, contacts, names.clientName) },
            tenantId,
            metadata: { quote_id: quote.id, version_id: quote.currentVersionId, share_link_id: link.id },
          },
        );
      }
      await tx.insert(quoteActivity).values({
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'reminded',
        actorUserId: null,
        metadata: { to: recipients, versionNo: version?.versionNo ?? null, shareLinkId: link.id },
      });
      await tx
        .update(quotes)
        .set({ reminderSentAt: now })
        .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
