import { emailSuppressions, newId, withPlatform } from '@scopewright/db';
import {
  EMAIL_SUPPRESSIONS_COPY,
  type AddEmailSuppressionInput,
  type EmailSuppressionSummary,
} from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import { readSuppression } from './email-suppressions.queries';

/**
 * POST /api/platform/email-suppressions: a super admin stops all email to an address (reason "manual"), in the
 * platform's audit log with the reason given.
 */
export async function addEmailSuppression(
  ctx: UseCaseContext,
  input: AddEmailSuppressionInput,
): Promise<EmailSuppressionSummary> {
  const id = newId();
  const summary = await withPlatform({ db: ctx.database.db }, async (tx) => {
    const added = await tx
      .insert(emailSuppressions)
      .values({ id, email: input.email, reason: 'manual', detail: input.reason })
      .onConflictDoNothing({ target: emailSuppressions.email, where: sql`lifted_at is null` })
      .returning({ id: emailSuppressions.id });
    if (added.length === 0) throw new AppError('CONFLICT', EMAIL_SUPPRESSIONS_COPY.alreadySuppressed(input.email));
    await recordAudit(tx, ctx, {
      action: 'platform.email_suppression_added',
      tenantId: null,
      target: { type: 'email_suppression', id, label: input.email },
      reason: input.reason,
    });
    return readSuppression(tx, id);
  });
  ctx.logger.info({ suppressionId: id, by: ctx.actor.userId }, 'email address suppressed by hand');
  return summary;
}
