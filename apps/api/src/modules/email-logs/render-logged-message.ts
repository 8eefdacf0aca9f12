import { emailTemplates, emailTemplateVersions, type EmailLog, type Tx } from '@scopewright/db';
import type { EmailLogMessage } from '@scopewright/domain';
import { and, desc, eq, lte } from 'drizzle-orm';
import { withoutSecrets } from '../../platform/mail/email-secrets';
import { renderEmailTemplate, type EmailTemplateSource } from '../../platform/mail/render-email-template';
import { maskRecord, maskUrlsIn } from './mask-secrets';
import { storedTemplateData } from './resend-rules';

export const MESSAGE_NOTES = {
  rerendered:
    'Re-rendered from the template as it stood when this email was sent, with the data stored with it; links and codes are hidden.',
  direct: 'Sent as direct HTML: its content was not stored.',
  noData: 'The content of this email was not stored.',
  noTemplate: (alias: string) => `The template "${alias}" no longer exists.`,
} as const;

/** The template's content as it stood at `at`: its last version saved by then, else the template as it is now. */
async function templateAsOf(tx: Tx, alias: string, at: Date): Promise<EmailTemplateSource | null> {
  const [template] = await tx.select().from(emailTemplates).where(eq(emailTemplates.alias, alias)).limit(1);
  if (!template) return null;
  const [version] = await tx
    .select()
    .from(emailTemplateVersions)
    .where(and(eq(emailTemplateVersions.templateId, template.id), lte(emailTemplateVersions.createdAt, at)))
    .orderBy(desc(emailTemplateVersions.versionNo))
    .limit(1);
  return { ...template, ...(version ?? {}), alias };
}

/**
 * The message as the detail view shows it: the bodies stored when it was sent (outbox, direct), else re-rendered by
 * the mailer's renderer from its template and stored data. Never a secret: the data goes through withoutSecrets and
 * the mask, and every link in the result is masked (docs/decisions/0054-email-logs-and-metrics.md).
 */
export async function renderLoggedMessage(tx: Tx, log: EmailLog): Promise<EmailLogMessage> {
  const unavailable = (note: string): EmailLogMessage => ({
    source: 'unavailable',
    subject: log.subject,
    html: null,
    text: null,
    note,
  });
  if (log.htmlBody !== null || log.textBody !== null) {
    return {
      source: 'stored',
      subject: log.subject,
      html: log.htmlBody === null ? null : maskUrlsIn(log.htmlBody),
      text: log.textBody === null ? null : maskUrlsIn(log.textBody),
      note: null,
    };
  }
  if (log.metadata.direct === true) return unavailable(MESSAGE_NOTES.direct);
  const data = storedTemplateData(log);
  if (!data || !log.templateName) return unavailable(MESSAGE_NOTES.noData);
  const template = await templateAsOf(tx, log.templateName, log.loggedAt);
  if (!template) return unavailable(MESSAGE_NOTES.noTemplate(log.templateName));
  try {
    const rendered = renderEmailTemplate(template, maskRecord(withoutSecrets(data)));
    return {
      source: 'template',
      subject: log.subject,
      html: maskUrlsIn(rendered.html),
      text: maskUrlsIn(rendered.text),
      note: MESSAGE_NOTES.rerendered,
    };
  } catch (err) {
    return unavailable((err as Error).message);
  }
}
