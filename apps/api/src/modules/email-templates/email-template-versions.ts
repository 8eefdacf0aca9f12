import { emailTemplateVersions, users, withPlatform, type Tx } from '@scopewright/db';
import { EMAIL_TEMPLATE_COPY as COPY } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { checkEmailTemplate } from './check-email-template';
import { recordEmailTemplateChange } from './email-template-audit';
import {
  contentOf,
  getEmailTemplateOrThrow,
  readEmailTemplateDetail,
  writeTemplateVersion,
  type EmailTemplateDetail,
  type EmailTemplateVersionSource,
} from './email-templates.queries';
import { invalidTemplate } from './update-email-template';

export interface EmailTemplateVersionEntry {
  versionNo: number;
  source: EmailTemplateVersionSource;
  restoredFromNo: number | null;
  createdAt: string;
  createdByName: string | null;
}

export interface EmailTemplateVersionDetail extends EmailTemplateVersionEntry {
  subject: string;
  htmlBody: string;
  textBody: string;
  variables: string[];
}

const entryColumns = {
  versionNo: emailTemplateVersions.versionNo,
  source: emailTemplateVersions.source,
  restoredFromNo: emailTemplateVersions.restoredFromNo,
  createdAt: emailTemplateVersions.createdAt,
  createdByName: users.name,
};

/** GET /api/email-templates/{id}/versions: every version, newest first, with who wrote it and how. */
export function listEmailTemplateVersions(
  ctx: UseCaseContext,
  id: string,
): Promise<{ versions: EmailTemplateVersionEntry[] }> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    await getEmailTemplateOrThrow(tx, id);
    const rows = await tx
      .select(entryColumns)
      .from(emailTemplateVersions)
      .leftJoin(users, eq(users.id, emailTemplateVersions.createdBy))
      .where(eq(emailTemplateVersions.templateId, id))
      .orderBy(desc(emailTemplateVersions.versionNo));
    return { versions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  });
}

async function readVersion(tx: Tx, id: string, versionNo: number): Promise<EmailTemplateVersionDetail> {
  const [row] = await tx
    .select({
      ...entryColumns,
      subject: emailTemplateVersions.subject,
      htmlBody: emailTemplateVersions.htmlBody,
      textBody: emailTemplateVersions.textBody,
      variables: emailTemplateVersions.variables,
    })
    .from(emailTemplateVersions)
    .leftJoin(users, eq(users.id, emailTemplateVersions.createdBy))
    .where(and(eq(emailTemplateVersions.templateId, id), eq(emailTemplateVersions.versionNo, versionNo)));
  if (!row) throw new AppError('NOT_FOUND', COPY.versionNotFound);
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** GET /api/email-templates/{id}/versions/{no}: one version's content, for the diff. */
export function getEmailTemplateVersion(
  ctx: UseCaseContext,
  id: string,
  versionNo: number,
): Promise<EmailTemplateVersionDetail> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    await getEmailTemplateOrThrow(tx, id);
    return readVersion(tx, id, versionNo);
  });
}

/**
 * POST /api/email-templates/{id}/versions/{no}/restore: that version's content becomes the next version (source
 * `restore`), and the template counts as edited. Content that no longer fits the declared variables is refused (422).
 */
export function restoreEmailTemplateVersion(
  ctx: UseCaseContext,
  id: string,
  versionNo: number,
): Promise<EmailTemplateDetail> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const template = await getEmailTemplateOrThrow(tx, id, { forUpdate: true });
    const content = contentOf(await readVersion(tx, id, versionNo));
    const { errors } = checkEmailTemplate(content, template.variables);
    if (errors.length > 0) throw invalidTemplate(errors);
    const newVersionNo = await writeTemplateVersion(tx, template, content, {
      userId: personId(ctx.actor),
      source: 'restore',
      restoredFromNo: versionNo,
    });
    await recordEmailTemplateChange(tx, ctx, template, content, { versionNo: newVersionNo, fromVersion: versionNo });
    return readEmailTemplateDetail(tx, id);
  });
}
