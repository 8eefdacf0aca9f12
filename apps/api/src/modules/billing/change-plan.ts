import { withTenant } from '@scopewright/db';
import {
  BILLING_COPY,
  downgradeBlockedMessage,
  FEATURES_BY_TIER,
  fitsSeatLimit,
  planEstimate,
  PRICING_CURRENCY,
  TIER_LABELS,
  type BillingOverview,
  type ChangePlanInput,
} from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { sendTemplatedEmail, type MailContext } from '../../platform/mail/send-templated-email';
import { readBillingOverview } from './billing-overview';
import { countActiveMembers } from './billing-usage';
import { getTenantPlanOrThrow, insertBillingEvent, listAdminRecipients, setTenantPlan } from './billing.queries';

export interface ChangePlanContext extends TenantContext {
  mail: Omit<MailContext, 'tx'>;
}

/** Tenant states that a plan choice converts from a trial (the trial_converted email). */
const TRIAL_STATES = new Set(['trial', 'readonly_trial_expired']);
export const PLAN_CONVERTED_TEMPLATE = 'trial_converted';

/**
 * With no payment provider configured the `manual` provider applies a plan at once and
 * charges nothing (docs/product-rules.md#billing). The tenant row is locked, so the seat check and the change see the same members. A trial
 * ends here (active_tier = selected_tier = tier); a read-only or plan-suspended workspace is restored. A
 * workspace suspended by support (the `suspended` flag) stays suspended: only support lifts it.
 */
export async function changePlan(
  ctx: ChangePlanContext,
  input: ChangePlanInput,
  now = new Date(),
): Promise<BillingOverview> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const tenant = await getTenantPlanOrThrow(tx, ctx.tenantId, true);
    const label = TIER_LABELS[input.tier];
    if (tenant.suspended) throw new AppError('CONFLICT', BILLING_COPY.suspendedNoChange);
    if (tenant.activeTier === input.tier && tenant.billingInterval === input.interval) {
      throw new AppError('CONFLICT', BILLING_COPY.samePlan(label, input.interval));
    }
    const members = await countActiveMembers(tx, ctx.tenantId);
    if (!fitsSeatLimit(input.tier, members)) {
      throw new AppError('CONFLICT', downgradeBlockedMessage(input.tier, members), {
        reason: 'seats-exceeded',
        details: { activeMembers: members, maxUsers: FEATURES_BY_TIER[input.tier].maxUsers },
      });
    }

    await setTenantPlan(tx, ctx.tenantId, {
      activeTier: input.tier,
      selectedTier: input.tier,
      billingInterval: input.interval,
    });
    await insertBillingEvent(tx, {
      tenantId: ctx.tenantId,
      type: 'plan_changed',
      provider: 'manual',
      fromTier: tenant.activeTier,
      toTier: input.tier,
      interval: input.interval,
      ...planEstimate(input.tier, members, input.interval),
      chargedCents: 0,
      currency: PRICING_CURRENCY,
      actorUserId: ctx.actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, ctx, {
      action: 'billing.plan_changed',
      tenantId: ctx.tenantId,
      target: { type: 'workspace', id: ctx.tenantId, label: tenant.name },
      changes: changedFields(
        { tier: tenant.activeTier, interval: tenant.billingInterval },
        { tier: input.tier, interval: input.interval },
        ['tier', 'interval'],
      ),
      metadata: { provider: 'manual' },
    });

    if (TRIAL_STATES.has(tenant.activeTier) && tenant.emailPreferences.billingNotifications) {
      for (const admin of await listAdminRecipients(tx, ctx.tenantId)) {
        await sendTemplatedEmail(
          { ...ctx.mail, tx },
          {
            to: admin.email,
            templateAlias: PLAN_CONVERTED_TEMPLATE,
            templateData: { recipient_name: admin.firstName?.trim() || admin.email, tier_label: label },
            tenantId: ctx.tenantId,
            userId: admin.id,
            metadata: { reason: 'plan_changed', interval: input.interval },
          },
        );
      }
    }
    return readBillingOverview(tx, ctx.tenantId, now);
  });
}
