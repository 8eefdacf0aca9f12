import type { Tx } from '@scopewright/db';
import { formatMoneyForEmail, TIER_LABELS } from '@scopewright/domain';
import type { InvoiceSnapshot } from '../../platform/billing/stripe-gateway';
import type { BillingDeps } from './billing-deps';
import { BILLING_EMAILS, billingPageUrl, queueBillingEmails, type BillingEmailRequest } from './billing-emails';
import { getInvoiceRow, getSubscriptionRow, updateSubscriptionRow, upsertInvoice } from './subscription.queries';

/**
 * Records the invoice as Stripe has it now (billing/history) and sends what it means, each once: a paid invoice
 * → "invoice ready" (and, when it settles the unpaid renewal, "payment recovered" with the past-due state
 * cleared); a failed charge of the workspace's subscription → "payment failed" and the dunning clock starts.
 */
export async function applyInvoice(
  tx: Tx,
  deps: Pick<BillingDeps, 'mail' | 'appUrl' | 'logger'>,
  tenantId: string,
  invoice: InvoiceSnapshot,
  now: Date,
): Promise<void> {
  const before = await getInvoiceRow(tx, invoice.id);
  await upsertInvoice(tx, tenantId, invoice, now);
  const subscription = await getSubscriptionRow(tx, tenantId, true);
  const ofSubscription = subscription !== null && invoice.subscriptionId === subscription.subscriptionId;
  const tierLabel = subscription ? TIER_LABELS[subscription.tier] : 'Scopewright';
  const money = (cents: number) => formatMoneyForEmail(cents, invoice.currency);
  const emails: BillingEmailRequest[] = [];

  if (invoice.status === 'paid' && invoice.amountPaidCents > 0) {
    emails.push({
      tenantId,
      template: BILLING_EMAILS.invoiceReady,
      subject: invoice.id,
      data: (r) => ({
        recipient_name: r.name,
        ...money(invoice.amountPaidCents),
        tier_label: tierLabel,
        invoice_url: invoice.hostedInvoiceUrl ?? billingPageUrl(deps.appUrl),
      }),
      metadata: { invoiceId: invoice.id },
    });
    // A charge that failed before and is now paid; whether the subscription's own update came first or not.
    const recovered =
      invoice.attemptCount > 1 ||
      (before?.status === 'open' && before.attemptCount > 0) ||
      (ofSubscription && subscription.pastDueInvoiceId === invoice.id);
    if (ofSubscription && subscription.pastDueSince) {
      await updateSubscriptionRow(tx, tenantId, { pastDueSince: null, pastDueInvoiceId: null });
    }
    if (recovered) {
      emails.push({
        tenantId,
        template: BILLING_EMAILS.paymentRecovered,
        subject: invoice.id,
        data: (r) => ({
          recipient_name: r.name,
          ...money(invoice.amountPaidCents),
          tier_label: tierLabel,
          billing_url: billingPageUrl(deps.appUrl),
        }),
        metadata: { invoiceId: invoice.id },
      });
    }
  }

  const failed = invoice.status === 'open' && invoice.attemptCount > 0 && invoice.amountDueCents > 0;
  if (failed && ofSubscription) {
    await updateSubscriptionRow(tx, tenantId, {
      pastDueSince: subscription.pastDueSince ?? now,
      pastDueInvoiceId: subscription.pastDueInvoiceId ?? invoice.id,
    });
    emails.push({
      tenantId,
      template: BILLING_EMAILS.paymentFailed,
      subject: invoice.id,
      data: (r) => ({
        recipient_name: r.name,
        ...money(invoice.amountDueCents),
        tier_label: tierLabel,
        billing_url: billingPageUrl(deps.appUrl),
      }),
      metadata: { invoiceId: invoice.id },
    });
  }
  await queueBillingEmails(tx, deps, emails);
}
