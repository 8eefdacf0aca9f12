import { emailLogs, newId, type Tx } from '@scopewright/db';
import type { Jobs } from '../jobs';
import { findActiveTemplate, type EmailTemplateRow, type NewEmailLogRow } from './email-queries';
import { renderEmailTemplate, toHeaderValue } from './render-email-template';
import {
  queuedEmailLog,
  SEND_EMAIL_QUEUE,
  SINGLE_EMAIL_ADDRESS,
  type SendEmailJobData,
  type SendTemplatedEmailInput,
} from './send-templated-email';

/** What a batch email may say: one recipient, a template and its data (no cc, subject override or attachment). */
export type BatchEmailInput = Pick<
  SendTemplatedEmailInput,
  'to' | 'templateAlias' | 'templateData' | 'emailType' | 'tenantId' | 'userId' | 'metadata'
>;

export type BatchEmailResult = { emailLogId: string } | { error: string };

export interface BatchMailContext {
  tx: Tx;
  jobs: Pick<Jobs, 'enqueue'> & Partial<Pick<Jobs, 'enqueueMany'>>;
  transport: 'smtp' | 'outbox';
}

/**
 * sendTemplatedEmail for many emails at once (a cron's page of them), in the caller's transaction: one template
 * read per alias, then one insert of the log rows and one of their send-email jobs. Each input is checked as
 * sendTemplatedEmail checks it (one address, the template renders with its data); one that fails is not written
 * and comes back with its error, the others are queued. Results are in input order.
 */
export async function sendTemplatedEmails(
  ctx: BatchMailContext,
  inputs: readonly BatchEmailInput[],
): Promise<BatchEmailResult[]> {
  const templates = new Map<string, EmailTemplateRow | null>();
  for (const alias of new Set(inputs.map((input) => input.templateAlias))) {
    templates.set(alias, await findActiveTemplate(ctx.tx, alias));
  }
  const rows: (NewEmailLogRow & { id: string })[] = [];
  const results = inputs.map((input): BatchEmailResult => {
    const to = input.to.trim();
    if (!SINGLE_EMAIL_ADDRESS.test(to)) return { error: `"${to}" is not a single email address` };
    const template = templates.get(input.templateAlias);
    let subject: string;
    try {
      subject = template ? renderEmailTemplate(template, input.templateData).subject : input.templateAlias;
    } catch (err) {
      return { error: (err as Error).message };
    }
    const id = newId();
    rows.push({
      id,
      ...queuedEmailLog(ctx.transport, input, to, toHeaderValue(subject)),
      metadata: { ...input.metadata, template_data: input.templateData },
    });
    return { emailLogId: id };
  });
  if (rows.length === 0) return results;
  await ctx.tx.insert(emailLogs).values(rows);
  const jobs = rows.map((row) => ({ emailLogId: row.id }) satisfies SendEmailJobData);
  if (ctx.jobs.enqueueMany) await ctx.jobs.enqueueMany(ctx.tx, SEND_EMAIL_QUEUE, jobs);
  else for (const job of jobs) await ctx.jobs.enqueue(ctx.tx, SEND_EMAIL_QUEUE, job);
  return results;
}
