import { withPlatform } from '@scopewright/db';
import {
  EMAIL_TEMPLATE_COPY as COPY,
  EMAIL_TEMPLATE_LIMITS,
  type TestSendEmailTemplateInput,
} from '@scopewright/domain';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import { AppError } from '../../platform/errors';
import { insertEmailLog } from '../../platform/mail/email-queries';
import { toHeaderValue } from '../../platform/mail/render-email-template';
import { SEND_EMAIL_QUEUE, type MailContext, type SendEmailJobData } from '../../platform/mail/send-templated-email';
import { checkEmailTemplate } from './check-email-template';
import { sampleDataFor } from './email-template-sample-data';
import { contentOf, getEmailTemplateOrThrow } from './email-templates.queries';
import { renderDraft } from './preview-email-template';
import { invalidTemplate } from './update-email-template';

export interface SendTestEmailDeps {
  mail: Omit<MailContext, 'tx'>;
}

// The mailer's own rule for one address (send-templated-email.ts).
const ONE_ADDRESS = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
export const TEST_SEND_RATE_RULE = { windowSeconds: 60, max: EMAIL_TEMPLATE_LIMITS.testSendsPerMinute };

/**
 * POST /api/email-templates/{id}/test-send: the draft (or the saved content) with sample data to the signed-in
 * super admin, through the outbox. The row stores the rendered bodies and `metadata.direct`, so the worker sends
 * exactly what was previewed, whatever the saved template says; `metadata.test_send` marks it in the logs.
 */
export async function sendTestEmail(
  ctx: UseCaseContext,
  deps: SendTestEmailDeps,
  id: string,
  input: TestSendEmailTemplateInput,
): Promise<{ emailLogId: string; to: string; subject: string }> {
  const to = ctx.actor.email.trim();
  if (!ONE_ADDRESS.test(to)) {
    throw new AppError('VALIDATION', COPY.testSendInvalidAddress(to), {
      details: [{ path: 'to', message: COPY.testSendInvalidAddress(to) }],
    });
  }
  const userId = personId(ctx.actor);
  await consumeRateLimit(ctx.database.db, `email-template-test|${userId}`, TEST_SEND_RATE_RULE, {
    message: COPY.testSendRateLimited,
  });
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const template = await getEmailTemplateOrThrow(tx, id);
    const draft = input.draft ?? contentOf(template);
    const { errors } = checkEmailTemplate(draft, template.variables);
    const rendered = errors.length === 0 ? renderDraft(template, draft) : null;
    if (!rendered) throw invalidTemplate(errors);
    const subject = toHeaderValue(`${COPY.testSubjectPrefix}${rendered.subject}`);
    const emailLogId = await insertEmailLog(tx, {
      tenantId: null,
      userId,
      emailType: 'system',
      status: 'queued',
      transport: deps.mail.transport,
      templateName: template.alias,
      recipientEmail: to,
      subject,
      htmlBody: rendered.html,
      textBody: rendered.text,
      metadata: {
        test_send: true,
        direct: true,
        template_data: sampleDataFor(template.variables),
        subject,
      },
    });
    await deps.mail.jobs.enqueue(tx, SEND_EMAIL_QUEUE, { emailLogId } satisfies SendEmailJobData);
    return { emailLogId, to, subject };
  });
}
