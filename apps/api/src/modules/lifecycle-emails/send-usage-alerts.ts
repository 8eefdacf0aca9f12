import { withPlatform } from '@scopewright/db';
import {
  absoluteAppUrl,
  appLinks,
  LIFECYCLE_EMAIL_COPY,
  LIFECYCLE_PREFERENCE,
  LIFECYCLE_STEPS,
  TIER_LABELS,
  usagePeriod,
} from '@scopewright/domain';
import { findDueUsageAlerts, type DueUsageAlertRow } from './find-due-usage-alerts';
import { listRecipientProfiles } from './lifecycle-queries';
import {
  lifecycleRecipients,
  queueLifecycleEmails,
  type LifecycleCandidate,
  type LifecycleEmailDeps,
  type QueueOutcome,
} from './queue-lifecycle-emails';

export const USAGE_ALERT_TEMPLATE = 'usage_alert';
const CHUNK = 500;

/**
 * Usage alerts at 80 % and 100 % of a plan limit, once per meter, threshold and UTC month
 * (docs/decisions/0056-lifecycle-emails.md). The usage is read in one set-based query; the claims and emails
 * then commit in transactions of 500.
 */
export async function sendUsageAlerts(deps: LifecycleEmailDeps, now: Date): Promise<QueueOutcome> {
  const due = await withPlatform(deps.database, (tx) => findDueUsageAlerts(tx, now));
  const total: QueueOutcome = { sent: 0, skipped: 0, alreadyClaimed: 0 };
  for (let i = 0; i < due.length; i += CHUNK) {
    const chunk = due.slice(i, i + CHUNK);
    const outcome = await withPlatform(deps.database, async (tx) => {
      const on = chunk.filter((row) => row.usageAlertsOn).map((row) => row.tenantId);
      const profiles = await listRecipientProfiles(tx, on);
      const candidates = chunk.map((row) => usageCandidate(deps.appUrl, row, lifecycleRecipients(row, profiles), now));
      return queueLifecycleEmails(tx, deps, candidates);
    });
    total.sent += outcome.sent;
    total.skipped += outcome.skipped;
    total.alreadyClaimed += outcome.alreadyClaimed;
  }
  return total;
}

function usageCandidate(
  appUrl: string,
  row: DueUsageAlertRow,
  recipients: LifecycleCandidate['recipients'],
  now: Date,
): LifecycleCandidate {
  const period = usagePeriod(now);
  const percent = Math.floor((row.used * 100) / row.limit);
  return {
    tenantId: row.tenantId,
    step: row.step,
    recipients,
    preferenceOff: row.usageAlertsOn ? null : LIFECYCLE_PREFERENCE.usage,
    unsubscribe: LIFECYCLE_PREFERENCE.usage,
    templateAlias: USAGE_ALERT_TEMPLATE,
    templateData: (to) => ({
      recipient_name: to.name,
      company_name: row.name,
      meter_label: LIFECYCLE_EMAIL_COPY.meterLabel[row.meter],
      used: row.used,
      limit: row.limit,
      percent,
      plan_label: TIER_LABELS[row.tier],
      advice: LIFECYCLE_EMAIL_COPY.usageAdvice[row.meter][row.threshold],
      billing_url: absoluteAppUrl(appUrl, appLinks.billing()),
    }),
    metadata: { meter: row.meter, threshold: row.threshold, period, used: row.used, limit: row.limit },
    // At 100 % the 80 % alert of the period is pointless: claimed as superseded so it never follows.
    supersedes: row.threshold === 100 ? [LIFECYCLE_STEPS.usageAlert(row.meter, 80, period)] : [],
  };
}
