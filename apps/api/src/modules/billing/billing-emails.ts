import { tenants, type Tx } from '@scopewright/db';
import { absoluteAppUrl, appLinks } from '@scopewright/domain';
import { inArray } from 'drizzle-orm';
import type { TemplateVariables } from '../../platform/mail/render-email-template';
import {
  listRecipientProfiles,
  queueLifecycleEmails,
  type LifecycleRecipient,
  type QueueDeps,
} from '../lifecycle-emails';

/** The billing emails (seeded templates) and the step keys that make each one go out exactly once. */
export const BILLING_EMAILS = {
  paymentFailed: 'payment_failed',
  paymentWarning: 'payment_warning',
  paymentFinalNotice: 'payment_final_notice',
  accountSuspended: 'account_suspended',
  paymentRecovered: 'payment_recovered',
  invoiceReady: 'invoice_ready',
  trialConverted: 'trial_converted',
} as const;
export type BillingEmail = (typeof BILLING_EMAILS)[keyof typeof BILLING_EMAILS];

export interface BillingEmailRequest {
  tenantId: string;
  template: BillingEmail;
  /** What makes it once-only: the invoice or subscription it is about. */
  subject: string;
  data: (recipient: LifecycleRecipient) => TemplateVariables;
  metadata?: Record<string, unknown>;
}

export const billingStep = (template: BillingEmail, subject: string) => `${template}:${subject}`;

/**
 * Queues billing emails to each workspace's admins (invoice and payment emails go to the msp_admin profiles), in
 * the caller's transaction, exactly once per (workspace, template, subject): the lifecycle claim table records the
 * step, and a `billingNotifications` preference switched off records it as skipped instead.
 */
export async function queueBillingEmails(
  tx: Tx,
  deps: Omit<QueueDeps, 'unsubscribeSecret'>,
  requests: readonly BillingEmailRequest[],
): Promise<number> {
  if (requests.length === 0) return 0;
  const tenantIds = requests.map((r) => r.tenantId);
  const profiles = await listRecipientProfiles(tx, tenantIds);
  const preferences = await billingPreferences(tx, tenantIds);
  const outcome = await queueLifecycleEmails(
    tx,
    { ...deps, unsubscribeSecret: null },
    requests.map((request) => ({
      tenantId: request.tenantId,
      step: billingStep(request.template, request.subject),
      recipients: profiles
        .filter((p) => p.tenantId === request.tenantId && p.isAdmin)
        .map((p) => ({ email: p.email, name: p.firstName?.trim() || p.email, userId: p.userId })),
      preferenceOff: preferences.get(request.tenantId) === false ? 'billingNotifications' : null,
      templateAlias: request.template,
      templateData: request.data,
      unsubscribe: null,
      metadata: { reason: 'billing', ...request.metadata },
    })),
  );
  // Steps claimed now (sent, or skipped for a preference): another run's earlier claim counts nothing.
  return outcome.sent + outcome.skipped;
}

export const billingPageUrl = (appUrl: string) => absoluteAppUrl(appUrl, appLinks.billing());

async function billingPreferences(tx: Tx, tenantIds: readonly string[]): Promise<Map<string, boolean>> {
  const rows = await tx
    .select({ id: tenants.id, preferences: tenants.emailPreferences })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(tenantIds)]));
  return new Map(rows.map((row) => [row.id, row.preferences.billingNotifications !== false]));
}
