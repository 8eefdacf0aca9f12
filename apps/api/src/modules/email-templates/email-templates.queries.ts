import { emailTemplates, emailTemplateVersions, newId, users, type EmailTemplate, type Tx } from '@scopewright/db';
import { EMAIL_TEMPLATE_COPY as COPY, type EmailTemplateDraft } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { checkEmailTemplate, type EmailTemplateIssue } from './check-email-template';
import { sampleDataFor } from './email-template-sample-data';

export type EmailTemplateVersionSource = 'seed' | 'edit' | 'restore';

/** A template as the editor opens it: its content, declared variables, preview data and the version to save on. */
export interface EmailTemplateDetail {
  id: string;
  alias: string;
  name: string;
  category: string;
  isActive: boolean;
  subject: string;
  htmlBody: string;
  textBody: string;
  variables: string[];
  /** The newest version's number: the `baseVersionNo` of the next save. */
  versionNo: number;
  editedAt: string | null;
  editedByName: string | null;
  updatedAt: string;
  sampleData: Record<string, string>;
  /** The saved content's check (a variable the code no longer declares, an unused one). */
  errors: EmailTemplateIssue[];
  warnings: EmailTemplateIssue[];
}

/** The template, locked for the rest of the transaction when it is about to change; 404 for an unknown id. */
export async function getEmailTemplateOrThrow(tx: Tx, id: string, { forUpdate = false } = {}): Promise<EmailTemplate> {
  const query = tx.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', COPY.notFound);
  return row;
}

export async function latestVersionNo(tx: Tx, templateId: string): Promise<number> {
  const [row] = await tx
    .select({ no: sql<number | null>`max(${emailTemplateVersions.versionNo})` })
    .from(emailTemplateVersions)
    .where(eq(emailTemplateVersions.templateId, templateId));
  return row?.no ?? 0;
}

/**
 * Makes `content` the template's current content as its next version, marked edited by `userId` (the seed leaves
 * it alone from now on). The caller holds the template's row lock.
 */
export async function writeTemplateVersion(
  tx: Tx,
  template: EmailTemplate,
  content: EmailTemplateDraft,
  change: { userId: string; source: Exclude<EmailTemplateVersionSource, 'seed'>; restoredFromNo?: number },
): Promise<number> {
  const versionNo = (await latestVersionNo(tx, template.id)) + 1;
  const now = new Date();
  await tx.insert(emailTemplateVersions).values({
    id: newId(),
    templateId: template.id,
    versionNo,
    source: change.source,
    restoredFromNo: change.restoredFromNo ?? null,
    subject: content.subject,
    htmlBody: content.htmlBody,
    textBody: content.textBody,
    variables: template.variables,
    createdBy: change.userId,
    createdAt: now,
  });
  await tx
    .update(emailTemplates)
    .set({ ...content, editedAt: now, editedBy: change.userId, updatedAt: now })
    .where(eq(emailTemplates.id, template.id));
  return versionNo;
}

export async function readEmailTemplateDetail(tx: Tx, id: string): Promise<EmailTemplateDetail> {
  const [found] = await tx
    .select({ template: emailTemplates, editedByName: users.name })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.editedBy))
    .where(eq(emailTemplates.id, id));
  if (!found) throw new AppError('NOT_FOUND', COPY.notFound);
  const { template } = found;
  const { errors, warnings } = checkEmailTemplate(template, template.variables);
  return {
    id: template.id,
    alias: template.alias,
    name: template.name,
    category: template.category,
    isActive: template.isActive,
    subject: template.subject,
    htmlBody: template.htmlBody,
    textBody: template.textBody,
    variables: template.variables,
    versionNo: await latestVersionNo(tx, id),
    editedAt: template.editedAt?.toISOString() ?? null,
    editedByName: template.editedAt ? found.editedByName : null,
    updatedAt: template.updatedAt.toISOString(),
    sampleData: sampleDataFor(template.variables),
    errors,
    warnings,
  };
}

export const contentOf = (template: EmailTemplateDraft): EmailTemplateDraft => ({
  subject: template.subject,
  htmlBody: template.htmlBody,
  textBody: template.textBody,
});
