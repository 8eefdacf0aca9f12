import type { BillingSubscription, Tx } from '@scopewright/db';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  LIVE_SUBSCRIPTION_STATUSES,
  planEstimate,
  PRICING_CURRENCY,
  SUPPORT_EMAIL,
  TIER_LABELS,
} from '@scopewright/domain';
import { changedFields, recordAudit, SYSTEM_AUDIT_SOURCE, type AuditSource } from '../../platform/audit/record-audit';
import type { SubscriptionSnapshot } from '../../platform/billing/stripe-gateway';
import type { BillingDeps } from './billing-deps';
import { BILLING_EMAILS, billingPageUrl, queueBillingEmails } from './billing-emails';
import { getTenantPlanOrThrow, insertBillingEvent, setTenantPlan } from './billing.queries';
import { getSubscriptionRow, setPerSeatBilling, upsertSubscription } from './subscription.queries';

const isLive = (status: string) => (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
const isEnded = (status: string) => (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
const TRIAL_STATES = new Set(['trial', 'readonly_trial_expired']);

export type ApplyOutcome = 'applied' | 'stale';

/**
 * Makes the workspace follow the live subscription read from Stripe (docs/decisions/0057-stripe-billing.md), in
 * the webhook's transaction with the workspace row locked. A live subscription sets the plan, interval and
 * per-seat billing (ending a trial, lifting a plan suspension); an ended one suspends the workspace (its data kept).
 * An event about a subscription the workspace has since replaced changes nothing. A change of the workspace's
 * plan or suspension is in its audit log (`billing.subscription_updated`, by the system unless `audit` says who;
 * null when the caller records the change itself).
 */
export async function applySubscription(
  tx: Tx,
  deps: Pick<BillingDeps, 'mail' | 'appUrl' | 'logger'>,
  tenantId: string,
  snapshot: SubscriptionSnapshot,
  now: Date,
  audit: AuditSource | null = SYSTEM_AUDIT_SOURCE,
): Promise<ApplyOutcome> {
  const tenant = await getTenantPlanOrThrow(tx, tenantId, true);
  const current = await getSubscriptionRow(tx, tenantId, true);
  if (current && current.subscriptionId !== snapshot.id && isLive(current.status) && !isLive(snapshot.status)) {
    return 'stale';
  }
  await upsertSubscription(tx, tenantId, {
    snapshot,
    pastDueSince: pastDueSince(current, snapshot, now),
    pastDueInvoiceId: snapshot.status === 'past_due' ? (current?.pastDueInvoiceId ?? null) : null,
    scheduled: keepScheduled(current, snapshot),
    at: now,
  });

  if (isLive(snapshot.status)) {
    const changed = tenant.activeTier !== snapshot.tier || tenant.billingInterval !== snapshot.interval;
    if (changed) {
      await setTenantPlan(tx, tenantId, {
        activeTier: snapshot.tier,
        selectedTier: snapshot.tier,
        billingInterval: snapshot.interval,
      });
      await insertBillingEvent(tx, {
        tenantId,
        type: 'plan_changed',
        provider: 'stripe',
        fromTier: tenant.activeTier,
        toTier: snapshot.tier,
        interval: snapshot.interval,
        ...planEstimate(snapshot.tier, snapshot.seats, snapshot.interval),
        seats: snapshot.seats,
        chargedCents: 0,
        currency: PRICING_CURRENCY,
        createdAt: now,
      });
      if (audit) {
        await recordAudit(tx, audit, {
          action: 'billing.subscription_updated',
          tenantId,
          target: { type: 'workspace', id: tenantId, label: tenant.name },
          changes: changedPlan(tenant, { activeTier: snapshot.tier, billingInterval: snapshot.interval }),
          metadata: { provider: 'stripe', subscriptionId: snapshot.id, status: snapshot.status, seats: snapshot.seats },
        });
      }
    }
    await setPerSeatBilling(tx, tenantId, true);
    if (TRIAL_STATES.has(tenant.activeTier)) {
      await queueBillingEmails(tx, deps, [
        {
          tenantId,
          template: BILLING_EMAILS.trialConverted,
          subject: snapshot.id,
          data: (r) => ({ recipient_name: r.name, tier_label: TIER_LABELS[snapshot.tier] }),
          metadata: { subscriptionId: snapshot.id },
        },
      ]);
    }
    return 'applied';
  }

  if (isEnded(snapshot.status)) {
    await suspendForEndedPlan(tx, deps, tenantId, tenant.name, snapshot.id, audit, snapshot.status);
  }
  return 'applied';
}

/** The workspace's plan fields that changed, as the audit log keeps them (`tier`, `interval`). */
function changedPlan(
  before: { activeTier: string; billingInterval: string | null },
  after: { activeTier: string; billingInterval: string | null },
) {
  return changedFields(
    { tier: before.activeTier, interval: before.billingInterval },
    { tier: after.activeTier, interval: after.billingInterval },
    ['tier', 'interval'],
  );
}

/**
 * The plan ended (canceled, unpaid, expired): suspended until a plan is chosen again; the email goes once. The
 * suspension is in the audit log (by the system: the provider's webhook or the dunning cron).
 */
export async function suspendForEndedPlan(
  tx: Tx,
  deps: Pick<BillingDeps, 'mail' | 'appUrl' | 'logger'>,
  tenantId: string,
  companyName: string,
  subscriptionId: string,
  audit: AuditSource | null = SYSTEM_AUDIT_SOURCE,
  status = 'canceled',
): Promise<number> {
  const tenant = await getTenantPlanOrThrow(tx, tenantId, true);
  if (tenant.activeTier !== 'suspended') {
    await setTenantPlan(tx, tenantId, {
      activeTier: 'suspended',
      selectedTier: tenant.selectedTier,
      billingInterval: tenant.billingInterval,
    });
    if (audit) {
      await recordAudit(tx, audit, {
        action: 'billing.subscription_updated',
        tenantId,
        target: { type: 'workspace', id: tenantId, label: tenant.name },
        changes: changedPlan(tenant, { activeTier: 'suspended', billingInterval: tenant.billingInterval }),
        metadata: { provider: 'stripe', subscriptionId, status },
      });
    }
  }
  await setPerSeatBilling(tx, tenantId, false);
  return queueBillingEmails(tx, deps, [
    {
      tenantId,
      template: BILLING_EMAILS.accountSuspended,
      subject: subscriptionId,
      data: (r) => ({
        recipient_name: r.name,
        company_name: companyName,
        billing_url: billingPageUrl(deps.appUrl),
        support_email: SUPPORT_EMAIL,
      }),
      metadata: { subscriptionId },
    },
  ]);
}

function pastDueSince(current: BillingSubscription | null, snapshot: SubscriptionSnapshot, now: Date): Date | null {
  if (snapshot.status !== 'past_due') return null;
  return current?.subscriptionId === snapshot.id ? (current.pastDueSince ?? now) : now;
}

/** A downgrade waits for the period end; it is done once Stripe bills the new plan, dropped if the plan ends. */
function keepScheduled(current: BillingSubscription | null, snapshot: SubscriptionSnapshot) {
  if (!current?.scheduledTier || !current.scheduledInterval || current.subscriptionId !== snapshot.id) return null;
  if (!isLive(snapshot.status)) return null;
  if (current.scheduledTier === snapshot.tier && current.scheduledInterval === snapshot.interval) return null;
  return { tier: current.scheduledTier, interval: current.scheduledInterval };
}
