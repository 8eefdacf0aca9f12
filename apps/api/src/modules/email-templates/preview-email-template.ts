import { withPlatform, type EmailTemplate } from '@scopewright/db';
import type { EmailTemplateDraft } from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { renderEmailTemplate, type RenderedEmail } from '../../platform/mail/render-email-template';
import { checkEmailTemplate, type EmailTemplateIssue } from './check-email-template';
import { sampleDataFor } from './email-template-sample-data';
import { getEmailTemplateOrThrow } from './email-templates.queries';

export interface EmailTemplatePreview {
  /** Null while the draft cannot be rendered (a tag mustache cannot parse). */
  subject: string | null;
  html: string | null;
  text: string | null;
  errors: EmailTemplateIssue[];
  warnings: EmailTemplateIssue[];
}

/** The draft rendered by the mailer's one renderer with the template's sample data, or null where it cannot be. */
export function renderDraft(template: EmailTemplate, draft: EmailTemplateDraft): RenderedEmail | null {
  try {
    return renderEmailTemplate(
      { alias: template.alias, ...draft, variables: template.variables },
      sampleDataFor(template.variables),
    );
  } catch {
    return null;
  }
}

/** POST /api/email-templates/{id}/preview: a draft (not saved) checked and rendered as the mailer would send it. */
export function previewEmailTemplate(
  ctx: UseCaseContext,
  id: string,
  draft: EmailTemplateDraft,
): Promise<EmailTemplatePreview> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const template = await getEmailTemplateOrThrow(tx, id);
    const rendered = renderDraft(template, draft);
    return {
      subject: rendered?.subject ?? null,
      html: rendered?.html ?? null,
      text: rendered?.text ?? null,
      ...checkEmailTemplate(draft, template.variables),
    };
  });
}
