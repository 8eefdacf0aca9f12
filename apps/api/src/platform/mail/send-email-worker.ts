import { withPlatform, type Database } from '@scopewright/db';
import type { Jobs, QueueDefinition } from '../jobs';
import type { Logger } from '../logger';
import { findActiveTemplate, findEmailLog, updateEmailLog, type EmailLogRow } from './email-queries';
import { scrubbedMetadata, SECRETS_REMOVED_FLAG, secretsRemoved, withoutSecrets } from './email-secrets';
import { findActiveSuppressions, suppressedMessage } from './find-active-suppressions';
import { MailRefusedError, type EmailAttachment, type MailTransport } from './mail-transport';
import {
  renderEmailTemplate,
  toHeaderValue,
  type RenderedEmail,
  type TemplateVariables,
} from './render-email-template';
import { SEND_EMAIL_QUEUE, type EmailAttachmentSpec, type SendEmailJobData } from './send-templated-email';

export const SEND_EMAIL_QUEUE_DEFINITION: QueueDefinition = {
  name: SEND_EMAIL_QUEUE,
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * The metadata key of the log id in mail sent through Postmark (header `X-PM-Metadata-email-log-id`, echoed in the
 * webhook's `Metadata`): Postmark never tells an SMTP client its own MessageID, which its webhooks carry.
 */
export const POSTMARK_LOG_ID_METADATA = 'email-log-id';

/** Renders a declared attachment at send time (the quote PDF); injected so the mailer knows no module. */
export type AttachmentRenderer = (tenantId: string, spec: EmailAttachmentSpec) => Promise<EmailAttachment>;

export interface SendEmailWorkerDeps {
  database: Database;
  jobs: Jobs;
  transport: MailTransport;
  logger: Logger;
  renderAttachment?: AttachmentRenderer;
  /**
   * Postmark events are on (POSTMARK_WEBHOOK_*): each message carries its log id in an `X-PM-Metadata-…` header,
   * which Postmark echoes in its webhooks, so mail relayed through Postmark's SMTP is matched to its log.
   */
  postmarkMetadata?: boolean;
  /** The queue's retry limit: the failure after this many retries is final (defaults to the queue definition). */
  retryLimit?: number;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

async function renderAttachments(
  deps: Pick<SendEmailWorkerDeps, 'renderAttachment'>,
  tenantId: string | null,
  specs: unknown,
): Promise<EmailAttachment[]> {
  if (!Array.isArray(specs) || specs.length === 0) return [];
  if (!deps.renderAttachment || !tenantId) throw new Error('attachments need a renderer and a tenant');
  const render = deps.renderAttachment;
  return Promise.all((specs as EmailAttachmentSpec[]).map((spec) => render(tenantId, spec)));
}

export async function registerSendEmailWorker(deps: SendEmailWorkerDeps): Promise<void> {
  await deps.jobs.work<SendEmailJobData>(SEND_EMAIL_QUEUE, (job) => deliverEmail(deps, job.data.emailLogId));
}

/** A direct email (a super admin's test send) carries its own subject and bodies; the others render a template. */
const isDirect = (log: EmailLogRow) => log.metadata.direct === true;

/** RFC 8058 one-click unsubscribe, for the lifecycle emails that carry a link to switch their preference off. */
function unsubscribeHeaders(metadata: Record<string, unknown>): Record<string, string> | undefined {
  const url = metadata.list_unsubscribe_url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url) || /[\s<>]/.test(url)) return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Renders and sends one queued email; throws on a transport failure worth retrying so pg-boss retries with backoff
 * (a permanent SMTP refusal or a suppressed address is final at once). Once the email is sent or has finally
 * failed, its row keeps no link or token (email-secrets.ts): the template data and, in outbox mode, the stored
 * bodies are rendered without them.
 */
export async function deliverEmail(deps: SendEmailWorkerDeps, emailLogId: string): Promise<void> {
  const { database, transport, logger } = deps;
  const scope = { db: database.db };
  const loaded = await withPlatform(scope, async (tx) => {
    const log = await findEmailLog(tx, emailLogId);
    if (!log) return { log, template: null, suppressions: [] };
    const template = log.templateName && !isDirect(log) ? await findActiveTemplate(tx, log.templateName) : null;
    const suppressions = await findActiveSuppressions(tx, [log.recipientEmail, ...stringList(log.metadata.cc)]);
    return { log, template, suppressions };
  });
  const { log, template, suppressions } = loaded;
  // Sent, or finally failed and its links already removed: a late retry has nothing to send.
  if (!log || log.status === 'sent' || secretsRemoved(log.metadata)) return;
  const attempts = (typeof log.metadata.attempts === 'number' ? log.metadata.attempts : 0) + 1;
  // A direct email has no template data to scrub (its stored bodies hold no link): it is only marked done.
  const finished = (metadata: Record<string, unknown>) =>
    isDirect(log) ? { ...metadata, [SECRETS_REMOVED_FLAG]: true } : scrubbedMetadata(metadata);
  const fail = (error: string, final = true) =>
    withPlatform(scope, (tx) =>
      updateEmailLog(tx, log.id, {
        status: 'failed',
        error,
        metadata: final ? finished({ ...log.metadata, attempts }) : { ...log.metadata, attempts },
      }),
    );

  const suppressedAs = (address: string) => suppressions.find((s) => s.email === address.trim().toLowerCase());
  const blocked = suppressedAs(log.recipientEmail);
  if (blocked) {
    logger.info({ emailLogId, reason: blocked.reason }, 'email not sent: the recipient is suppressed');
    return fail(suppressedMessage(log.recipientEmail, blocked));
  }

  let rendered: RenderedEmail;
  if (isDirect(log)) {
    if (!log.htmlBody || !log.textBody) return fail('This email has no stored body to send');
    rendered = { subject: toHeaderValue(log.subject), html: log.htmlBody, text: log.textBody };
  } else {
    if (!template) return fail(`Email template "${log.templateName}" is missing or inactive`);
    try {
      rendered = renderEmailTemplate(template, (log.metadata.template_data ?? {}) as TemplateVariables);
    } catch (err) {
      return fail((err as Error).message);
    }
    if (typeof log.metadata.subject === 'string') rendered.subject = toHeaderValue(log.metadata.subject);
  }
  const allCc = stringList(log.metadata.cc);
  const cc = allCc.filter((address) => !suppressedAs(address));
  const skippedCc = allCc.filter((address) => suppressedAs(address));
  let sent;
  try {
    const attachments = await renderAttachments(deps, log.tenantId, log.metadata.attachments);
    const headers = {
      ...unsubscribeHeaders(log.metadata),
      ...(deps.postmarkMetadata ? { [`X-PM-Metadata-${POSTMARK_LOG_ID_METADATA}`]: log.id } : {}),
    };
    sent = await transport.send({
      to: log.recipientEmail,
      cc,
      ...rendered,
      attachments,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
  } catch (err) {
    logger.warn({ err, emailLogId }, 'email send failed');
    // The server said no for good (5xx): a retry would get the same answer.
    if (err instanceof MailRefusedError && err.permanent) return fail(`Sending failed: ${err.answer}`);
    const retryLimit = deps.retryLimit ?? SEND_EMAIL_QUEUE_DEFINITION.retryLimit;
    await fail(`Sending failed: ${(err as Error).message}`, attempts > retryLimit);
    throw err;
  }
  const stored =
    transport.kind === 'outbox' && template
      ? renderEmailTemplate(template, withoutSecrets((log.metadata.template_data ?? {}) as TemplateVariables))
      : undefined;
  const bodies = stored ? { htmlBody: stored.html, textBody: stored.text } : {};
  const notes = {
    ...(skippedCc.length > 0 ? { suppressed_cc: skippedCc } : {}),
    ...(sent.refused?.length ? { refused_cc: sent.refused } : {}),
  };
  await withPlatform(scope, (tx) =>
    updateEmailLog(tx, log.id, {
      status: 'sent',
      transport: transport.kind,
      subject: rendered.subject,
      sentAt: new Date(),
      error: null,
      providerMessageId: sent.messageId ?? null,
      metadata: finished({ ...log.metadata, ...notes }),
      ...bodies,
    }),
  );
  logger.info(
    { emailLogId, template: template?.alias ?? null, transport: transport.kind, direct: isDirect(log) },
    'email sent',
  );
}
