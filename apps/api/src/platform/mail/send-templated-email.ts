import type { Tx } from '@scopewright/db';
import type { Jobs } from '../jobs';
import { findActiveTemplate, insertEmailLog } from './email-queries';
import { renderEmailTemplate, toHeaderValue, type TemplateVariables } from './render-email-template';

export const SEND_EMAIL_QUEUE = 'send-email';

export interface SendEmailJobData {
  emailLogId: string;
}

export interface MailContext {
  tx: Tx;
  jobs: Pick<Jobs, 'enqueue'>;
  transport: 'smtp' | 'outbox';
}

/** A file the worker renders at send time (so a retry renders it again); `tenantId` comes from the log row. */
export type EmailAttachmentSpec = { kind: 'quote_pdf'; quoteId: string; versionId: string };

export interface SendTemplatedEmailInput {
  to: string;
  /** Copy recipients, each a single address (stored in metadata.cc). */
  cc?: readonly string[];
  /** Replaces the template's subject (the composer's edited subject); CR/LF stripped. */
  subject?: string;
  attachments?: readonly EmailAttachmentSpec[];
  templateAlias: string;
  templateData: TemplateVariables;
  emailType?: 'transactional' | 'system';
  tenantId?: string | null;
  userId?: string | null;
  metadata?: Record<string, unknown>;
}

/** One address, no list or display name: the rule every queued email's recipients obey. */
export const SINGLE_EMAIL_ADDRESS = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
const EMAIL = SINGLE_EMAIL_ADDRESS;

/** The columns of a queued email's log row, the same for one email or a batch (metadata is the caller's). */
export function queuedEmailLog(
  transport: MailContext['transport'],
  input: Pick<SendTemplatedEmailInput, 'templateAlias' | 'emailType' | 'tenantId' | 'userId'>,
  to: string,
  subject: string,
) {
  return {
    tenantId: input.tenantId ?? null,
    userId: input.userId ?? null,
    emailType: input.emailType ?? 'transactional',
    status: 'queued',
    transport,
    templateName: input.templateAlias,
    recipientEmail: to,
    subject,
  } as const;
}

/**
 * Queues one templated email inside the caller's transaction: the email_logs row and the send-email job
 * commit or roll back with the business write. Rendering is checked now so a missing variable fails the caller.
 */
export async function sendTemplatedEmail(
  ctx: MailContext,
  input: SendTemplatedEmailInput,
): Promise<{ emailLogId: string }> {
  const to = input.to.trim();
  if (!EMAIL.test(to)) throw new Error('sendTemplatedEmail: "to" must be a single email address');
  const cc = (input.cc ?? []).map((address) => address.trim());
  if (cc.some((address) => !EMAIL.test(address))) throw new Error('sendTemplatedEmail: each "cc" must be one address');
  if (input.subject !== undefined && input.subject.trim() === '') throw new Error('sendTemplatedEmail: empty subject');
  const template = await findActiveTemplate(ctx.tx, input.templateAlias);
  const rendered = template ? renderEmailTemplate(template, input.templateData).subject : undefined;
  const subject = toHeaderValue(input.subject ?? rendered ?? input.templateAlias);
  const emailLogId = await insertEmailLog(ctx.tx, {
    ...queuedEmailLog(ctx.transport, input, to, subject),
    metadata: {
      ...input.metadata,
      template_data: input.templateData,
      ...(cc.length > 0 ? { cc } : {}),
      ...(input.subject !== undefined ? { subject } : {}),
      ...(input.attachments?.length ? { attachments: input.attachments } : {}),
    },
  });
  await ctx.jobs.enqueue(ctx.tx, SEND_EMAIL_QUEUE, { emailLogId } satisfies SendEmailJobData);
  return { emailLogId };
}
