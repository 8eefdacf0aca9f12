import { contactMessages, newId, withPlatform, type Database } from '@scopewright/db';
import { CONTACT_COPY, CONTACT_RATE_LIMIT, type ContactInput } from '@scopewright/domain';
import { rateLimited, secondsUntil } from '../../platform/auth/rate-limit';
import type { Logger } from '../../platform/logger';
import { sendTemplatedEmail, type MailContext } from '../../platform/mail/send-templated-email';
import { countRecentMessages, lockClientAddress } from './contact.queries';
import type { NotifyContact } from './post-to-slack';

export const CONTACT_EMAIL_TEMPLATE = 'contact_message';

export interface ContactDeps {
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  /** Where contact messages are emailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Slack notification when SLACK_WEBHOOK_URL is set; null otherwise. */
  notify: NotifyContact | null;
  logger: Logger;
}

export interface ContactSender {
  clientIp: string;
  userAgent: string | null;
}

/**
 * Stores a contact message and queues the support email in one transaction (the outbox), after checking the
 * sender's address has sent fewer than 10 messages in the last hour. Slack is told after the commit, best effort.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  sender: ContactSender,
  now = new Date(),
): Promise<{ id: string }> {
  const id = await withPlatform(deps.database, async (tx) => {
    await lockClientAddress(tx, sender.clientIp);
    const windowMs = CONTACT_RATE_LIMIT.windowSeconds * 1000;
    const recent = await countRecentMessages(tx, sender.clientIp, new Date(now.getTime() - windowMs));
    if (recent.count >= CONTACT_RATE_LIMIT.max) {
      // The oldest message of the hour leaving the window frees the next one.
      const endsAt = (recent.oldest ?? now).getTime() + windowMs;
      throw rateLimited(secondsUntil(endsAt, now.getTime()), CONTACT_COPY.rateLimited);
    }
    const messageId = newId();
    const { emailLogId } = await sendTemplatedEmail(
      { ...deps.mail, tx },
      {
        to: deps.supportEmail,
        templateAlias: CONTACT_EMAIL_TEMPLATE,
        templateData: { name: input.name, email: input.email, company: input.company, message: input.message },
        emailType: 'system',
        metadata: { contact_message_id: messageId },
      },
    );
    await tx.insert(contactMessages).values({
      id: messageId,
      ...input,
      clientIp: sender.clientIp,
      userAgent: sender.userAgent?.slice(0, 512) ?? null,
      emailLogId,
      createdAt: now,
    });
    return messageId;
  });
  if (deps.notify) {
    void deps.notify(input).catch((err: unknown) => deps.logger.warn({ err }, 'contact: notification failed'));
  }
  return { id };
}
