import { withPlatform } from '@scopewright/db';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { readEmailTemplateDetail, type EmailTemplateDetail } from './email-templates.queries';

/** GET /api/email-templates/{id}: content, declared variables and the sample data its previews use. */
export function getEmailTemplate(ctx: UseCaseContext, id: string): Promise<EmailTemplateDetail> {
  return withPlatform({ db: ctx.database.db }, (tx) => readEmailTemplateDetail(tx, id));
}
