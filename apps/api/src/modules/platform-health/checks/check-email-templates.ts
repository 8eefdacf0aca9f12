import { emailTemplates, withPlatform } from '@scopewright/db';
import { emailTemplatePath, VALIDATION_COPY as COPY } from '@scopewright/domain';
import { asc } from 'drizzle-orm';
import { checkEmailTemplate } from '../../email-templates';
import type { ValidationCheckRunner } from './check-context';

/**
 * Every email template against the variables it declares, by the editor's own check: an unknown `{{var}}` (or a
 * tag the renderer refuses) is an error, a declared variable used nowhere a warning. Platform findings.
 */
export const checkEmailTemplates: ValidationCheckRunner = async ({ database, findings }) => {
  const templates = await withPlatform({ db: database.db }, (tx) =>
    tx
      .select({
        id: emailTemplates.id,
        alias: emailTemplates.alias,
        subject: emailTemplates.subject,
        htmlBody: emailTemplates.htmlBody,
        textBody: emailTemplates.textBody,
        variables: emailTemplates.variables,
      })
      .from(emailTemplates)
      .orderBy(asc(emailTemplates.alias)),
  );
  for (const template of templates) {
    const { errors, warnings } = checkEmailTemplate(template, template.variables);
    const issues = [
      ...errors.map((issue) => ({ issue, severity: 'error' as const })),
      ...warnings.map((issue) => ({ issue, severity: 'warning' as const })),
    ];
    for (const { issue, severity } of issues) {
      await findings.add({
        tenantId: null,
        severity,
        subjectType: 'email_template',
        subjectId: template.id,
        message: COPY.emailTemplateIssue(template.alias, issue.message),
        fixPath: emailTemplatePath(template.id),
        details: { alias: template.alias, field: issue.path, variable: issue.variable ?? null },
      });
    }
  }
  return templates.length;
};
