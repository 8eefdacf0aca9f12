import { emailSuppressions, withPlatform } from '@scopewright/db';
import {
  EMAIL_SUPPRESSIONS_COPY,
  type EmailSuppressionSummary,
  type LiftEmailSuppressionInput,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { lockSuppression, readSuppression } from './email-suppressions.queries';

/**
 * POST /api/platform/email-suppressions/{id}/lift: the address may receive email again. Who lifted it, when and
 * why stay on the row (a lifted suppression is history, never deleted); lifting twice is a 409. The platform's
 * audit log keeps it with the reason (suppressions are platform-wide: no workspace).
 */
export async function liftEmailSuppression(
  ctx: UseCaseContext,
  id: string,
  input: LiftEmailSuppressionInput,
): Promise<EmailSuppressionSummary> {
  const liftedBy = personId(ctx.actor);
  const summary = await withPlatform({ db: ctx.database.db }, async (tx) => {
    const row = await lockSuppression(tx, id);
    if (row.liftedAt) throw new AppError('CONFLICT', EMAIL_SUPPRESSIONS_COPY.alreadyLifted);
    await tx
      .update(emailSuppressions)
      .set({ liftedAt: new Date(), liftedBy, liftReason: input.reason })
      .where(eq(emailSuppressions.id, id));
    await recordAudit(tx, ctx, {
      action: 'platform.email_suppression_lifted',
      tenantId: null,
      target: { type: 'email_suppression', id, label: row.email },
      reason: input.reason,
      metadata: { suppressionReason: row.reason },
    });
    return readSuppression(tx, id);
  });
  ctx.logger.info({ suppressionId: id, liftedBy }, 'email suppression lifted');
  return summary;
}
