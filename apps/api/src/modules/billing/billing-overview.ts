import type { Tx } from '@scopewright/db';
import {
  getAccessSummary,
  isTier,
  MOST_POPULAR_TIER,
  PAID_TIERS,
  planEstimate,
  planOffers,
  USAGE_LABELS,
  USAGE_LIMITS,
  type BillingInterval,
  type BillingOverview,
  type BillingProvider,
  type PaidTier,
} from '@scopewright/domain';
import { countActiveMembers, getTenantUsage } from './billing-usage';
import { getTenantPlanOrThrow } from './billing.queries';
import { subscriptionView } from './subscription-view';
import { getSubscriptionRow } from './subscription.queries';

const isPaidTier = (tier: string): tier is PaidTier => (PAID_TIERS as readonly string[]).includes(tier);

/** Plan, access (domain getAccessSummary), usage against the limits and the catalogue, in the caller's tx. */
export async function readBillingOverview(
  tx: Tx,
  tenantId: string,
  now: Date,
  provider: BillingProvider = 'manual',
): Promise<BillingOverview> {
  const tenant = await getTenantPlanOrThrow(tx, tenantId);
  const access = getAccessSummary(
    { ...tenant, selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null },
    now,
  );
  const subscription = provider === 'stripe' ? await getSubscriptionRow(tx, tenantId) : null;
  const usage = await getTenantUsage(tx, tenantId, now);
  const activeMembers = await countActiveMembers(tx, tenantId);
  const interval: BillingInterval | null = tenant.billingInterval ?? null;
  const paid = isPaidTier(tenant.activeTier) && interval ? tenant.activeTier : null;
  return {
    tenant: { id: tenant.id, name: tenant.name },
    plan: {
      activeTier: tenant.activeTier,
      selectedTier: tenant.selectedTier,
      effectiveTier: access.effectiveTier,
      interval,
      isTrial: access.isTrial,
      isSuspended: access.isSuspended,
      isSuspendedBySupport: tenant.suspended,
      isReadOnly: access.isReadOnly,
      trialEndDate: tenant.trialEndDate?.toISOString() ?? null,
      trialDaysRemaining: access.trialDaysRemaining,
      accessLevel: access.accessLevel,
    },
    usage: USAGE_LIMITS.map((key) => ({
      key,
      label: USAGE_LABELS[key],
      used: usage[key].used,
      limit: access.features[key],
      isTracked: usage[key].isTracked,
    })),
    activeMembers,
    estimate: paid && interval ? { ...planEstimate(paid, activeMembers, interval), interval, currency: 'USD' } : null,
    plans: planOffers(MOST_POPULAR_TIER, { perSeat: provider === 'stripe' }),
    provider,
    subscription: subscription ? subscriptionView(subscription) : null,
  };
}
