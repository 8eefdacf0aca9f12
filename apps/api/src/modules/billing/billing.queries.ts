import { billingEvents, profiles, tenants, type NewBillingEvent, type Tx } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

const PLAN_COLUMNS = {
  id: tenants.id,
  name: tenants.name,
  activeTier: tenants.activeTier,
  selectedTier: tenants.selectedTier,
  suspended: tenants.suspended,
  trialEndDate: tenants.trialEndDate,
  billingInterval: tenants.billingInterval,
  emailPreferences: tenants.emailPreferences,
  perSeatBilling: tenants.perSeatBilling,
};

export type TenantPlanRow = Pick<typeof tenants.$inferSelect, keyof typeof PLAN_COLUMNS>;

/** The workspace's plan row; `lock` serialises plan changes. 404 when RLS hides it, as for any foreign id. */
export async function getTenantPlanOrThrow(tx: Tx, tenantId: string, lock = false): Promise<TenantPlanRow> {
  const query = tx.select(PLAN_COLUMNS).from(tenants).where(eq(tenants.id, tenantId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function setTenantPlan(
  tx: Tx,
  tenantId: string,
  plan: Pick<TenantPlanRow, 'activeTier' | 'selectedTier' | 'billingInterval'>,
): Promise<void> {
  await tx.update(tenants).set(plan).where(eq(tenants.id, tenantId));
}

export async function insertBillingEvent(tx: Tx, event: NewBillingEvent): Promise<void> {
  await tx.insert(billingEvents).values(event);
}

/** Billing and invoice emails go to the tenant's msp_admin profiles (docs/product-rules.md#billing). */
export async function listAdminRecipients(tx: Tx, tenantId: string) {
  return tx
    .select({ id: profiles.id, email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'msp_admin')))
    .orderBy(profiles.createdAt);
}
