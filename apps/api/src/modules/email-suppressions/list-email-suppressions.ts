import { withPlatform } from '@scopewright/db';
import type { EmailSuppressionPage, ListEmailSuppressionsQuery } from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { readSuppressionPage } from './email-suppressions.queries';

/** GET /api/platform/email-suppressions: the platform-wide list (super admins), searched by address. */
export function listEmailSuppressions(
  ctx: UseCaseContext,
  query: ListEmailSuppressionsQuery,
): Promise<EmailSuppressionPage> {
  return withPlatform({ db: ctx.database.db }, (tx) => readSuppressionPage(tx, query));
}
