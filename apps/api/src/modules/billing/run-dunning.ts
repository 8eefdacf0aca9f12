import { billingSubscriptions, tenants, withPlatform } from '@scopewright/db';
import {
  dueDunningStep,
  DUNNING_DAYS,
  formatMoneyForEmail,
  LIVE_SUBSCRIPTION_STATUSES,
  suspensionDate,
  TIER_LABELS,
  type DunningStep,
} from '@scopewright/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { PaymentProviderError } from '../../platform/billing/stripe-gateway';
import { suspendForEndedPlan } from './apply-subscription';
import type { BillingDeps } from './billing-deps';
import { BILLING_EMAILS, billingPageUrl, queueBillingEmails } from './billing-emails';
import { getInvoiceAmount } from './subscription.queries';

export interface DunningOutcome {
  warned: number;
  suspended: number;
  failed: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dunning steps after a failed renewal (docs/product-rules.md#dunning): warning at day 3, final notice at day 7,
 * suspension at day 10 — each once per workspace and unpaid invoice, in any number of processes (the step is
 * claimed in the transaction that queues its email). Suspension cancels the subscription at Stripe first; if Stripe
 * cannot be reached the workspace is left for the next run.
 */
export async function runDunning(deps: BillingDeps, now: Date): Promise<DunningOutcome> {
  const outcome: DunningOutcome = { warned: 0, suspended: 0, failed: 0 };
  const pastDue = await withPlatform(deps.database, (tx) =>
    tx
      .select({
        tenantId: billingSubscriptions.tenantId,
        subscriptionId: billingSubscriptions.subscriptionId,
        tier: billingSubscriptions.tier,
        pastDueSince: billingSubscriptions.pastDueSince,
        invoiceId: billingSubscriptions.pastDueInvoiceId,
        companyName: tenants.name,
      })
      .from(billingSubscriptions)
      .innerJoin(tenants, eq(tenants.id, billingSubscriptions.tenantId))
      .where(
        and(
          isNotNull(billingSubscriptions.pastDueSince),
          inArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        ),
      ),
  );
  for (const row of pastDue) {
    const since = row.pastDueSince!;
    const step = dueDunningStep(since, now);
    if (!step) continue;
    const subject = row.invoiceId ?? row.subscriptionId;
    try {
      if (step === 'account_suspended') {
        await deps.stripe?.cancelNow(row.subscriptionId, `dunning-cancel:${row.subscriptionId}:${subject}`);
        // The workspace row first, as every billing write takes it (the webhook of this cancellation may be here).
        const done = await withPlatform(deps.database, async (tx) => {
          const won = await suspendForEndedPlan(tx, deps, row.tenantId, row.companyName, row.subscriptionId);
          await tx
            .update(billingSubscriptions)
            .set({ status: 'canceled', pastDueSince: null, updatedAt: now })
            .where(eq(billingSubscriptions.tenantId, row.tenantId));
          return won;
        });
        outcome.suspended += done;
        continue;
      }
      outcome.warned += await withPlatform(deps.database, async (tx) => {
        const amount = row.invoiceId ? await getInvoiceAmount(tx, row.invoiceId) : null;
        return queueBillingEmails(tx, deps, [
          {
            tenantId: row.tenantId,
            template: dunningTemplate(step),
            subject,
            data: (r) => ({
              recipient_name: r.name,
              ...formatMoneyForEmail(amount?.cents ?? 0, amount?.currency ?? 'usd'),
              tier_label: TIER_LABELS[row.tier],
              billing_url: billingPageUrl(deps.appUrl),
              days_until_suspension: String(
                Math.max(1, Math.ceil((suspensionDate(since).getTime() - now.getTime()) / DAY_MS)),
              ),
              suspension_date: suspensionDate(since).toISOString().slice(0, 10),
            }),
            metadata: { subscriptionId: row.subscriptionId, dunningDays: DUNNING_DAYS },
          },
        ]);
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.logger.warn({ err: error, tenantId: row.tenantId }, 'dunning: Stripe unreachable, retried next run');
      outcome.failed += 1;
    }
  }
  return outcome;
}

function dunningTemplate(step: Exclude<DunningStep, 'account_suspended'>) {
  return step === 'payment_warning' ? BILLING_EMAILS.paymentWarning : BILLING_EMAILS.paymentFinalNotice;
}
