import { emailTemplates, withPlatform } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordEmailTemplateChange } from './email-template-audit';
import { getEmailTemplateOrThrow, readEmailTemplateDetail, type EmailTemplateDetail } from './email-templates.queries';

/**
 * POST /api/email-templates/{id}/activate | deactivate. An inactive template is not sent: the mailer fails every
 * email that uses it ("missing or inactive"). Not an edit of the content: the seed's rules do not change.
 */
export function setEmailTemplateActive(
  ctx: UseCaseContext,
  id: string,
  isActive: boolean,
): Promise<EmailTemplateDetail> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const template = await getEmailTemplateOrThrow(tx, id, { forUpdate: true });
    if (template.isActive !== isActive) {
      await tx.update(emailTemplates).set({ isActive, updatedAt: new Date() }).where(eq(emailTemplates.id, id));
      await recordEmailTemplateChange(tx, ctx, template, { isActive });
    }
    return readEmailTemplateDetail(tx, id);
  });
}
