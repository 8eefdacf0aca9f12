import { emailLogs, isUuid } from '@scopewright/db';
import { EMAIL_LOG_COPY, type EmailLogSummary } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { personId } from '../../platform/access/actor';
import { AppError } from '../../platform/errors';
import { SECRET_REMOVED, SECRETS_REMOVED_FLAG } from '../../platform/mail/email-secrets';
import { sendTemplatedEmail, type EmailAttachmentSpec } from '../../platform/mail/send-templated-email';
import { withScope, type EmailLogsContext } from './email-logs-context';
import { findEmailLogInScope, toEmailLogSummary as toSummary } from './email-logs.queries';
import { emailLogNotFound } from './get-email-log';
import { decideResend, refreshSubject } from './resend-rules';

/** Keys the mailer writes itself (or the worker's bookkeeping): not carried over to the resend. */
const MAILER_KEYS = new Set([
  'template_data',
  'attempts',
  SECRETS_REMOVED_FLAG,
  'subject',
  'cc',
  'attachments',
  'direct',
]);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * POST /api/email-logs/{id}/resend (and the platform's): a failed email sent again as a new log row pointing at it
 * (`resent_from_id`), queued through the outbox in one transaction with its row locked, so two resends at once
 * queue one. A one-time link is issued afresh by its module's refresher (docs/decisions/0054-email-logs-and-metrics.md).
 */
export async function resendEmail(
  ctx: EmailLogsContext,
  id: string,
  now = new Date(),
): Promise<{ emailLog: EmailLogSummary }> {
  if (!isUuid(id)) throw emailLogNotFound();
  const actorUserId = personId(ctx.actor);
  return withScope(ctx, async (tx) => {
    const log = await findEmailLogInScope(tx, ctx.scope, id, { forUpdate: true });
    if (!log) throw emailLogNotFound();
    const decision = await decideResend(tx, log, { actorUserId, appUrl: ctx.appUrl, now }, ctx.linkRefreshers);
    if (!decision.ok) throw new AppError('CONFLICT', decision.message);
    const { alias, data, refresher } = decision.plan;
    const fresh = refresher
      ? await refresher.refresh(tx, {
          actorUserId,
          appUrl: ctx.appUrl,
          now,
          ...refreshSubject(log),
          audit: ctx,
        })
      : { templateData: {} };
    const templateData = { ...data, ...fresh.templateData };
    // A placeholder no refresher replaced would be mailed as is: refuse instead.
    if (Object.values(templateData).includes(SECRET_REMOVED))
      throw new AppError('CONFLICT', EMAIL_LOG_COPY.oneTimeLink);

    const carried = Object.fromEntries(Object.entries(log.metadata).filter(([key]) => !MAILER_KEYS.has(key)));
    const { emailLogId } = await sendTemplatedEmail(
      { ...ctx.mail, tx },
      {
        to: log.recipientEmail,
        cc: strings(log.metadata.cc),
        subject: typeof log.metadata.subject === 'string' ? log.metadata.subject : undefined,
        attachments: Array.isArray(log.metadata.attachments)
          ? (log.metadata.attachments as EmailAttachmentSpec[])
          : undefined,
        templateAlias: alias,
        templateData,
        emailType: log.emailType,
        tenantId: log.tenantId,
        userId: log.userId,
        metadata: { ...carried, ...fresh.metadata, resent_by: actorUserId },
      },
    );
    await tx.update(emailLogs).set({ resentFromId: log.id }).where(eq(emailLogs.id, emailLogId));
    const created = await findEmailLogInScope(tx, ctx.scope, emailLogId);
    if (!created) throw new Error('resendEmail: the queued resend is not readable in its own scope');
    return { emailLog: toSummary(created) };
  });
}
