import { COMPANY_SETTINGS_COPY, type EmailPreferenceKey } from '../settings/company-settings';
import type { ReminderUrgency, UsageAlertMeter, UsageThreshold } from './lifecycle-schedule';

/**
 * What the lifecycle emails say beyond their templates' fixed text: the sentence that changes with a trial
 * reminder's urgency, and a usage alert's nouns and advice (docs/decisions/0056-lifecycle-emails.md).
 */
export const LIFECYCLE_EMAIL_COPY = {
  urgencyMessage: {
    low: 'There is plenty of time to try everything: describe a project and let the assistant draft the scope, set your rates and branding, and invite your team.',
    medium:
      'Your trial is well past its halfway mark. Choose a plan now and nothing changes for your team: your quotes, templates and clients stay exactly where they are.',
    high: 'Only a couple of days are left. Choose a plan to keep creating and sending quotes without interruption.',
    urgent:
      'This is the last day of your trial. Choose a plan today to keep creating and sending quotes: once the trial ends the workspace becomes read-only until you do.',
  } satisfies Record<ReminderUrgency, string>,
  /** The meter as the alert names it: "You have used 80% of your {meterLabel}". */
  meterLabel: {
    users: 'user seats',
    quotes: 'quotes',
    templates: 'templates',
    ai_generations: 'AI generations this month',
  } satisfies Record<UsageAlertMeter, string>,
  usageAdvice: {
    users: {
      80: 'When every seat is taken you cannot invite more people until you upgrade your plan.',
      100: 'Every seat on your plan is taken: upgrade your plan to invite more people.',
    },
    quotes: {
      80: 'When the limit is reached, new quotes cannot be created until you upgrade your plan or delete some.',
      100: 'New quotes cannot be created until you upgrade your plan or delete some.',
    },
    templates: {
      80: 'When the limit is reached, new templates cannot be created until you upgrade your plan or delete some.',
      100: 'New templates cannot be created until you upgrade your plan or delete some.',
    },
    ai_generations: {
      80: 'When the allowance is used up, AI suggestions pause until the first of next month (UTC) or until you upgrade.',
      100: 'AI suggestions are paused until the first of next month (UTC) or until you upgrade your plan.',
    },
  } satisfies Record<UsageAlertMeter, Record<UsageThreshold, string>>,
} as const;

/** The one-click unsubscribe page and answers (RFC 8058; docs/decisions/0056-lifecycle-emails.md). */
export const UNSUBSCRIBE_COPY = {
  pageTitle: 'Email preferences · Scopewright',
  confirmHeading: (label: string) => `Unsubscribe from ${label.toLowerCase()}?`,
  confirmBody: (workspace: string, label: string) =>
    `${workspace} will stop receiving ${label.toLowerCase()} from Scopewright. An admin can switch them back on in Settings at any time.`,
  confirmButton: 'Unsubscribe',
  doneHeading: 'You are unsubscribed',
  done: (workspace: string, label: string) =>
    `${workspace} will no longer receive ${label.toLowerCase()} from Scopewright. An admin can switch them back on in Settings at any time.`,
  alreadyDone: (workspace: string, label: string) =>
    `${label} were already switched off for ${workspace}. An admin can switch them back on in Settings at any time.`,
  invalidHeading: 'This unsubscribe link does not work',
  settingsLink: 'Open email preferences',
  missingToken:
    'This unsubscribe link is incomplete: it has no token. Use the whole link from the email, or change your email preferences in Settings.',
  malformedToken:
    'This unsubscribe link is malformed: its token is not one Scopewright issues (it may have been cut off when copied). Use the whole link from the email, or change your email preferences in Settings.',
  badSignature:
    'This unsubscribe link has been altered: its signature does not match. Use the link exactly as it came in the email, or change your email preferences in Settings.',
  workspaceGone:
    'The workspace this unsubscribe link belongs to no longer exists, so there is nothing to unsubscribe from.',
} as const;

/** The preference's name as people read it: "Trial reminders", "Usage alerts"… */
export const preferenceLabel = (key: EmailPreferenceKey) => COMPANY_SETTINGS_COPY.preferences[key].label;
