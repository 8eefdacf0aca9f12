import { withTenant } from '@scopewright/db';
import type { BillingOverview, BillingProvider } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readBillingOverview } from './billing-overview';

/** Billing overview (/dashboard/billing): plan and trial, access level, usage against limits, plan catalogue. */
export function getBillingOverview(
  ctx: TenantContext,
  provider: BillingProvider = 'manual',
  now = new Date(),
): Promise<BillingOverview> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    readBillingOverview(tx, ctx.tenantId, now, provider),
  );
}
