import { withPlatform, type Database } from '@scopewright/db';
import type { Jobs, QueueDefinition } from '../jobs';
import type { Logger } from '../logger';
import { findActiveTemplate, findEmailLog, updateEmailLog } from './email-queries';
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

/** Renders and sends one queued email; throws on transport failure so pg-boss retries with backoff. */
export async function deliverEmail(deps: SendEmailWorkerDeps, emailLogId: string): Promise<void> {
  const { database, transport, logger } = deps;
  const scope = { db: database.db };
  const loaded = await withPlatform(scope, async (tx) => {
    const log = await findEmailLog(tx, emailLogId);
    const template = log?.templateName ? await findActiveTemplate(tx, log.templateName) : null;
    return { log, template };
  });
  const { log, template } = loaded;
  if (!log || log.status === 'sent') return;
  const fail = (error: string) => withPlatform(scope, (tx) => updateEmailLog(tx, log.id, { status: 'failed', error }));

  if (!template) return fail(`Email template "${log.templateName}" is missing or inactive`);
  let rendered;
  try {
    rendered = renderEmailTemplate(template, (log.metadata.template_data ?? {}) as TemplateVariables);
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
    await fail(`Sending failed: ${(err as Error).message}`);
    throw err;
  }
  const bodies = transport.kind === 'outbox' ? { htmlBody: rendered.html, textBody: rendered.text } : {};
  await withPlatform(scope, (tx) =>
    updateEmailLog(tx, log.id, {
      status: 'sent',
      transport: transport.kind,
      subject: rendered.subject,
      sentAt: new Date(),
      error: null,
      ...bodies,
    }),
  );
  logger.info({ emailLogId, template: template.alias, transport: transport.kind }, 'email sent');
}
