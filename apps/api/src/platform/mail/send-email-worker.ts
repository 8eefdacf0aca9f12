import { withPlatform, type Database } from '@scopewright/db';
import type { Jobs, QueueDefinition } from '../jobs';
import type { Logger } from '../logger';
import { findActiveTemplate, findEmailLog, updateEmailLog } from './email-queries';
import { scrubbedMetadata, secretsRemoved, withoutSecrets } from './email-secrets';
import type { EmailAttachment, MailTransport } from './mail-transport';
import { renderEmailTemplate, toHeaderValue, type TemplateVariables } from './render-email-template';
import { SEND_EMAIL_QUEUE, type EmailAttachmentSpec, type SendEmailJobData } from './send-templated-email';

export const SEND_EMAIL_QUEUE_DEFINITION: QueueDefinition = {
  name: SEND_EMAIL_QUEUE,
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** Renders a declared attachment at send time (the quote PDF); injected so the mailer knows no module. */
export type AttachmentRenderer = (tenantId: string, spec: EmailAttachmentSpec) => Promise<EmailAttachment>;

export interface SendEmailWorkerDeps {
  database: Database;
  jobs: Jobs;
  transport: MailTransport;
  logger: Logger;
  renderAttachment?: AttachmentRenderer;
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

/**
 * Renders and sends one queued email; throws on transport failure so pg-boss retries with backoff. Once the email
 * is sent or has finally failed, its row keeps no link or token (email-secrets.ts): the template data and, in
 * outbox mode, the stored bodies are rendered without them.
 */
export async function deliverEmail(deps: SendEmailWorkerDeps, emailLogId: string): Promise<void> {
  const { database, transport, logger } = deps;
  const scope = { db: database.db };
  const loaded = await withPlatform(scope, async (tx) => {
    const log = await findEmailLog(tx, emailLogId);
    const template = log?.templateName ? await findActiveTemplate(tx, log.templateName) : null;
    return { log, template };
  });
  const { log, template } = loaded;
  // Sent, or finally failed and its links already removed: a late retry has nothing to send.
  if (!log || log.status === 'sent' || secretsRemoved(log.metadata)) return;
  const attempts = (typeof log.metadata.attempts === 'number' ? log.metadata.attempts : 0) + 1;
  const fail = (error: string, final = true) =>
    withPlatform(scope, (tx) =>
      updateEmailLog(tx, log.id, {
        status: 'failed',
        error,
        metadata: final ? scrubbedMetadata({ ...log.metadata, attempts }) : { ...log.metadata, attempts },
      }),
    );

  if (!template) return fail(`Email template "${log.templateName}" is missing or inactive`);
  const data = (log.metadata.template_data ?? {}) as TemplateVariables;
  let rendered;
  try {
    rendered = renderEmailTemplate(template, data);
  } catch (err) {
    return fail((err as Error).message);
  }
  if (typeof log.metadata.subject === 'string') rendered.subject = toHeaderValue(log.metadata.subject);
  try {
    const attachments = await renderAttachments(deps, log.tenantId, log.metadata.attachments);
    const cc = stringList(log.metadata.cc);
    await transport.send({ to: log.recipientEmail, cc, ...rendered, attachments });
  } catch (err) {
    logger.warn({ err, emailLogId }, 'email send failed');
    const retryLimit = deps.retryLimit ?? SEND_EMAIL_QUEUE_DEFINITION.retryLimit;
    await fail(`Sending failed: ${(err as Error).message}`, attempts > retryLimit);
    throw err;
  }
  const stored = transport.kind === 'outbox' ? renderEmailTemplate(template, withoutSecrets(data)) : undefined;
  const bodies = stored ? { htmlBody: stored.html, textBody: stored.text } : {};
  await withPlatform(scope, (tx) =>
    updateEmailLog(tx, log.id, {
      status: 'sent',
      transport: transport.kind,
      subject: rendered.subject,
      sentAt: new Date(),
      error: null,
      metadata: scrubbedMetadata(log.metadata),
      ...bodies,
    }),
  );
  logger.info({ emailLogId, template: template.alias, transport: transport.kind }, 'email sent');
}
