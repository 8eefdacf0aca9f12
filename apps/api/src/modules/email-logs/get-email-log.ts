import { isUuid } from '@scopewright/db';
import { EMAIL_LOG_COPY, type EmailLogDetail } from '@scopewright/domain';
import { personId } from '../../platform/access/actor';
import { AppError } from '../../platform/errors';
import { withoutSecrets } from '../../platform/mail/email-secrets';
import { withScope, type EmailLogsContext } from './email-logs-context';
import { findEmailLogInScope, selectEmailEvents, selectResendChain, toEmailLogSummary } from './email-logs.queries';
import { maskRecord, maskUrlsIn } from './mask-secrets';
import { renderLoggedMessage } from './render-logged-message';
import { decideResend, storedTemplateData } from './resend-rules';

export const emailLogNotFound = () => new AppError('NOT_FOUND', EMAIL_LOG_COPY.notFound);

/**
 * GET /api/email-logs/{id} (and the platform's): the row, the message, its provider events, its metadata with every
 * secret masked, the resend chain, and whether it can be resent now (the same rules as the resend itself).
 */
export async function getEmailLog(ctx: EmailLogsContext, id: string, now = new Date()): Promise<EmailLogDetail> {
  if (!isUuid(id)) throw emailLogNotFound();
  return withScope(ctx, async (tx) => {
    const log = await findEmailLogInScope(tx, ctx.scope, id);
    if (!log) throw emailLogNotFound();
    const [message, events, chain, decision] = [
      await renderLoggedMessage(tx, log),
      await selectEmailEvents(tx, log.id),
      await selectResendChain(tx, ctx.scope, log),
      await decideResend(tx, log, { actorUserId: personId(ctx.actor), appUrl: ctx.appUrl, now }, ctx.linkRefreshers),
    ];
    const data = storedTemplateData(log);
    const metadata = data ? { ...log.metadata, template_data: withoutSecrets(data) } : log.metadata;
    return {
      ...toEmailLogSummary(log),
      error: log.error === null ? null : maskUrlsIn(log.error),
      transport: log.transport,
      providerMessageId: log.providerMessageId,
      metadata: maskRecord(metadata),
      message,
      events: events.map((event) => ({
        id: event.id,
        provider: event.provider,
        eventType: event.eventType,
        occurredAt: event.occurredAt.toISOString(),
        data: maskRecord(event.data),
      })),
      ...chain,
      resend: decision.ok ? { allowed: true, reason: null } : { allowed: false, reason: decision.message },
    };
  });
}
