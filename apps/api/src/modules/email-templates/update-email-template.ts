import { withPlatform } from '@scopewright/db';
import {
  EMAIL_TEMPLATE_COPY as COPY,
  type EmailTemplateDraft,
  type UpdateEmailTemplateInput,
} from '@scopewright/domain';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { checkEmailTemplate, type EmailTemplateIssue } from './check-email-template';
import { recordEmailTemplateChange } from './email-template-audit';
import {
  contentOf,
  getEmailTemplateOrThrow,
  latestVersionNo,
  readEmailTemplateDetail,
  writeTemplateVersion,
  type EmailTemplateDetail,
} from './email-templates.queries';

const sameContent = (a: EmailTemplateDraft, b: EmailTemplateDraft) =>
  a.subject === b.subject && a.htmlBody === b.htmlBody && a.textBody === b.textBody;

/** A template's check failed: 422 with every error, each naming its field (`path`) and where. */
export const invalidTemplate = (errors: EmailTemplateIssue[]) =>
  new AppError('VALIDATION', COPY.invalidTemplate, { details: errors });

/**
 * PUT /api/email-templates/{id}: saves the content as the next version (source `edit`) and marks the template
 * edited. Errors refuse the save (422); warnings come back with the saved template. A base version older than the
 * newest is a 409 and changes nothing; saving the current content again writes no version.
 */
export function updateEmailTemplate(
  ctx: UseCaseContext,
  id: string,
  input: UpdateEmailTemplateInput,
): Promise<EmailTemplateDetail> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const template = await getEmailTemplateOrThrow(tx, id, { forUpdate: true });
    const { errors } = checkEmailTemplate(input, template.variables);
    if (errors.length > 0) throw invalidTemplate(errors);
    const latest = await latestVersionNo(tx, id);
    if (input.baseVersionNo !== latest) {
      throw new AppError('CONFLICT', COPY.staleVersion(latest), {
        reason: 'stale',
        details: { latestVersionNo: latest },
      });
    }
    if (!sameContent(input, template)) {
      const content = contentOf(input);
      const versionNo = await writeTemplateVersion(tx, template, content, {
        userId: personId(ctx.actor),
        source: 'edit',
      });
      await recordEmailTemplateChange(tx, ctx, template, content, { versionNo });
    }
    return readEmailTemplateDetail(tx, id);
  });
}
