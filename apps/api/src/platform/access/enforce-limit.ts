import { tenants, type Tx } from '@scopewright/db';
import { checkLimit, getAccessSummary, isTier, type FeatureLimit } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors';

/**
 * Tier limits (spec §6) inside the write's own transaction: the tenant row is locked and its plan read again,
 * so concurrent creates queue behind each other and each sees every committed item. Call it in withTenant
 * before the insert; `countUsed` counts what the limit covers.
 */
export async function enforceLimit(
  tx: Tx,
  input: { tenantId: string; limit: FeatureLimit; countUsed: (tx: Tx) => Promise<number>; now?: Date },
): Promise<void> {
  const [tenant] = await tx
    .select({
      activeTier: tenants.activeTier,
      selectedTier: tenants.selectedTier,
      suspended: tenants.suspended,
      trialEndDate: tenants.trialEndDate,
    })
    .from(tenants)
    .where(eq(tenants.id, input.tenantId))
    .for('update');
  if (!tenant) throw new AppError('NOT_FOUND');
  const access = getAccessSummary(
    { ...tenant, selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null },
    input.now ?? new Date(),
  );
  const result = checkLimit(access, input.limit, await input.countUsed(tx));
  if (!result.ok) {
    throw new AppError('LIMIT_EXCEEDED', result.message, {
      details: {
        limit: input.limit,
        max: result.max,
        used: result.used,
        upgradeTier: result.upgradeTier,
        upgradePath: '/dashboard/billing',
      },
    });
  }
}
