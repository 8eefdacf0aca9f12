import { emailLogs, emailSuppressions, type EmailLog, type Tx } from '@scopewright/db';
import { EMAIL_LOG_COPY as COPY } from '@scopewright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { findActiveTemplate } from '../../platform/mail/email-queries';
import { isSecretVariable, secretsRemoved } from '../../platform/mail/email-secrets';
import type { LinkRefresher, LinkRefreshers, LinkRefreshInput } from '../../platform/mail/link-refresher';
import type { TemplateVariables } from '../../platform/mail/render-email-template';

/** The send-email queue retries within a few minutes (send-email-worker.ts); after this, no retry is pending. */
const RETRY_WINDOW_MS = 15 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The stored template data, or null when the email's content was not kept (a direct HTML email). */
export function storedTemplateData(log: EmailLog): TemplateVariables | null {
  if (!log.templateName || log.metadata.direct === true) return null;
  return isRecord(log.metadata.template_data) ? log.metadata.template_data : null;
}

export const carriesLinks = (data: TemplateVariables) => Object.keys(data).some(isSecretVariable);

export interface ResendPlan {
  alias: string;
  data: TemplateVariables;
  refresher: LinkRefresher | null;
}

export type ResendDecision = { ok: true; plan: ResendPlan } | { ok: false; status: 409; message: string };

const refuse = (message: string): ResendDecision => ({ ok: false, status: 409, message });

/** Who and what a link refresher renews a link for: the failed email's workspace, metadata and person. */
export const refreshSubject = (log: EmailLog) => ({
  tenantId: log.tenantId,
  metadata: log.metadata,
  userId: log.userId,
});

/**
 * The product's resend rules (docs/product-rules.md#email-log), in order, then ours: only failed emails; only with their template data; not while a
 * retry may still send it; not twice at once; a one-time link only through its module's refresher; an active
 * template; a recipient not on the suppression list (docs/product-rules.md#validation-texts, docs/product-rules.md#app-shell). Reads only: the detail view shows the answer beside the button.
 */
export async function decideResend(
  tx: Tx,
  log: EmailLog,
  refreshInput: Omit<LinkRefreshInput, keyof ReturnType<typeof refreshSubject>>,
  linkRefreshers: LinkRefreshers,
): Promise<ResendDecision> {
  if (log.status !== 'failed') return refuse(COPY.onlyFailed);
  const data = storedTemplateData(log);
  if (!data || !log.templateName) return refuse(COPY.directHtml);
  const now = refreshInput.now;
  if (!secretsRemoved(log.metadata) && now.getTime() - log.createdAt.getTime() < RETRY_WINDOW_MS) {
    const attempts = typeof log.metadata.attempts === 'number' ? log.metadata.attempts : 1;
    return refuse(COPY.stillRetrying(attempts));
  }
  const [pending] = await tx
    .select({ id: emailLogs.id })
    .from(emailLogs)
    .where(and(eq(emailLogs.resentFromId, log.id), eq(emailLogs.status, 'queued')))
    .limit(1);
  if (pending) return refuse(COPY.resendQueued);
  const refresher = carriesLinks(data) ? linkRefreshers(log.templateName) : null;
  if (carriesLinks(data)) {
    if (!refresher) return refuse(COPY.oneTimeLink);
    const blocked = await refresher.check(tx, { ...refreshInput, ...refreshSubject(log) });
    if (blocked) return refuse(blocked);
  }
  if (!(await findActiveTemplate(tx, log.templateName))) return refuse(COPY.templateInactive(log.templateName));
  const [suppressed] = await tx
    .select({ id: emailSuppressions.id })
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.email, log.recipientEmail.toLowerCase()), isNull(emailSuppressions.liftedAt)))
    .limit(1);
  if (suppressed) return refuse(COPY.suppressed(log.recipientEmail));
  return { ok: true, plan: { alias: log.templateName, data, refresher } };
}
