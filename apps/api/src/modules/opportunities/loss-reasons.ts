import { lossReasons, withTenant } from '@scopewright/db';
import {
  OPPORTUNITY_COPY,
  type CreateLossReasonInput,
  type LossReason,
  type UpdateLossReasonInput,
} from '@scopewright/domain';
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { isUniqueViolation } from '../../platform/unique-violation';
import { fieldError, getLossReasonOrThrow, toLossReason } from './pipeline.queries';

const labelTaken = (error: unknown) =>
  isUniqueViolation(error, 'loss_reasons_active_label_unique')
    ? fieldError('label', OPPORTUNITY_COPY.lossReasonLabelTaken)
    : error;

/** GET /api/pipeline/loss-reasons: the admin's list, retired ones included (closed deals still name them). */
export function listLossReasons(ctx: TenantContext): Promise<{ lossReasons: LossReason[] }> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => ({
    lossReasons: (
      await tx
        .select()
        .from(lossReasons)
        .where(eq(lossReasons.tenantId, ctx.tenantId))
        .orderBy(asc(lossReasons.position), asc(lossReasons.createdAt))
    ).map(toLossReason),
  }));
}

/** POST /api/pipeline/loss-reasons: a reason at the end of the list. */
export function createLossReason(
  ctx: TenantContext,
  input: z.output<typeof CreateLossReasonInput>,
): Promise<LossReason> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(lossReasons.position) })
      .from(lossReasons)
      .where(eq(lossReasons.tenantId, tenantId));
    const [row] = await tx
      .insert(lossReasons)
      .values({ tenantId, label: input.label, position: (last ?? -1) + 1 })
      .returning()
      .catch((error: unknown) => {
        throw labelTaken(error);
      });
    if (!row) throw new Error('createLossReason: insert returned no row');
    return toLossReason(row);
  });
}

/** PATCH /api/pipeline/loss-reasons/{id}: relabel, retire or bring back. */
export function updateLossReason(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof UpdateLossReasonInput>,
): Promise<LossReason> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const reason = await getLossReasonOrThrow(tx, tenantId, id);
    const [row] = await tx
      .update(lossReasons)
      .set({
        ...(input.label === undefined ? {} : { label: input.label }),
        ...(input.retired === undefined ? {} : { retiredAt: input.retired ? (reason.retiredAt ?? new Date()) : null }),
        updatedAt: new Date(),
      })
      .where(and(eq(lossReasons.tenantId, tenantId), eq(lossReasons.id, id)))
      .returning()
      .catch((error: unknown) => {
        throw labelTaken(error);
      });
    if (!row) throw new Error('updateLossReason: update returned no row');
    return toLossReason(row);
  });
}
