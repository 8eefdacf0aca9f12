import { withPlatform } from '@scopewright/db';
import {
  absoluteAppUrl,
  appLinks,
  daysLeftText,
  LIFECYCLE_EMAIL_COPY,
  LIFECYCLE_PREFERENCE,
  trialDaysLeft,
  REMINDER_URGENCY,
  type TrialReminderKey,
} from '@scopewright/domain';
import { findDueTrialSteps, FIRST_PAGE, type DueTrialStepRow } from './find-due-trial-steps';
import { listRecipientProfiles } from './lifecycle-queries';
import {
  lifecycleRecipients,
  queueLifecycleEmails,
  type LifecycleCandidate,
  type LifecycleEmailDeps,
  type QueueOutcome,
} from './queue-lifecycle-emails';

export const TRIAL_REMINDER_TEMPLATE = 'trial_reminder';
export const TRIAL_EXPIRED_TEMPLATE = 'trial_expired';
const PAGE = 500;

/**
 * The trial reminders (days 3, 7, 10, 12 and the final day, with the spec's urgency) and the trial-ended email,
 * for every workspace due one (docs/decisions/0056-lifecycle-emails.md). One transaction per page of 500
 * workspaces: the claim and the emails commit together.
 */
export async function sendTrialEmails(deps: LifecycleEmailDeps, now: Date): Promise<QueueOutcome> {
  const total: QueueOutcome = { sent: 0, skipped: 0, alreadyClaimed: 0 };
  let after = FIRST_PAGE;
  for (;;) {
    const page = await withPlatform(deps.database, async (tx) => {
      const due = await findDueTrialSteps(tx, now, after, PAGE);
      if (due.length === 0) return { due, outcome: null };
      const profiles = await listRecipientProfiles(
        tx,
        due.filter((row) => row.trialRemindersOn).map((row) => row.tenantId),
      );
      const candidates = due.map((row) => trialCandidate(deps.appUrl, row, lifecycleRecipients(row, profiles), now));
      return { due, outcome: await queueLifecycleEmails(tx, deps, candidates) };
    });
    if (page.outcome) {
      total.sent += page.outcome.sent;
      total.skipped += page.outcome.skipped;
      total.alreadyClaimed += page.outcome.alreadyClaimed;
    }
    if (page.due.length < PAGE) return total;
    after = page.due.at(-1)!.tenantId;
  }
}

function trialCandidate(
  appUrl: string,
  row: DueTrialStepRow,
  recipients: LifecycleCandidate['recipients'],
  now: Date,
): LifecycleCandidate {
  const billingUrl = absoluteAppUrl(appUrl, appLinks.billing());
  const common = {
    tenantId: row.tenantId,
    step: row.step,
    recipients,
    preferenceOff: row.trialRemindersOn ? null : LIFECYCLE_PREFERENCE.trial,
    unsubscribe: LIFECYCLE_PREFERENCE.trial,
  };
  if (row.step === 'trial_expired') {
    return {
      ...common,
      templateAlias: TRIAL_EXPIRED_TEMPLATE,
      templateData: (to) => ({ recipient_name: to.name, billing_url: billingUrl }),
    };
  }
  const key = row.step.slice('trial_reminder:'.length) as TrialReminderKey;
  const urgency = REMINDER_URGENCY[key];
  const days = trialDaysLeft(row.trialEndDate, now);
  return {
    ...common,
    templateAlias: TRIAL_REMINDER_TEMPLATE,
    templateData: (to) => ({
      recipient_name: to.name,
      days_left: days,
      days_left_text: daysLeftText(days),
      urgency,
      urgency_message: LIFECYCLE_EMAIL_COPY.urgencyMessage[urgency],
      billing_url: billingUrl,
    }),
    metadata: { urgency, days_left: days },
  };
}
