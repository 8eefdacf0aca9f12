import { tenants, type Tx } from '@scopewright/db';
import { appLinks, checkLimit, getAccessSummary, isTier, type FeatureLimit } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors';

/** The workspace's plan and access (domain getAccessSummary) read from its row; `lock` holds the row to commit. */
export async function readTenantAccess(tx: Tx, tenantId: string, now: Date, { lock = false } = {}) {
  const query = tx
    .select({
      activeTier: tenants.activeTier,
      selectedTier: tenants.selectedTier,
      suspended: tenants.suspended,
      trialEndDate: tenants.trialEndDate,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [tenant] = lock ? await query.for('update') : await query;
  if (!tenant) throw new AppError('NOT_FOUND');
  return getAccessSummary({ ...tenant, selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null }, now);
}

/**
 * Tier limits (docs/product-rules.md#tiers-and-limits) inside the write's own transaction: the tenant row is locked and its plan read again,
 * so concurrent creates queue behind each other and each sees every committed item. Call it in withTenant
 * before the insert; `countUsed` counts what the limit covers.
 */
export async function enforceLimit(
  tx: Tx,
  input: { tenantId: string; limit: FeatureLimit; countUsed: (tx: Tx) => Promise<number>; now?: Date },
): Promise<void> {
  const access = await readTenantAccess(tx, input.tenantId, input.now ?? new Date(), { lock: true });
  const result = checkLimit(access, input.limit, await input.countUsed(tx));
  if (!result.ok) {
    throw new AppError('LIMIT_EXCEEDED', result.message, {
      details: {
        limit: input.limit,
        max: result.max,
        used: result.used,
        upgradeTier: result.upgradeTier,
        upgradePath: appLinks.billing(),
      },
    });
  }
}
