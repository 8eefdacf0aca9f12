import { withPlatform, type Database } from '@scopewright/db';
import type { Jobs, QueueDefinition } from '../jobs';
import type { Logger } from '../logger';
import { findActiveTemplate, findEmailLog, updateEmailLog } from './email-queries';
import type { MailTransport } from './mail-transport';
import { renderEmailTemplate, type TemplateVariables } from './render-email-template';
import { SEND_EMAIL_QUEUE, type SendEmailJobData } from './send-templated-email';

export const SEND_EMAIL_QUEUE_DEFINITION: QueueDefinition = {
  name: SEND_EMAIL_QUEUE,
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 120,
};

export interface SendEmailWorkerDeps {
  database: Database;
  jobs: Jobs;
  transport: MailTransport;
  logger: Logger;
}

export async function registerSendEmailWorker(deps: SendEmailWorkerDeps): Promise<void> {
  await deps.jobs.work<SendEmailJobData>(SEND_EMAIL_QUEUE, (job) => deliverEmail(deps, job.data.emailLogId));
}

/** Renders and sends one queued email; throws on transport failure so pg-boss retries with backoff. */
export async function deliverEmail(
  { database, transport, logger }: SendEmailWorkerDeps,
  emailLogId: string,
): Promise<void> {
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
  try {
    await transport.send({ to: log.recipientEmail, ...rendered });
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
