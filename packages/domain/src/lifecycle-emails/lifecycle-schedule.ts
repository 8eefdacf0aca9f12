import { trialDaysRemaining } from '../access/access-summary';
import type { FeatureLimit } from '../access/features';
import type { Limit } from '../access/tiers';
import { USAGE_WARNING_RATIO } from '../billing/billing';
import type { EmailPreferenceKey } from '../settings/company-settings';

/** Trial reminders go out on these days of the trial and on its final day (docs/decisions/0056-lifecycle-emails.md). */
export const TRIAL_REMINDER_DAYS = [3, 7, 10, 12] as const;
export type TrialReminderDay = (typeof TRIAL_REMINDER_DAYS)[number];
export type TrialReminderKey = `${TrialReminderDay}` | 'final';

export const REMINDER_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ReminderUrgency = (typeof REMINDER_URGENCIES)[number];

/** Low on days 3 and 7, medium on 10, high on 12, urgent on the final day. */
export const REMINDER_URGENCY: Record<TrialReminderKey, ReminderUrgency> = {
  '3': 'low',
  '7': 'low',
  '10': 'medium',
  '12': 'high',
  final: 'urgent',
};

/** An ended trial's email goes out only this long after the end: never to workspaces that ended long ago. */
export const TRIAL_EXPIRED_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export const LIFECYCLE_STEPS = {
  welcome: 'trial_welcome',
  reminder: (key: TrialReminderKey) => `trial_reminder:${key}` as const,
  expired: 'trial_expired',
  usageAlert: (meter: UsageAlertMeter, threshold: UsageThreshold, period: string) =>
    `usage_alert:${meter}:${threshold}:${period}` as const,
} as const;

export type TrialStep = typeof LIFECYCLE_STEPS.welcome | `trial_reminder:${TrialReminderKey}` | 'trial_expired';

/** Which preference switches each kind of lifecycle email off. */
export const LIFECYCLE_PREFERENCE = {
  trial: 'trialReminders',
  usage: 'usageAlerts',
} as const satisfies Record<string, EmailPreferenceKey>;

export interface TrialState {
  activeTier: string;
  suspended: boolean;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
}

export type DueTrialStep =
  | { step: `trial_reminder:${TrialReminderKey}`; key: TrialReminderKey; urgency: ReminderUrgency; daysLeft: number }
  | { step: 'trial_expired' };

/**
 * The one trial step due now, or null (the cron's SQL does the same over every workspace; this is its reference).
 * "Day N" is N whole days (N × 24 h, UTC instants) after trial_start_date; "final" is the last 24 hours before
 * trial_end_date. The latest step in the sequence 3 < 7 < 10 < 12 < final < expired wins, so a workspace whose
 * earlier steps were missed (server down) gets only the current one. Reminders need an ongoing trial; the
 * expired email needs a trial that ended less than TRIAL_EXPIRED_GRACE_DAYS ago.
 */
export function dueTrialStep(tenant: TrialState, now: Date): DueTrialStep | null {
  const { trialStartDate: start, trialEndDate: end } = tenant;
  if (tenant.suspended || !start || !end) return null;
  const t = now.getTime();
  const ended = end.getTime() <= t || tenant.activeTier === 'readonly_trial_expired';
  if (ended) {
    const isTrialState = tenant.activeTier === 'trial' || tenant.activeTier === 'readonly_trial_expired';
    return isTrialState && end.getTime() > t - TRIAL_EXPIRED_GRACE_DAYS * DAY_MS ? { step: 'trial_expired' } : null;
  }
  if (tenant.activeTier !== 'trial') return null;
  const key: TrialReminderKey | undefined =
    t >= end.getTime() - DAY_MS
      ? 'final'
      : [...TRIAL_REMINDER_DAYS]
          .reverse()
          .map((day) => `${day}` as const)
          .find((day) => t >= start.getTime() + Number(day) * DAY_MS);
  if (!key) return null;
  return {
    step: LIFECYCLE_STEPS.reminder(key),
    key,
    urgency: REMINDER_URGENCY[key],
    daysLeft: trialDaysLeft(end, now),
  };
}

/** Whole days left, rounded up, at least 1 while the trial runs (the access summary's count). */
export const trialDaysLeft = (end: Date, now: Date) => Math.max(1, trialDaysRemaining(end, now));

/** 1 → "1 day", 4 → "4 days". */
export const daysLeftText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The plan limits a usage alert watches, by the short name its step uses. */
export const USAGE_ALERT_METERS = {
  users: 'maxUsers',
  quotes: 'maxQuotes',
  templates: 'maxTemplates',
  ai_generations: 'aiGenerationsPerMonth',
} as const satisfies Record<string, FeatureLimit>;
export type UsageAlertMeter = keyof typeof USAGE_ALERT_METERS;

export const USAGE_THRESHOLDS = [80, 100] as const;
export type UsageThreshold = (typeof USAGE_THRESHOLDS)[number];

/** A limit of one is full from its first item (Essentials' single seat): an alert about it would say nothing. */
export const USAGE_ALERT_MIN_LIMIT = 2;

/** The billing meter's warning ratio as a whole percent: 80. */
export const USAGE_WARNING_PERCENT = Math.round(USAGE_WARNING_RATIO * 100);

/** 100 when the limit is reached, 80 from the billing meter's warning ratio, else null (no alert). */
export function usageThreshold(used: number, limit: Limit): UsageThreshold | null {
  if (limit === 'unlimited' || limit < USAGE_ALERT_MIN_LIMIT) return null;
  if (used >= limit) return 100;
  return used * 100 >= limit * USAGE_WARNING_PERCENT ? 80 : null;
}

/** The alert period: the UTC month, `YYYY-MM`. Each meter alerts at most once per threshold and period. */
export const usagePeriod = (now: Date) => now.toISOString().slice(0, 7);
