import { queryPrepared, type PreparedStatement, type Tx } from '@scopewright/db';
import { appLinks, checkLimit, getAccessSummary, isTier, type FeatureLimit } from '@scopewright/domain';
import { AppError } from '../errors';

interface PlanRow {
  activeTier: string;
  selectedTier: string;
  suspended: boolean;
  trialEndDate: Date | null;
  perSeatBilling: boolean;
}

// Every AI suggestion reads the plan twice and every limited create once: prepared statements.
const PLAN = `select active_tier as "activeTier", selected_tier as "selectedTier", suspended,
  trial_end_date as "trialEndDate", per_seat_billing as "perSeatBilling" from tenants where id = $1`;
const READ_PLAN: PreparedStatement = { name: 'tenant-plan', text: PLAN };
const LOCK_PLAN: PreparedStatement = { name: 'tenant-plan-for-update', text: `${PLAN} for update` };

/** The workspace's plan and access (domain getAccessSummary) read from its row; `lock` holds the row to commit. */
export async function readTenantAccess(tx: Tx, tenantId: string, now: Date, { lock = false } = {}) {
  const [tenant] = await queryPrepared<PlanRow>(tx, lock ? LOCK_PLAN : READ_PLAN, [tenantId]);
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
